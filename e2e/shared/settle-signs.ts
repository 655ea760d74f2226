/**
 * Absences, asserted only after the page has answered: one source for every e2e harness (the Playwright suite's
 * e2e/support/settled.ts, the real-MetaMask suite's e2e/synpress/support/settled.ts). A check that something did not
 * happen (no Alert, no dialog, no row, nothing sent) passes just as well before the page has done anything, so each
 * one here first waits for a positive sign: the page's own settle sign for a write
 * (components/dashboard/account/useWriteSettled.ts), or something the test saw appear. `npm run lint` refuses
 * `toHaveCount(0)`, `toBeHidden()` and `not.toBeVisible()` anywhere else in e2e/ (eslint.config.mjs).
 *
 * No Playwright import: the two suites run different Playwright versions (e2e/synpress/package.json), whose `expect`
 * takes only its own locators. Each passes its own `expect` in.
 */

/** The page's settle sign: an element with the count of writes handled, whether one runs, the last one's outcome. */
export const SETTLE_SIGN = {
  selector: "[data-writes]",
  count: "data-writes",
  running: "data-write",
  outcome: "data-outcome",
} as const;

/** Whether the sign's attributes say that `writes` more writes than at `mark` have settled and none runs. */
export const hasSettled = (attributes: Readonly<Record<string, string>> | undefined, mark: number, writes = 1) =>
  attributes?.[SETTLE_SIGN.count] === String(mark + writes) && attributes[SETTLE_SIGN.running] === "idle";

/** What the signs need of a locator. */
export interface LocatorLike {
  getAttribute(name: string): Promise<string | null>;
}

/** Where the dashboard is: a page, or the frame a Safe's host shows it in. */
export interface RootLike<L extends LocatorLike> {
  locator(selector: string): L;
}

interface Timeout {
  readonly timeout?: number;
}

/** The assertions the signs use, as Playwright's `expect(locator)` gives them. */
export interface LocatorMatchers {
  toHaveCount(count: number, options?: Timeout): Promise<void>;
  toHaveAttribute(name: string, value: string, options?: Timeout): Promise<void>;
  toBeVisible(options?: Timeout): Promise<void>;
  toBeHidden(options?: Timeout): Promise<void>;
  toContainText(text: string | RegExp, options?: Timeout): Promise<void>;
}

/** A positive sign that the page has answered what the test did: awaited before the absence is asserted. */
export type Sign = () => Promise<unknown>;

/** "proposed": a Safe's owners have yet to execute it (neither a success nor a failure). */
export type WriteOutcome = "silent" | "success" | "failure" | "unconfirmed" | "proposed";

export interface SettleOptions {
  /** How long a write may take to settle: the real MetaMask's prompts take longer than the injected wallet. */
  readonly writeTimeout: number;
  /** How long the dashboard's root may take to appear before a mark is read (Playwright's default when absent). */
  readonly markTimeout?: number;
}

/** The signs and absences, bound to one suite's `expect`. */
export function settleSigns<L extends LocatorLike>(expect: (locator: L) => LocatorMatchers, settings: SettleOptions) {
  /** The dashboard's root, which carries the settle sign of the connected account's writes. */
  const signOf = (root: RootLike<L>) => root.locator(SETTLE_SIGN.selector);
  const markWait = settings.markTimeout === undefined ? undefined : { timeout: settings.markTimeout };

  return {
    /** How many writes the page has finished handling: read it before the action whose answer a test awaits. */
    async writeMark(root: RootLike<L>): Promise<number> {
      const sign = signOf(root);
      await expect(sign).toHaveCount(1, markWait);
      return Number(await sign.getAttribute(SETTLE_SIGN.count));
    },

    /**
     * The sign that `writes` more writes than at `mark` have settled (their Alert opened, or there was nothing to
     * show) and none is running; with `outcome`, that the last one ended so.
     */
    writeSettled(
      root: RootLike<L>,
      mark: number,
      options: { outcome?: WriteOutcome; writes?: number; timeout?: number } = {},
    ): Sign {
      return async () => {
        const sign = signOf(root);
        const timeout = options.timeout ?? settings.writeTimeout;
        await expect(sign).toHaveAttribute(SETTLE_SIGN.count, String(mark + (options.writes ?? 1)), { timeout });
        await expect(sign).toHaveAttribute(SETTLE_SIGN.running, "idle");
        if (options.outcome) await expect(sign).toHaveAttribute(SETTLE_SIGN.outcome, options.outcome);
      };
    },

    /** The sign that `locator` shows. */
    shows:
      (locator: L, options?: Timeout): Sign =>
      () =>
        expect(locator).toBeVisible(options),

    /** The sign that `locator` holds `text` (a part of its text, or a pattern). */
    contains:
      (locator: L, text: string | RegExp, options?: Timeout): Sign =>
      () =>
        expect(locator).toContainText(text, options),

    /** Several signs, in order. */
    allOf:
      (...signs: Sign[]): Sign =>
      async () => {
        for (const sign of signs) await sign();
      },

    /** After `sign`, each locator matches nothing. */
    async expectAbsent(sign: Sign, ...locators: L[]): Promise<void> {
      await sign();
      for (const locator of locators) await expect(locator).toHaveCount(0);
    },

    /** After `sign`, each locator matches nothing visible (present but hidden counts as hidden). */
    async expectHidden(sign: Sign, ...locators: L[]): Promise<void> {
      await sign();
      for (const locator of locators) await expect(locator).toBeHidden();
    },

    /** After `sign`, the checks that something did not happen (nothing sent, the same block, the same balance). */
    async afterSettled(sign: Sign, checks: () => unknown): Promise<void> {
      await sign();
      await checks();
    },

    /**
     * `locator` shows, `action` runs, and then it goes: a disappearance the test saw happen, not one that was never
     * there to begin with.
     */
    async expectGoneAfter(locator: L, action: () => Promise<unknown>, options?: Timeout): Promise<void> {
      await expect(locator).toBeVisible(options);
      await action();
      await expect(locator).toBeHidden(options);
    },
  };
}
