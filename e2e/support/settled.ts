import { expect, type FrameLocator, type Locator, type Page } from "@playwright/test";

/**
 * Absences, asserted only after the page has answered. A check that something did not happen (no Alert, no dialog,
 * no row, nothing sent) passes just as well before the page has done anything, so each one here first waits for a
 * positive sign: the page's own settle sign for a write (components/dashboard/account/useWriteSettled.ts), or something the
 * test saw appear. `npm run lint` refuses `toHaveCount(0)`, `toBeHidden()` and `not.toBeVisible()` anywhere else in
 * e2e/ (eslint.config.mjs).
 */

/** A positive sign that the page has answered what the test did: awaited before the absence is asserted. */
export type Sign = () => Promise<unknown>;

/** Where the dashboard is: the page, or the frame a Safe's host shows it in (e2e/pages/SafeAppPage.ts). */
export type DashboardRoot = Page | FrameLocator;

/** The dashboard's root, which carries the settle sign of the connected account's writes. */
const signOf = (page: DashboardRoot) => page.locator("[data-writes]");

/** How many writes the page has finished handling: read it before the action whose answer a test awaits. */
export async function writeMark(page: DashboardRoot): Promise<number> {
  const sign = signOf(page);
  await expect(sign).toHaveCount(1);
  return Number(await sign.getAttribute("data-writes"));
}

/** "proposed": a Safe's owners have yet to execute it (neither a success nor a failure). */
export type WriteOutcome = "silent" | "success" | "failure" | "unconfirmed" | "proposed";

/**
 * The sign that `writes` more writes than at `mark` have settled (their Alert opened, or there was nothing to show)
 * and none is running; with `outcome`, that the last one ended so.
 */
export function writeSettled(
  page: DashboardRoot,
  mark: number,
  options: { outcome?: WriteOutcome; writes?: number; timeout?: number } = {},
): Sign {
  return async () => {
    const sign = signOf(page);
    const timeout = options.timeout ?? 30_000;
    await expect(sign).toHaveAttribute("data-writes", String(mark + (options.writes ?? 1)), { timeout });
    await expect(sign).toHaveAttribute("data-write", "idle");
    if (options.outcome) await expect(sign).toHaveAttribute("data-outcome", options.outcome);
  };
}

/** The sign that `locator` shows. */
export const shows =
  (locator: Locator, options?: { timeout?: number }): Sign =>
  () =>
    expect(locator).toBeVisible(options);

/** The sign that `locator` holds `text` (a part of its text, or a pattern). */
export const contains =
  (locator: Locator, text: string | RegExp, options?: { timeout?: number }): Sign =>
  () =>
    expect(locator).toContainText(text, options);

/** Several signs, in order. */
export const allOf =
  (...signs: Sign[]): Sign =>
  async () => {
    for (const sign of signs) await sign();
  };

/** After `sign`, each locator matches nothing. */
export async function expectAbsent(sign: Sign, ...locators: Locator[]): Promise<void> {
  await sign();
  for (const locator of locators) await expect(locator).toHaveCount(0);
}

/** After `sign`, each locator matches nothing visible (present but hidden counts as hidden). */
export async function expectHidden(sign: Sign, ...locators: Locator[]): Promise<void> {
  await sign();
  for (const locator of locators) await expect(locator).toBeHidden();
}

/** After `sign`, the checks that something did not happen (nothing sent, the same block, the same balance). */
export async function afterSettled(sign: Sign, checks: () => unknown): Promise<void> {
  await sign();
  await checks();
}

/**
 * `locator` shows, `action` runs, and then it goes: a disappearance the test saw happen, not one that was never
 * there to begin with.
 */
export async function expectGoneAfter(
  locator: Locator,
  action: () => Promise<unknown>,
  options?: { timeout?: number },
): Promise<void> {
  await expect(locator).toBeVisible(options);
  await action();
  await expect(locator).toBeHidden(options);
}
