import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer, { type BrowserContext, type ElementHandle, type Frame, type Page } from "puppeteer-core";
import type { Target } from "../../pages/targets";
import type { Driver, EngineBrowser, ReadableHarnessMethod } from "../driver";
import type { HarnessApi } from "../harness/protocol";
import { downloadInto, retrying } from "./shared";

export const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
export const FIREFOX_HELP =
  "Firefox ESR is not installed: apt-get install -y firefox-esr (as root), or set FIREFOX_PATH";

/** The one window size Firefox runs at here (see setWindowSize). */
export const FIREFOX_WINDOW = { width: 1280, height: 900 } as const;

type HarnessWindow = { __engines: Record<string, (...args: unknown[]) => unknown> };

class FirefoxDriver implements Driver {
  readonly engine = "firefox" as const;
  /** Where reads and clicks go: the page, or its one frame (enterFrame). */
  private target: Page | Frame;

  constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
    private readonly downloads: string,
  ) {
    this.target = page;
  }

  async goto(url: string): Promise<void> {
    this.target = this.page;
    await this.page.goto(url, { waitUntil: "load" });
  }

  async reload(): Promise<void> {
    this.target = this.page;
    await this.page.reload({ waitUntil: "load" });
  }

  async enterFrame(): Promise<void> {
    const frame = await retrying(async () => {
      const [child] = this.page.mainFrame().childFrames();
      if (!child || !(await child.evaluate(() => document.readyState === "complete"))) throw new Error("no frame yet");
      return child;
    });
    this.target = frame;
  }

  harness<K extends ReadableHarnessMethod>(
    method: K,
    ...args: Parameters<HarnessApi[K]>
  ): Promise<ReturnType<HarnessApi[K]>> {
    return this.target.evaluate(
      (name, list) => (window as unknown as HarnessWindow).__engines[name]?.(...list),
      method,
      args as unknown[],
    ) as Promise<ReturnType<HarnessApi[K]>>;
  }

  evaluate<A extends readonly unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return this.target.evaluate(fn as unknown as (...list: unknown[]) => R, ...args) as Promise<Awaited<R>>;
  }

  private element(target: Target): Promise<ElementHandle<Element>> {
    return this.target.evaluateHandle(
      (wanted) => (window as unknown as HarnessWindow).__engines.one?.(wanted) as Element,
      target,
    ) as Promise<ElementHandle<Element>>;
  }

  click(target: Target): Promise<void> {
    return retrying(() => this.clickElement(target, 1));
  }

  async fill(target: Target, text: string): Promise<void> {
    // Select what the field holds, so that typing replaces it as a person's would.
    await retrying(() => this.clickElement(target, 3));
    await (await this.element(target)).type(text);
  }

  /**
   * Clicks the element's middle through WebDriver BiDi's input actions. On the page, puppeteer's own click (it scrolls
   * the element into view). Inside a frame, at the point worked out here: puppeteer finds a frame's offset with
   * `browsingContext.locateNodes` by a "context" locator, which Firefox ESR 140 refuses ("Expected locator.type to be
   * one of accessibility,css,innerText,xpath"); the frame's element and the element's box are read in their documents.
   */
  private async clickElement(target: Target, count: number): Promise<void> {
    const element = await this.element(target);
    if (this.target === this.page) {
      await element.click({ count });
      return;
    }
    const inFrame = await element.evaluate((node) => {
      node.scrollIntoView({ block: "center", inline: "center" });
      const box = node.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2, width: box.width, height: box.height };
    });
    if (inFrame.width === 0 || inFrame.height === 0) throw new Error("the element has no box to click");
    const frame = await this.page.evaluate(() => {
      const [iframe] = document.getElementsByTagName("iframe");
      if (!iframe) return null;
      iframe.scrollIntoView({ block: "nearest", inline: "nearest" });
      const box = iframe.getBoundingClientRect();
      return { x: box.left + iframe.clientLeft, y: box.top + iframe.clientTop };
    });
    if (!frame) throw new Error("the page has no frame");
    await this.page.mouse.click(frame.x + inFrame.x, frame.y + inFrame.y, { count });
  }

  async pressEnter(target: Target): Promise<void> {
    await (await this.element(target)).press("Enter");
  }

  download(action: () => Promise<void>) {
    return downloadInto(this.downloads, action);
  }

  async screenshot(path: string): Promise<void> {
    await this.page.screenshot({ path: path as `${string}.png` });
  }

  async setWindowSize(width: number, height: number): Promise<void> {
    // Firefox's window keeps the size it was launched with: puppeteer's setViewport sends
    // emulation.setScreenOrientationOverride, which this Firefox's WebDriver BiDi lacks. The phone flows run in WebKit.
    if (width !== FIREFOX_WINDOW.width || height !== FIREFOX_WINDOW.height) {
      throw new Error(`Firefox runs at ${FIREFOX_WINDOW.width}×${FIREFOX_WINDOW.height} here, not ${width}×${height}`);
    }
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}

/**
 * Firefox ESR through puppeteer-core over WebDriver BiDi (Playwright's Firefox needs a newer BiDi than ESR has). Each
 * driver is a new browser context (an empty profile); downloads go straight to one folder, by the profile's prefs.
 */
export async function launchFirefox(): Promise<EngineBrowser> {
  if (!existsSync(FIREFOX)) throw new Error(FIREFOX_HELP);
  const downloads = await mkdtemp(join(tmpdir(), "engines-firefox-"));
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX,
    protocol: "webDriverBiDi",
    headless: true,
    defaultViewport: null,
    args: [`--width=${FIREFOX_WINDOW.width}`, `--height=${FIREFOX_WINDOW.height}`],
    extraPrefsFirefox: {
      "browser.download.dir": downloads,
      "browser.download.folderList": 2,
      "browser.download.useDownloadDir": true,
      "browser.download.always_ask_before_handling_new_types": false,
    },
  });
  const version = (await browser.version()).replace(/^firefox\//, "Firefox ");
  return {
    engine: "firefox",
    version,
    async newDriver(size) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      const firefox = new FirefoxDriver(context, page, downloads);
      await firefox.setWindowSize(size.width, size.height);
      return firefox;
    },
    async close() {
      await browser.close();
      await rm(downloads, { recursive: true, force: true });
    },
  };
}
