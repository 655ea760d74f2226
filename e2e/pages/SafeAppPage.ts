import { expect, type Frame, type FrameLocator, type Locator, type Page } from "@playwright/test";
import { DASHBOARD } from "./dashboard-targets";
import { expectGoneAfter } from "../support/settled";
import { locate } from "./locate";

/** The host page's frame that holds the dashboard (mocks/safe-host/page.ts names it so). */
export const SAFE_APP_FRAME = 'iframe[title="Safe App: Smoothly Pool"]';

/**
 * The dashboard as a Safe App: framed by the local Safe host (mocks/safe-host), connected as the Safe. The dashboard's
 * parts are found inside the frame by the same targets as DashboardPage's; the host's own parts (its review of a
 * transaction, its queue) outside it.
 */
export class SafeAppPage {
  readonly frame: FrameLocator;
  /** The framed page's root: what the dashboard's targets are looked for in. */
  readonly root: Locator;
  readonly safeLine: Locator;
  readonly claimButton: Locator;
  readonly dialog: Locator;
  readonly alert: Locator;
  readonly connectButton: Locator;
  readonly validatorsHeading: Locator;

  constructor(readonly page: Page) {
    this.frame = page.frameLocator(SAFE_APP_FRAME);
    this.root = this.frame.locator(":root");
    this.safeLine = this.root.getByTestId("safe-app");
    this.claimButton = locate(this.root, DASHBOARD.claimButton);
    this.dialog = locate(this.root, DASHBOARD.dialog);
    this.alert = locate(this.root, DASHBOARD.alert);
    this.connectButton = locate(this.root, DASHBOARD.connectButton);
    this.validatorsHeading = locate(this.root, DASHBOARD.validatorsHeading);
  }

  /** Opens the host page and waits until the dashboard inside it is the Safe's. */
  async open(hostUrl: string, safe: string): Promise<void> {
    await this.page.goto(hostUrl);
    await expect(this.safeLine).toContainText(`Safe ${safe} on `);
  }

  /** The dashboard's own frame, to read what it keeps (its localStorage, partitioned under the host's site). */
  appFrame(): Frame {
    const frame = this.page.mainFrame().childFrames()[0];
    if (!frame) throw new Error("the host page frames no app");
    return frame;
  }

  row(index: number): Locator {
    return locate(this.root, DASHBOARD.row(index));
  }

  bondAction(index: number, action: "Withdraw bond" | "Add bond"): Locator {
    return locate(this.root, DASHBOARD.bondAction(index, action));
  }

  checkbox(index: number): Locator {
    return locate(this.root, DASHBOARD.checkbox(index));
  }

  /** The line a write waiting in the Safe shows, under its safeTxHash. */
  pendingLine(): Locator {
    return this.root.getByRole("list", { name: "Pending transactions" }).getByRole("status");
  }

  /** The host's review of the app's transaction (outside the frame): the proposer signs, or rejects. */
  async approveInHost(): Promise<void> {
    await this.page.getByRole("button", { name: "Sign as Frank and propose" }).click();
  }

  async rejectInHost(): Promise<void> {
    await this.page
      .getByRole("dialog", { name: "Review the Safe App's transaction" })
      .getByRole("button", { name: "Reject" })
      .click();
  }

  /** The Alert modal's text once it opens. */
  async alertText(): Promise<string> {
    await expect(this.alert).toBeVisible({ timeout: 30_000 });
    return (await this.alert.textContent()) ?? "";
  }

  async closeAlert(): Promise<void> {
    await expectGoneAfter(this.alert, () => locate(this.root, DASHBOARD.closeDialog).click());
  }
}
