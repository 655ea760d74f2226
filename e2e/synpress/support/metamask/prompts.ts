import { expect, type BrowserContext, type Page } from "@playwright/test";
import type { Address } from "../constants";
import { PROMPT_TIMEOUT_MS, waitForPrompt } from "./windows";

export interface ConnectionChoices {
  readonly alsoConnect?: readonly Address[];
  readonly withoutNetworks?: readonly string[];
}

/** MetaMask's prompt windows: what a person approves or refuses for the site. */
export class MetaMaskPrompts {
  // Fields assigned in the body, not as parameter properties: Node 24 strips types itself and refuses those.
  private readonly context: BrowserContext;
  private readonly extensionId: string;

  constructor(context: BrowserContext, extensionId: string) {
    this.context = context;
    this.extensionId = extensionId;
  }

  private prompt(control: string): Promise<Page> {
    return waitForPrompt(this.context, this.extensionId, control);
  }

  /**
   * Approves the site's connection request. `alsoConnect`: more accounts for the site ("Edit accounts");
   * `withoutNetworks`: networks (as MetaMask names them) taken out of what the site may use ("Edit networks"), which
   * leaves MetaMask, for this site, on another network than those.
   */
  async approveConnection(options: ConnectionChoices = {}): Promise<void> {
    let prompt = await this.prompt("confirm-btn");
    for (;;) {
      try {
        await this.chooseAndConnect(prompt, options);
        // Answered, MetaMask closes the window. Another window drawing a connect request right after is the same
        // request drawn again: the click fell on the window MetaMask was replacing (CI's red run: network.spec.ts
        // failed with a connect prompt still open and the site never connected). It is chosen for again.
        const closed = await prompt.waitForEvent("close", { timeout: 10_000 }).then(
          () => true,
          () => prompt.isClosed(),
        );
        if (!closed) return;
        const redrawn = await waitForPrompt(this.context, this.extensionId, "confirm-btn", 2_000).catch(() => null);
        if (!redrawn) return;
        prompt = redrawn;
        continue;
      } catch (error) {
        if (!prompt.isClosed()) throw error;
        // The window closed before Connect: MetaMask 13 at times closes the window that draws a request and opens
        // another for it (seen at a load of 7-10). The request drawn again is chosen for again; none within 30 s
        // leaves the first error standing.
        const again = await waitForPrompt(this.context, this.extensionId, "confirm-btn", 30_000).catch(() => null);
        if (!again) throw error;
        prompt = again;
      }
    }
  }

  private async chooseAndConnect(prompt: Page, options: ConnectionChoices): Promise<void> {
    const { alsoConnect = [], withoutNetworks = [] } = options;
    if (alsoConnect.length > 0) {
      await prompt.getByTestId("edit").first().click();
      for (const address of alsoConnect) {
        await prompt.getByTestId(`multichain-account-cell-keyring:Simple Key Pair/${address.toLowerCase()}`).click();
      }
      await prompt.getByTestId("connect-more-accounts-button").click();
    }
    if (withoutNetworks.length > 0) {
      await prompt.getByTestId("permissions-tab").click();
      await prompt.getByTestId("edit").nth(1).click();
      const networks = prompt.getByRole("dialog");
      for (const name of withoutNetworks) await networks.getByTestId(name).click();
      await prompt.getByTestId("connect-more-chains-button").click();
    }
    await prompt.getByTestId("confirm-btn").click();
  }

  /**
   * MetaMask's "Review permissions" prompt, which it shows when the site asks to switch to a network it may not use
   * yet: Confirm switches the site to it, Cancel refuses.
   */
  async answerNetworkSwitch(approve: boolean): Promise<void> {
    const control = "page-container-footer-next";
    let prompt = await this.prompt(control);
    for (;;) {
      try {
        await expect(prompt.getByRole("heading", { name: "Review permissions" })).toBeVisible();
        await prompt.getByTestId(approve ? control : "page-container-footer-cancel").click();
        return;
      } catch (error) {
        if (!prompt.isClosed()) throw error;
        // The window closed under the act: MetaMask 13 at times closes the window that draws a request and opens
        // another for it (as with transactions), or the act landed and closed it. The request drawn again within
        // 10 s is the former, to answer again; none, the latter.
        const again = await waitForPrompt(this.context, this.extensionId, control, 10_000).catch(() => null);
        if (!again) return;
        prompt = again;
      }
    }
  }

  /**
   * Acts on the transaction prompt once MetaMask has estimated it and its Confirm button can be used. MetaMask 13 at
   * times closes the window that draws a request and opens another for it (and, right after a step is confirmed, the
   * window that showed it may still be open while the next one opens): a window closed before the act landed is
   * looked for again, not a failure. Once acted on, a window that still shows the request it answered (MetaMask keeps
   * drawing it while it sends, at times until the site's next request takes its place) is waited out, up to 15 s: the
   * next act would otherwise find the answered request's buttons there and click them, to no effect (a Withdraw
   * everything's second step was left unconfirmed so). Never clicked again: the window may show the next request by
   * then, which is the next act's to answer.
   */
  private async onTransaction(act: (prompt: Page) => Promise<void>): Promise<void> {
    const deadline = Date.now() + PROMPT_TIMEOUT_MS;
    for (;;) {
      const prompt = await this.prompt("confirm-footer-button");
      const confirm = prompt.getByTestId("confirm-footer-button");
      try {
        await expect(confirm)
          .toBeEnabled({ timeout: 30_000 })
          .catch(async (error: unknown) => {
            if (prompt.isClosed()) throw error;
            // Disabled with "Review alert" is one of MetaMask's blocking alerts (insufficient funds, another request
            // still signing): say which, the failure's first line is what a reader of CI's log sees.
            const says = await confirm.textContent().catch(() => null);
            const alerts = await prompt
              .getByTestId("inline-alert")
              .allTextContents()
              .catch(() => []);
            throw new Error(`MetaMask's Confirm stayed disabled for 30 s: it says "${says}"; alerts: [${alerts}]`);
          });
        await act(prompt);
        // Hidden, gone, or the window closed (which throws): the request has left it, or 15 s passed.
        await expect(confirm)
          .toBeHidden({ timeout: 15_000 })
          .catch(() => undefined);
        return;
      } catch (error) {
        if (!prompt.isClosed() || Date.now() > deadline) throw error;
      }
    }
  }

  /** MetaMask's own password screen in its prompt window, which it shows before a request when it is locked. */
  async unlock(password: string): Promise<void> {
    const prompt = await this.prompt("unlock-password");
    await prompt.getByTestId("unlock-password").fill(password);
    await prompt.getByTestId("unlock-submit").click();
  }

  confirmTransaction(): Promise<void> {
    return this.onTransaction((prompt) => prompt.getByTestId("confirm-footer-button").click());
  }

  rejectTransaction(): Promise<void> {
    return this.onTransaction((prompt) => prompt.getByTestId("confirm-footer-cancel-button").click());
  }
}
