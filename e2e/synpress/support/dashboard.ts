import { expect, type Locator, type Page } from "@playwright/test";
import type { MetaMask } from "@synthetixio/synpress/playwright";
import { CHAIN_NAME } from "./constants";

/** The dashboard as a person sees it, with the real MetaMask extension behind the Connect button. */
export class Dashboard {
  readonly connectButton: Locator;
  readonly networkButton: Locator;
  readonly claimButton: Locator;
  readonly dialog: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.connectButton = page.getByRole("button", { name: "Connect Wallet" });
    this.networkButton = page.getByRole("button", { name: `Network: ${CHAIN_NAME}` });
    this.claimButton = page.getByRole("button", { name: /^Claim [\d.]+ ETH$/ });
    this.dialog = page.getByRole("dialog");
    // Inside the dialog: Next's route announcer is a role="alert" too.
    this.alert = this.dialog.getByRole("alert");
  }

  /** Connect Wallet → RainbowKit's modal → MetaMask → approve the connection in MetaMask's popup. */
  async connect(metamask: MetaMask): Promise<void> {
    await expect(this.page.getByRole("heading", { name: "MY VALIDATORS" })).toBeVisible();
    await this.connectButton.click();
    await this.dialog.getByRole("button", { name: /MetaMask/ }).click();
    await metamask.connectToDapp();
    await expect(this.connectButton).toBeHidden();
    await expect(this.networkButton).toHaveText(CHAIN_NAME);
  }

  row(index: number): Locator {
    return this.page.getByTestId(`validator-${index}`);
  }

  checkbox(index: number): Locator {
    return this.page.getByRole("checkbox", { name: `Select validator ${index}` });
  }

  /** The Alert modal's text once it opens (after the transaction is mined). */
  async alertText(): Promise<string> {
    await expect(this.alert).toBeVisible({ timeout: 30_000 });
    return (await this.alert.textContent()) ?? "";
  }

  async closeAlert(): Promise<void> {
    await this.dialog.getByRole("button", { name: "Close" }).click();
    await expect(this.alert).toBeHidden();
  }
}
