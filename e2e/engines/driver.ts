import type { Target } from "../pages/targets";
import type { HarnessApi } from "./harness/protocol";

/** The browser engines the flows run in, each with the driver that can drive it here. */
export type Engine = "chromium" | "firefox" | "webkit";

export const ENGINE_NAMES: Readonly<Record<Engine, string>> = {
  chromium: "Chromium",
  firefox: "Firefox ESR",
  webkit: "WebKitGTK",
};

/** The harness's methods whose answers travel as JSON (elements stay in the page). */
export type ReadableHarnessMethod = Exclude<keyof HarnessApi, "one">;

/** A file the page saved. */
export interface Download {
  readonly name: string;
  readonly text: string;
}

/**
 * What a flow needs of a browser, whatever drives it (Playwright, puppeteer over WebDriver BiDi, classic WebDriver).
 * Elements are found in the page by the harness (e2e/engines/harness/in-page.ts) from a shared Target; clicks and
 * typing are the driver's own input, as a person's would be. What the page shows and where it is are read in the page
 * (its DOM, its `location`: EngineDashboard.location), never from a driver's record: puppeteer's page.url() over BiDi
 * kept a URL that Firefox ESR 140 had left by `history.pushState`, so there is no url() here.
 */
export interface Driver {
  readonly engine: Engine;
  /** Loads the URL and waits for the page's load event. */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /**
   * From now on, reads and acts inside the page's one frame (a Safe App framed by its host), until the next goto or
   * reload; waits for the frame's document to be there.
   */
  enterFrame(): Promise<void>;
  /** Asks the in-page harness (see HarnessApi). */
  harness<K extends ReadableHarnessMethod>(
    method: K,
    ...args: Parameters<HarnessApi[K]>
  ): Promise<ReturnType<HarnessApi[K]>>;
  /** Runs a self-contained function in the page (its source is sent: no closures) and returns its JSON result. */
  evaluate<A extends readonly unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** Clicks the one element the target finds, through the driver's input. */
  click(target: Target): Promise<void>;
  /** Types `text` into the field, replacing what it held. */
  fill(target: Target, text: string): Promise<void>;
  pressEnter(target: Target): Promise<void>;
  /** The file the page saves while `action` runs. */
  download(action: () => Promise<void>): Promise<Download>;
  screenshot(path: string): Promise<void>;
  /** The page's viewport (window) size in CSS pixels, as far as the engine's window allows. */
  setWindowSize(width: number, height: number): Promise<void>;
  close(): Promise<void>;
}

/** One engine's browser for a whole run; each test gets a fresh, empty profile (cookies, storage) from it. */
export interface EngineBrowser {
  readonly engine: Engine;
  /** Browser name and version, for the reports. */
  readonly version: string;
  newDriver(size: { width: number; height: number }): Promise<Driver>;
  close(): Promise<void>;
}
