import { expect, type Locator, type Page } from "@playwright/test";
import { DASHBOARD } from "./dashboard-targets";
import { locate } from "./locate";
import { expectGoneAfter, writeMark, writeSettled, type Sign, type WriteOutcome } from "../support/settled";

const WALLET_MODAL_TIMEOUT_MS = 30_000;

/** The one page, as a person sees it: top bar, MY VALIDATORS, footer, modals. */
export class DashboardPage {
  readonly topNav: Locator;
  readonly footerNav: Locator;
  readonly connectButton: Locator;
  readonly validatorsHeading: Locator;
  readonly claimButton: Locator;
  readonly legend: Locator;
  readonly alert: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.topNav = locate(page, DASHBOARD.topNav);
    this.footerNav = locate(page, DASHBOARD.footerNav);
    this.connectButton = locate(page, DASHBOARD.connectButton);
    this.validatorsHeading = locate(page, DASHBOARD.validatorsHeading);
    this.claimButton = locate(page, DASHBOARD.claimButton);
    this.legend = locate(page, DASHBOARD.legend);
    this.dialog = locate(page, DASHBOARD.dialog);
    this.alert = locate(page, DASHBOARD.alert);
  }

  async goto(url: string): Promise<void> {
    await this.page.goto(url);
    await expect(this.validatorsHeading).toBeVisible();
  }

  /**
   * Puts the page's timers on Playwright's clock and loads the page again under it: time still flows, and a test can
   * jump ahead (`page.clock.fastForward`) instead of waiting for the page's polls. `time` (ms) sets the page's date.
   */
  async installClock(time?: number): Promise<void> {
    await this.page.clock.install(time === undefined ? {} : { time });
    await this.page.reload();
    await expect(this.validatorsHeading).toBeVisible();
  }

  async expectExternalLink(nav: Locator, name: string, href: string): Promise<void> {
    const link = nav.getByRole("link", { name, exact: true });
    await expect(link).toHaveAttribute("href", href);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
  }

  /** How many writes the page has settled: read before an action, then wait for `settled(mark)`. */
  writeMark(): Promise<number> {
    return writeMark(this.page);
  }

  /** The page's sign that the write after `mark` has been handled (its Alert open, or nothing to show). */
  settled(mark: number, options?: { outcome?: WriteOutcome; writes?: number; timeout?: number }): Sign {
    return writeSettled(this.page, mark, options);
  }

  /**
   * Clicks Connect Wallet and waits for RainbowKit's modal. Up to 30 s: npm test's lanes run six browsers on two cores,
   * where fetching and compiling the wallet's code can take longer than the 10 s default; how soon a person sees the
   * list is the budgets' to hold (e2e/budgets/phone-visit.spec.ts, run alone).
   */
  async openWalletModal(): Promise<Locator> {
    await this.connectButton.click();
    await expect(this.dialog).toBeVisible({ timeout: WALLET_MODAL_TIMEOUT_MS });
    return this.dialog;
  }

  /** Connects through RainbowKit's modal, choosing MetaMask (the injected test wallet announces itself as it). */
  async connect(): Promise<void> {
    await this.openWalletModal();
    await expectGoneAfter(this.connectButton, () => locate(this.page, DASHBOARD.metaMaskInModal).click());
  }

  row(index: number): Locator {
    return locate(this.page, DASHBOARD.row(index));
  }

  async expectStatus(index: number, status: string): Promise<void> {
    await expect(this.row(index)).toHaveAttribute("data-status", status);
  }

  /** The BOND cell of a row: the amount, or the Withdraw bond / Add bond button that shows it. */
  bondCell(index: number): Locator {
    return locate(this.page, DASHBOARD.bondCell(index));
  }

  /** The UNCLAIMED cell of a row. */
  unclaimedCell(index: number): Locator {
    return locate(this.page, DASHBOARD.unclaimedCell(index));
  }

  checkbox(index: number): Locator {
    return locate(this.page, DASHBOARD.checkbox(index));
  }

  bondAction(index: number, action: "Withdraw bond" | "Add bond"): Locator {
    return locate(this.page, DASHBOARD.bondAction(index, action));
  }

  infoMarker(index: number): Locator {
    return locate(this.page, DASHBOARD.infoMarker(index));
  }

  /**
   * The tooltip text of a row's info marker, read the way a person does: by pointing at it, and again if it went. A
   * line that arrives above the row as the page reads on (a proof's check against the pool's root) moves the marker
   * from under the pointer, and its tooltip closes.
   */
  async tooltip(index: number): Promise<string> {
    const tooltip = this.row(index).getByRole("tooltip");
    let text = "";
    await expect(async () => {
      await this.infoMarker(index).hover();
      await expect(tooltip).toBeVisible({ timeout: 1_000 });
      text = (await tooltip.textContent({ timeout: 1_000 })) ?? "";
    }).toPass();
    return text;
  }

  /** The Alert modal's text once it opens. */
  async alertText(): Promise<string> {
    await expect(this.alert).toBeVisible({ timeout: 20_000 });
    return (await this.alert.textContent()) ?? "";
  }

  async closeAlert(): Promise<void> {
    await expectGoneAfter(this.alert, () => locate(this.page, DASHBOARD.closeDialog).click());
  }

  /** A footer figure's value: the amount with its unit, or "unknown". */
  footerFigure(label: "Subscribers" | "Reward cycle" | "Gas price"): Locator {
    return this.page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
  }

  /** What a footer figure says beside its value when it is not plainly known: why, or since when. */
  footerNote(label: "Subscribers" | "Reward cycle" | "Gas price"): Locator {
    return this.page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[2]");
  }
}
