import { expect, type Page } from "@playwright/test";
import type { Address } from "../constants";
import { selectAccount } from "./accounts";
import { homeUrl } from "./windows";
import { expectGoneAfter } from "../settled";

/** MetaMask's own full-page view, where a person switches account or network, watches activity and locks it. */
export class MetaMaskHome {
  // Fields assigned in the body, not as parameter properties: Node 24 strips types itself and refuses those.
  readonly page: Page;
  private readonly extensionId: string;

  constructor(page: Page, extensionId: string) {
    this.page = page;
    this.extensionId = extensionId;
  }

  async open(route = ""): Promise<void> {
    await this.page.goto(homeUrl(this.extensionId, route));
    await expect(this.page.getByTestId("account-menu-icon")).toBeVisible({ timeout: 30_000 });
  }

  async selectAccount(address: Address, name: string): Promise<void> {
    await this.open();
    await selectAccount(this.page, address, name);
  }

  /** The activity list's pending transaction: MetaMask offers Speed up and Cancel on it while it waits. */
  private async pendingTransaction() {
    await this.open();
    await this.page.getByTestId("account-overview__activity-tab").click();
    const pending = this.page.getByTestId("activity-list-item").filter({ hasText: "Pending" });
    await expect(pending).toHaveCount(1, { timeout: 30_000 });
    return pending;
  }

  /** Speed up from the activity list: MetaMask sends the same transaction again at a higher fee. */
  async speedUp(): Promise<void> {
    const pending = await this.pendingTransaction();
    await pending.getByTestId("speed-up-button").click();
    await this.submitReplacement();
  }

  /** Cancel from the activity list: MetaMask sends a transaction of nothing to yourself at the same nonce. */
  async cancel(): Promise<void> {
    const pending = await this.pendingTransaction();
    await pending.getByTestId("cancel-button").click();
    await this.submitReplacement();
  }

  private async submitReplacement(): Promise<void> {
    const dialog = this.page.getByRole("dialog");
    const submit = dialog.getByRole("button", { name: "Submit" });
    await expect(submit).toBeEnabled({ timeout: 30_000 });
    await expectGoneAfter(dialog, () => submit.click());
  }

  /** Lock MetaMask from its menu: it forgets the password until it is typed again. */
  async lock(): Promise<void> {
    await this.open();
    await this.page.getByTestId("account-options-menu-button").click();
    await this.page.getByTestId("global-menu-lock").click();
    await expect(this.page.getByTestId("unlock-password")).toBeVisible();
  }
}
