import type { Target } from "../../pages/targets";

/** Where the site front serves the harness and listens to the page (same origin as the site: 'self' in its CSP). */
export const HARNESS_PATH = "/__engines/harness.js";
export const WALLET_SCRIPT_PATH = "/__engines/wallet.js";
export const ANNOUNCE_SCRIPT_PATH = "/__engines/announce.js";
export const WALLET_PATH = "/__engines/wallet";
export const REPORT_PATH = "/__engines/report";

/** What a test reads of the elements a target finds (of the first one; `count` says how many there are). */
export interface ElementState {
  readonly count: number;
  readonly text?: string;
  /** The text of each element found. */
  readonly texts?: readonly string[];
  readonly value?: string;
  readonly visible?: boolean;
  readonly enabled?: boolean;
  readonly checked?: boolean;
  readonly attributes?: Readonly<Record<string, string>>;
  /** Where it is in the viewport: "x y width height", rounded to pixels. */
  readonly box?: string;
  /** An animation (of finite length) is playing on it or an ancestor: its box is about to change. */
  readonly moving?: boolean;
  /** React has hydrated the element: its handlers are attached. */
  readonly hydrated?: boolean;
  /** The intent of the control it is, or is in (`data-intent`: the early-input script keeps its taps). */
  readonly intent?: string;
}

/** What the harness offers the drivers on window.__engines. */
export interface HarnessApi {
  /** What showed red so far in this document: exceptions, rejections, console errors, CSP violations, failed loads. */
  errors(): string[];
  /** The one element the target finds; throws when it finds none or several. */
  one(target: Target): Element;
  state(target: Target): ElementState;
  /** Scrolls the control into view; why a person could not reach it there (off the sides, covered), or null. */
  unreachable(target: Target): string | null;
  /** Visible controls sticking out of the screen's sides. */
  controlsOffScreen(): string[];
  /** How far the page scrolls sideways (scrollWidth − clientWidth of the scrolling element); 0 when it does not. */
  sidewaysOverflow(): number;
}

/** A call to the harness, as every driver sends it: a method and its arguments. */
export type HarnessCall = { [K in keyof HarnessApi]: [K, ...Parameters<HarnessApi[K]>] }[keyof HarnessApi];
