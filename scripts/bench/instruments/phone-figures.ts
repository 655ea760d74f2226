// A phone user's first seconds, measured in Chromium: slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up)
// and a CPU 4× slower, as Lighthouse's mobile preset assumes. A tap lands the moment the page is first painted (the
// browser's own first-contentful-paint signal, not a poll of the page), and the page's own clock says when each thing
// happened. `npm run bench` prints the medians (scripts/bench/phone.ts).
import type { Browser, BrowserContext, CDPSession, Page } from "@playwright/test";
import { installConnectWallet } from "../../../mocks/site/connect-wallet";

export const SLOW_4G = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
const GIVE_UP_MS = 30_000;

declare global {
  interface Window {
    __phone?: PhoneMarks;
  }
}

/** What the page's clock says (ms since navigation start); null for what did not happen. */
interface PhoneMarks {
  tapAt: number | null;
  busyAt: number | null;
  listAt: number | null;
  tableAt: number | null;
  /** Event Timing durations of the taps' events: what interaction-to-next-paint takes its figure from. */
  interactions: number[];
}

/** One try: when the page was drawn, when the tap landed, when it showed it had the tap, when it acted. */
export interface TapTry {
  readonly drawnMs: number;
  readonly tapMs: number;
  /** When the tapped control said it was busy (or the result showed): the tap was taken. */
  readonly takenMs: number | null;
  /** The wallet list, or the looked-up address's table; null if it never came (GIVE_UP_MS). */
  readonly doneMs: number | null;
}

/** Records, from the page's first script on, the first tap and what followed it. */
async function instrument(page: Page, tableIndex: number): Promise<void> {
  await page.addInitScript((index) => {
    const marks: PhoneMarks = { tapAt: null, busyAt: null, listAt: null, tableAt: null, interactions: [] };
    window.__phone = marks;
    addEventListener(
      "pointerdown",
      (event) => {
        if (marks.tapAt === null) marks.tapAt = event.timeStamp;
      },
      true,
    );
    const look = () => {
      const now = performance.now();
      if (marks.busyAt === null && document.querySelector('[data-intent][aria-busy="true"]')) marks.busyAt = now;
      const list = [...document.querySelectorAll('[role="dialog"] button')].some((b) => /MetaMask/.test(b.textContent));
      if (marks.listAt === null && list) marks.listAt = now;
      if (marks.tableAt === null && document.querySelector(`[data-testid="validator-${index}"]`)) marks.tableAt = now;
    };
    new MutationObserver(look).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["aria-busy"],
    });
    new PerformanceObserver((entries) => {
      // An interaction's events carry its id (hovering has none): INP is the slowest interaction's duration.
      for (const entry of entries.getEntries() as (PerformanceEntry & { interactionId?: number })[])
        if ((entry.interactionId ?? 0) > 0) marks.interactions.push(entry.duration);
    }).observe({ type: "event", buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  }, tableIndex);
}

/** A fresh phone: no cache, slow network, slow CPU, the connect-only test wallet announced as MetaMask. */
async function phone(browser: Browser, account: string, chainId: number) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await installConnectWallet(page, account, chainId);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...SLOW_4G });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await cdp.send("Page.enable");
  await cdp.send("Page.setLifecycleEventsEnabled", { enabled: true });
  return { context, page, cdp };
}

/** Resolves at the browser's first contentful paint of the next navigation. */
function firstPaint(cdp: CDPSession): Promise<void> {
  return new Promise((resolve) => {
    const listener = (event: { name: string }) => {
      if (event.name !== "firstContentfulPaint") return;
      cdp.off("Page.lifecycleEvent", listener);
      resolve();
    };
    cdp.on("Page.lifecycleEvent", listener);
  });
}

async function tapAt(cdp: CDPSession, point: { x: number; y: number }): Promise<void> {
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

async function centreOf(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on the page`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Where the controls are on a phone's screen: the layout is reserved, so the first paint has them there too. */
export async function phoneLayout(browser: Browser, url: string) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "domcontentloaded" });
  const layout = {
    connect: await centreOf(page, '[data-intent="connect"]'),
    field: await centreOf(page, 'form[data-intent="lookup"] input'),
    view: await centreOf(page, 'form[data-intent="lookup"] button[type="submit"]'),
  };
  await context.close();
  return layout;
}

type Layout = Awaited<ReturnType<typeof phoneLayout>>;

export interface PhoneTarget {
  readonly url: string;
  readonly account: string;
  readonly chainId: number;
  /** A validator of `account` whose row shows the looked-up table has come. */
  readonly tableIndex: number;
  /** Sends the build's RPC and API to a local stack (public builds), before the page loads. */
  readonly route?: (context: BrowserContext) => Promise<void>;
}

async function marks(page: Page): Promise<PhoneMarks> {
  const read = await page.evaluate(() => window.__phone);
  if (!read) throw new Error("the page was not instrumented");
  return read;
}

async function firstContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN);
}

/** Waits (up to GIVE_UP_MS) until `done` says the page got there. */
async function until(page: Page, done: (m: PhoneMarks) => boolean): Promise<PhoneMarks> {
  const giveUp = Date.now() + GIVE_UP_MS;
  for (;;) {
    const m = await marks(page);
    if (done(m) || Date.now() > giveUp) return m;
    await page.waitForTimeout(100);
  }
}

/** Taps Connect Wallet the moment the page is drawn; the wallet list is what it should open. */
export async function connectAtFirstPaint(browser: Browser, target: PhoneTarget, layout: Layout): Promise<TapTry> {
  const { context, page, cdp } = await phone(browser, target.account, target.chainId);
  try {
    await target.route?.(context);
    await instrument(page, target.tableIndex);
    const painted = firstPaint(cdp);
    const loading = page.goto(target.url, { waitUntil: "commit" });
    await painted;
    await tapAt(cdp, layout.connect);
    await loading;
    const m = await until(page, (mark) => mark.listAt !== null);
    return {
      drawnMs: await firstContentfulPaint(page),
      tapMs: m.tapAt ?? Number.NaN,
      takenMs: m.busyAt ?? m.listAt,
      doneMs: m.listAt,
    };
  } finally {
    await context.close();
  }
}

/** Taps the field, types an address and taps View the moment the page is drawn; the address's table should come. */
export async function lookupAtFirstPaint(browser: Browser, target: PhoneTarget, layout: Layout): Promise<TapTry> {
  const { context, page, cdp } = await phone(browser, target.account, target.chainId);
  try {
    await target.route?.(context);
    await instrument(page, target.tableIndex);
    const painted = firstPaint(cdp);
    const loading = page.goto(target.url, { waitUntil: "commit" });
    await painted;
    await tapAt(cdp, layout.field);
    await cdp.send("Input.insertText", { text: target.account });
    await tapAt(cdp, layout.view);
    await loading;
    const m = await until(page, (mark) => mark.tableAt !== null);
    return {
      drawnMs: await firstContentfulPaint(page),
      tapMs: m.tapAt ?? Number.NaN,
      takenMs: m.busyAt ?? m.tableAt,
      doneMs: m.tableAt,
    };
  } finally {
    await context.close();
  }
}

/** Loads the page, lets it settle, then taps Connect Wallet: the slowest of that tap's events (what INP reports). */
export async function tapAfterLoad(browser: Browser, target: PhoneTarget, layout: Layout): Promise<number> {
  const { context, page, cdp } = await phone(browser, target.account, target.chainId);
  try {
    await target.route?.(context);
    await instrument(page, target.tableIndex);
    await page.goto(target.url, { waitUntil: "networkidle" });
    await tapAt(cdp, layout.connect);
    const m = await until(page, (mark) => mark.listAt !== null);
    return Math.max(0, ...m.interactions);
  } finally {
    await context.close();
  }
}
