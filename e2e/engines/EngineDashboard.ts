import { expect } from "@playwright/test";
import { THEME_TOGGLE_ID } from "../../lib/theme";
import { DASHBOARD } from "../pages/dashboard-targets";
import { byCss, describeTarget, type Target } from "../pages/targets";
import type { Driver } from "./driver";
import type { ElementState } from "./harness/protocol";
import { hasSettled, SETTLE_SIGN } from "../shared/settle-signs";

/** The two forms the flows run in: a desktop window, and a phone (as narrow as the engine's window gets). */
export type Form = "desktop" | "phone";

export const FORM_SIZES: Readonly<Record<Form, { width: number; height: number }>> = {
  desktop: { width: 1280, height: 900 },
  // A phone is 360–430 px wide; MiniBrowser's window stops at about 447 px, which the flows then use.
  phone: { width: 390, height: 844 },
};

/** The dashboard's root, which carries the settle sign of the connected account's writes. */
const WRITE_SIGN = byCss(SETTLE_SIGN.selector);

/** How long a flow waits for the page to show something: WebKit in Xvfb on a busy 2-core machine is slow. */
const WAIT_MS = 20_000;

type TextWanted = string | RegExp;

const matchesText = (text: string | undefined, wanted: TextWanted) =>
  text !== undefined && (typeof wanted === "string" ? text === wanted : wanted.test(text));

/**
 * The dashboard as the flows see it in any engine: the shared targets (e2e/pages/dashboard-targets.ts), read and
 * acted on through a Driver, each expectation waiting as Playwright's do. On a phone every click first checks that a
 * person could reach the control: on the screen once scrolled to, not covered.
 */
export class EngineDashboard {
  constructor(
    readonly driver: Driver,
    readonly form: Form,
  ) {}

  /** What the harness reads of the target now ({ count: 0 } while the page is between documents). */
  async state(target: Target): Promise<ElementState> {
    try {
      return await this.driver.harness("state", target);
    } catch {
      return { count: 0 };
    }
  }

  /** Waits until the target's state passes `check`, then returns it. */
  async waitFor(
    target: Target,
    what: string,
    check: (state: ElementState) => boolean,
    timeout = WAIT_MS,
  ): Promise<ElementState> {
    let last: ElementState = { count: 0 };
    await expect
      .poll(
        async () => {
          last = await this.state(target);
          return check(last);
        },
        { message: `${describeTarget(target)}: ${what}`, timeout, intervals: [150] },
      )
      .toBe(true)
      .catch((error: unknown) => {
        throw new Error(
          `${describeTarget(target)}: expected ${what}, last seen ${JSON.stringify(last)}\n${String(error)}`,
        );
      });
    return last;
  }

  /** Where the page is, as the page itself says (`location.href` read in it); null while it is between documents. */
  async location(): Promise<URL | null> {
    try {
      return new URL(await this.driver.evaluate(() => window.location.href));
    } catch {
      return null;
    }
  }

  /** Waits until the page's own `location.hash` is `hash` ("" for none). */
  async expectHash(hash: string): Promise<void> {
    await expect
      .poll(async () => (await this.location())?.hash, {
        message: "the page's location.hash",
        timeout: WAIT_MS,
        intervals: [150],
      })
      .toBe(hash);
  }

  expectVisible(target: Target, timeout?: number) {
    return this.waitFor(target, "one visible element", (s) => s.count === 1 && s.visible === true, timeout);
  }

  expectHidden(target: Target) {
    return this.waitFor(target, "hidden or gone", (s) => s.count === 0 || s.visible === false);
  }

  expectCount(target: Target, count: number) {
    return this.waitFor(target, `${count} elements`, (s) => s.count === count);
  }

  /**
   * After `sign` (a positive sign that the page has answered), none of `targets` is there: an absence checked at once
   * would pass before the page had done anything (e2e/shared/settle-signs.ts).
   */
  async expectAbsent(sign: () => Promise<unknown>, ...targets: Target[]): Promise<void> {
    await sign();
    for (const target of targets) await this.expectCount(target, 0);
  }

  /** How many writes the page has settled (components/dashboard/account/useWriteSettled.ts): read it before the action. */
  async writeMark(): Promise<number> {
    const state = await this.waitFor(WRITE_SIGN, "the page's write settle sign", (s) => s.count === 1);
    return Number(state.attributes?.[SETTLE_SIGN.count]);
  }

  /** The sign that the write after `mark` has settled (its Alert on screen, or nothing to show) and none runs. */
  settled(mark: number): () => Promise<unknown> {
    return () =>
      this.waitFor(WRITE_SIGN, `data-writes="${mark + 1}", data-write="idle"`, (s) => hasSettled(s.attributes, mark));
  }

  expectText(target: Target, text: TextWanted) {
    return this.waitFor(target, `the text ${String(text)}`, (s) => s.count === 1 && matchesText(s.text, text));
  }

  expectContainsText(target: Target, text: string) {
    return this.waitFor(target, `a text containing ${text}`, (s) => s.count === 1 && !!s.text?.includes(text));
  }

  expectTexts(target: Target, texts: readonly string[]) {
    return this.waitFor(
      target,
      `the texts ${JSON.stringify(texts)}`,
      (s) => JSON.stringify(s.texts ?? []) === JSON.stringify(texts),
    );
  }

  expectAttribute(target: Target, attribute: string, value: string) {
    return this.waitFor(target, `${attribute}="${value}"`, (s) => s.count === 1 && s.attributes?.[attribute] === value);
  }

  expectEnabled(target: Target) {
    return this.waitFor(target, "enabled", (s) => s.count === 1 && s.enabled === true);
  }

  expectDisabled(target: Target) {
    return this.waitFor(target, "disabled", (s) => s.count === 1 && s.enabled === false);
  }

  expectChecked(target: Target) {
    return this.waitFor(target, "checked", (s) => s.count === 1 && s.checked === true);
  }

  expectValue(target: Target, value: string) {
    return this.waitFor(target, `the value ${JSON.stringify(value)}`, (s) => s.count === 1 && s.value === value);
  }

  /** On a phone: the control can be reached (scrolled to, it is on the screen and nothing covers it). */
  async expectReachable(target: Target): Promise<void> {
    await expect
      .poll(() => this.driver.harness("unreachable", target).catch((error: unknown) => String(error)), {
        message: `${describeTarget(target)} can be reached on a ${this.form}`,
        timeout: WAIT_MS,
      })
      .toBeNull();
  }

  async click(target: Target): Promise<void> {
    await this.expectVisible(target);
    await this.expectEnabled(target);
    // A person taps what is drawn, at once. The static HTML's controls take a tap before the app has started (the
    // early-input script keeps it, the theme script acts on it: lib/early-input.ts, lib/theme.ts); any other control
    // must be React's by the time it shows, or the tap would be lost: a failure, not something to wait out.
    const shown = await this.state(target);
    expect(workingBeforeApp(shown) || shown.hydrated === true, `${describeTarget(target)} takes a tap now`).toBe(true);
    if (this.form === "phone") await this.expectReachable(target);
    await this.expectStill(target);
    await this.driver.click(target);
  }

  /**
   * Waits until the element stops moving (the same box twice, 150 ms apart, and no animation playing on it or around
   * it), as Playwright's actions do: WebDriver clicks where the element was when it looked, and content still
   * arriving above it (History's rows, a figure) moves it away meanwhile. A modal's slide-in whose first frame came
   * late showed the same box twice before moving: the click then fell on the backdrop and closed the modal.
   */
  async expectStill(target: Target): Promise<void> {
    let previous: string | undefined;
    await this.waitFor(target, "still", (s) => {
      const still = s.box !== undefined && s.box === previous && s.moving === false;
      previous = s.box;
      return still;
    });
  }

  async fill(target: Target, text: string): Promise<void> {
    await this.expectVisible(target);
    if (this.form === "phone") await this.expectReachable(target);
    await this.driver.fill(target, text);
  }

  async open(url: string): Promise<void> {
    await this.driver.goto(url);
    await this.expectVisible(DASHBOARD.validatorsHeading);
  }

  async reload(): Promise<void> {
    await this.driver.reload();
    await this.expectVisible(DASHBOARD.validatorsHeading);
  }

  /** Connects through RainbowKit's modal, choosing MetaMask (the injected test wallet announces itself as it). */
  async connect(): Promise<void> {
    await this.click(DASHBOARD.connectButton);
    await this.expectVisible(DASHBOARD.dialog).catch(async (error: unknown) => {
      // Whether the tap was kept (aria-busy, its intent) and React has the button tells a lost tap from a slow wallet.
      throw new Error(
        `${String(error)}\nConnect Wallet then: ${JSON.stringify(await this.state(DASHBOARD.connectButton))}` +
          `\nthe early input then: ${await this.earlyInputState()}`,
      );
    });
    await this.click(DASHBOARD.metaMaskInModal);
    await this.expectHidden(DASHBOARD.connectButton).catch(async (error: unknown) => {
      // What the modal says then (a retry, a wallet still "opening") tells a slow wallet from a refused one.
      const modal = await this.state(DASHBOARD.dialog);
      throw new Error(
        `${String(error)}\nthe wallet's modal then: ${JSON.stringify(modal.count === 0 ? "closed" : modal.text)}`,
      );
    });
  }

  /** What the page's early-input script holds (kept taps, live handlers, wanted code, the app's start), as JSON. */
  private earlyInputState(): Promise<string> {
    return this.driver
      .evaluate(() =>
        JSON.stringify({
          ...(window as { __smoothlyEarlyInput?: object }).__smoothlyEarlyInput,
          scripts: document.scripts.length,
          safeApp: document.documentElement.getAttribute("data-safe-app"),
        }),
      )
      .catch((error: unknown) => `unreadable: ${String(error)}`);
  }

  expectStatus(index: number, status: string) {
    return this.expectAttribute(DASHBOARD.row(index), "data-status", status);
  }

  /** The Alert modal's text once it opens. */
  async alertText(): Promise<string> {
    const shown = await this.expectVisible(DASHBOARD.alert, 40_000);
    return shown.text ?? "";
  }

  async closeAlert(): Promise<void> {
    await this.click(DASHBOARD.closeDialog);
    await this.expectHidden(DASHBOARD.alert);
  }

  /** The page does not scroll sideways, and no control sticks out of the screen's sides. */
  async expectFitsScreen(): Promise<void> {
    expect(await this.driver.harness("sidewaysOverflow"), "the page scrolls sideways by (px)").toBeLessThanOrEqual(0);
    expect(await this.driver.harness("controlsOffScreen"), "controls off the screen's sides").toEqual([]);
  }
}

/** A control of the static HTML that takes a tap before the app has started (its own intent, or its form's). */
function workingBeforeApp(state: ElementState): boolean {
  return state.intent !== undefined || state.attributes?.id === THEME_TOGGLE_ID;
}
