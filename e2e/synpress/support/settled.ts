import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Absences asserted only after the page has answered: the real-MetaMask suite's form of e2e/support/settled.ts (the
 * same API; this suite runs its own Playwright, 1.48.2, whose `expect` cannot take the main suite's locators). A
 * check that something did not happen passes just as well before the page has done anything, so each one here
 * first waits for a positive sign: the page's settle sign for a write (components/dashboard/account/useWriteSettled.ts) or
 * something the test saw appear. `npm run lint` refuses a bare absence anywhere else in e2e/.
 */

export type Sign = () => Promise<unknown>;

const signOf = (page: Page) => page.locator("[data-writes]");

/** How many writes the page has finished handling: read it before the action whose answer a test awaits. */
export async function writeMark(page: Page): Promise<number> {
  const sign = signOf(page);
  await expect(sign).toHaveCount(1, { timeout: 30_000 });
  return Number(await sign.getAttribute("data-writes"));
}

export type WriteOutcome = "silent" | "success" | "failure" | "unconfirmed";

/** The sign that the write after `mark` has settled (its Alert on screen, or nothing to show) and none runs. */
export function writeSettled(
  page: Page,
  mark: number,
  options: { outcome?: WriteOutcome; timeout?: number } = {},
): Sign {
  return async () => {
    const sign = signOf(page);
    await expect(sign).toHaveAttribute("data-writes", String(mark + 1), { timeout: options.timeout ?? 45_000 });
    await expect(sign).toHaveAttribute("data-write", "idle");
    if (options.outcome) await expect(sign).toHaveAttribute("data-outcome", options.outcome);
  };
}

export const shows =
  (locator: Locator, options?: { timeout?: number }): Sign =>
  () =>
    expect(locator).toBeVisible(options);

export const contains =
  (locator: Locator, text: string | RegExp): Sign =>
  () =>
    expect(locator).toContainText(text);

/** After `sign`, each locator matches nothing. */
export async function expectAbsent(sign: Sign, ...locators: Locator[]): Promise<void> {
  await sign();
  for (const locator of locators) await expect(locator).toHaveCount(0);
}

/** After `sign`, each locator matches nothing visible. */
export async function expectHidden(sign: Sign, ...locators: Locator[]): Promise<void> {
  await sign();
  for (const locator of locators) await expect(locator).toBeHidden();
}

/** `locator` shows, `action` runs, and then it goes: a disappearance the test saw happen. */
export async function expectGoneAfter(
  locator: Locator,
  action: () => Promise<unknown>,
  options?: { timeout?: number },
): Promise<void> {
  await expect(locator).toBeVisible(options);
  await action();
  await expect(locator).toBeHidden(options);
}
