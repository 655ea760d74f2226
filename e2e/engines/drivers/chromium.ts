import { readFile } from "node:fs/promises";
import { chromium, type BrowserContext, type ElementHandle, type Frame, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "../../../mocks/site/chromium";
import type { Target } from "../../pages/targets";
import type { Driver, EngineBrowser, ReadableHarnessMethod } from "../driver";
import type { HarnessApi } from "../harness/protocol";

type HarnessWindow = { __engines: Record<string, (...args: unknown[]) => unknown> };

class ChromiumDriver implements Driver {
  readonly engine = "chromium" as const;
  /** Where reads and clicks go: the page, or its one frame (enterFrame). */
  private target: Page | Frame;

  constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
  ) {
    this.target = page;
  }

  async goto(url: string): Promise<void> {
    this.target = this.page;
    await this.page.goto(url);
  }

  async reload(): Promise<void> {
    this.target = this.page;
    await this.page.reload();
  }

  async enterFrame(): Promise<void> {
    const frame = await (await this.page.waitForSelector("iframe")).contentFrame();
    if (!frame) throw new Error("the page's frame has no document");
    await frame.waitForLoadState("load");
    this.target = frame;
  }

  harness<K extends ReadableHarnessMethod>(
    method: K,
    ...args: Parameters<HarnessApi[K]>
  ): Promise<ReturnType<HarnessApi[K]>> {
    return this.target.evaluate(([name, list]) => (window as unknown as HarnessWindow).__engines[name]?.(...list), [
      method,
      args as unknown[],
    ] as const) as Promise<ReturnType<HarnessApi[K]>>;
  }

  evaluate<A extends readonly unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return this.target.evaluate(`(${fn.toString()}).apply(null, ${JSON.stringify(args)})`) as Promise<Awaited<R>>;
  }

  private async element(target: Target): Promise<ElementHandle<Element>> {
    const handle = await this.target.evaluateHandle(
      (wanted) => (window as unknown as HarnessWindow).__engines.one?.(wanted) as Element,
      target,
    );
    const element = handle.asElement();
    if (!element) throw new Error("the harness found no element");
    return element;
  }

  async click(target: Target): Promise<void> {
    // Playwright's click waits until the element is visible, still, enabled and the one a click would reach.
    await (await this.element(target)).click();
  }

  async fill(target: Target, text: string): Promise<void> {
    await (await this.element(target)).fill(text);
  }

  async pressEnter(target: Target): Promise<void> {
    await (await this.element(target)).press("Enter");
  }

  async download(action: () => Promise<void>) {
    const [download] = await Promise.all([this.page.waitForEvent("download"), action()]);
    return { name: download.suggestedFilename(), text: await readFile(await download.path(), "utf8") };
  }

  async screenshot(path: string): Promise<void> {
    await this.page.screenshot({ path });
  }

  async setWindowSize(width: number, height: number): Promise<void> {
    await this.page.setViewportSize({ width, height });
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}

/** Debian's Chromium through Playwright, as the Chromium suite drives it; each driver is a new browser context. */
export async function launchChromium(): Promise<EngineBrowser> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_ARGS] });
  return {
    engine: "chromium",
    version: `Chromium ${browser.version()}`,
    async newDriver(viewport) {
      const context = await browser.newContext({ viewport });
      return new ChromiumDriver(context, await context.newPage());
    },
    close: () => browser.close(),
  };
}
