import { expect, type Locator, type Page } from "@playwright/test";

/** The one page, as a person sees it: top bar, MY VALIDATORS, footer. */
export class DashboardPage {
  readonly topNav: Locator;
  readonly footerNav: Locator;
  readonly connectButton: Locator;
  readonly validatorsHeading: Locator;

  constructor(readonly page: Page) {
    this.topNav = page.getByRole("navigation", { name: "Smoothly" });
    this.footerNav = page.getByRole("navigation", { name: "Community" });
    this.connectButton = page.getByRole("button", { name: "Connect Wallet" });
    this.validatorsHeading = page.getByRole("heading", { name: "MY VALIDATORS" });
  }

  async goto(url: string): Promise<void> {
    await this.page.goto(url);
    await expect(this.validatorsHeading).toBeVisible();
  }

  async expectExternalLink(nav: Locator, name: string, href: string): Promise<void> {
    const link = nav.getByRole("link", { name, exact: true });
    await expect(link).toHaveAttribute("href", href);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
  }

  async openWalletModal(): Promise<Locator> {
    await this.connectButton.click();
    const dialog = this.page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    return dialog;
  }
}
