import { expect, type Locator, type Page } from "@playwright/test";
import { CHAIN_NAME, type Address } from "./constants";
import type { MetaMaskPrompts } from "./metamask/prompts";
import { expectGoneAfter, type Sign, type WriteOutcome, writeMark, writeSettled } from "./settled";

/** The dashboard as a person sees it, with the real MetaMask extension behind the Connect button. */
export class Dashboard {
  readonly connectButton: Locator;
  readonly networkButton: Locator;
  readonly claimButton: Locator;
  readonly dialog: Locator;
  readonly alert: Locator;

  readonly page: Page;
  private readonly prompts: MetaMaskPrompts;

  // Fields assigned in the body, not as parameter properties: Node 24 strips types itself and refuses those.
  constructor(page: Page, prompts: MetaMaskPrompts) {
    this.page = page;
    this.prompts = prompts;
    this.connectButton = page.getByRole("button", { name: "Connect Wallet" });
    this.networkButton = page.getByRole("button", { name: `Network: ${CHAIN_NAME}` });
    this.claimButton = page.getByRole("button", { name: /^Claim [\d.]+ ETH$/ });
    this.dialog = page.getByRole("dialog");
    // Inside the dialog: Next's route announcer is a role="alert" too.
    this.alert = this.dialog.getByRole("alert");
  }

  /** Connect Wallet → RainbowKit's list → MetaMask, up to MetaMask's own connection prompt. */
  async openMetaMaskFromList(): Promise<void> {
    await expect(this.page.getByRole("heading", { name: "MY VALIDATORS" })).toBeVisible();
    await this.connectButton.click();
    await this.dialog.getByRole("button", { name: "MetaMask" }).click();
  }

  /** Connects through RainbowKit and approves in MetaMask (with `alsoConnect`, more accounts for the site). */
  async connect(alsoConnect: readonly Address[] = []): Promise<void> {
    await this.openMetaMaskFromList();
    await expectGoneAfter(this.connectButton, () => this.prompts.approveConnection({ alsoConnect }), {
      timeout: 30_000,
    });
  }

  /** How many writes the page has settled: read before an action, then wait for `settled(mark)`. */
  writeMark(): Promise<number> {
    return writeMark(this.page);
  }

  /** The page's sign that the write after `mark` has been handled (its Alert open, or nothing to show). */
  settled(mark: number, options?: { outcome?: WriteOutcome }): Sign {
    return writeSettled(this.page, mark, options);
  }

  /** The account button in the top bar, named by the full address. */
  accountButton(address: Address): Locator {
    return this.page.getByRole("button", { name: `Account ${address}` });
  }

  row(index: number): Locator {
    return this.page.getByTestId(`validator-${index}`);
  }

  /** The bond cell's action (design: "Withdraw bond for validator 201", "Add bond for validator 203 …"). */
  bondAction(index: number, action: "Withdraw bond" | "Add bond"): Locator {
    return this.page.getByRole("button", { name: new RegExp(`^${action} for validator ${index}\\b`) });
  }

  checkbox(index: number): Locator {
    return this.page.getByRole("checkbox", { name: `Select validator ${index}` });
  }

  /** The Alert modal's text once it opens (after the transaction is mined). */
  async alertText(): Promise<string> {
    await expect(this.alert).toBeVisible({ timeout: 45_000 });
    return (await this.alert.textContent()) ?? "";
  }

  async closeAlert(): Promise<void> {
    await expectGoneAfter(this.alert, () => this.dialog.getByRole("button", { name: "Close" }).click());
  }
}
