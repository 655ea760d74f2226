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
/**
 * A phone's screen and its browser's user agent (an Android Chrome's, as Lighthouse's mobile preset sends one): the
 * libraries that tell a phone by it (RainbowKit lists wallets for a phone then) see one.
 */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 3,
  userAgent:
    "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36",
};
const GIVE_UP_MS = 30_000;

declare global {
  interface Window {
    /** Resolves with the marks once `mark` is set, or after `giveUpMs` (the instrumentation's own wait). */
    __phoneWhen?: (mark: Mark, giveUpMs: number) => Promise<PhoneMarks>;
  }
}

/** What the page's clock says (ms since navigation start); null for what did not happen. */
interface PhoneMarks {
  tapAt: number | null;
  busyAt: number | null;
  listAt: number | null;
  tableAt: number | null;
  /** Every row of the account on screen with its bond and unclaimed amounts (not a placeholder). */
  rowsAt: number | null;
  /** Event Timing durations of the taps' events: what interaction-to-next-paint takes its figure from. */
  interactions: number[];
  /** When the first of them was reported (after the frame that followed the tap). */
  interactionAt: number | null;
}

/** The marks a bench step waits for. */
type Mark = "listAt" | "tableAt" | "rowsAt" | "interactionAt";

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
async function instrument(page: Page, target: PhoneTarget): Promise<void> {
  await page.addInitScript(
    ({ index, indexes }) => {
      const marks: PhoneMarks = {
        tapAt: null,
        busyAt: null,
        listAt: null,
        tableAt: null,
        rowsAt: null,
        interactions: [],
        interactionAt: null,
      };
      const amount = /\d\.\d{3}/;
      const withAmounts = (row: Element | null) => {
        const cells = row?.querySelectorAll("td");
        return !!cells && amount.test(cells[2]?.textContent ?? "") && amount.test(cells[3]?.textContent ?? "");
      };
      addEventListener(
        "pointerdown",
        (event) => {
          if (marks.tapAt === null) marks.tapAt = event.timeStamp;
        },
        true,
      );
      // The bench waits for a mark with one call that this resolves, not by asking every frame: a poll each frame
      // made the page draw every frame and answer the DevTools protocol, on the 4×-slowed main thread it measures.
      const waiting = new Set<{ mark: Mark; resolve: () => void }>();
      const settle = () => {
        for (const waiter of waiting) if (marks[waiter.mark] !== null) waiter.resolve();
      };
      window.__phoneWhen = (mark, giveUpMs) =>
        new Promise((resolve) => {
          const waiter = {
            mark,
            resolve: () => {
              clearTimeout(giveUp);
              waiting.delete(waiter);
              resolve(marks);
            },
          };
          const giveUp = setTimeout(waiter.resolve, giveUpMs);
          waiting.add(waiter);
          settle();
        });
      const look = () => {
        const now = performance.now();
        if (marks.busyAt === null && document.querySelector('[data-intent][aria-busy="true"]')) marks.busyAt = now;
        const list = [...document.querySelectorAll('[role="dialog"] button')].some((b) =>
          /MetaMask/.test(b.textContent),
        );
        if (marks.listAt === null && list) {
          marks.listAt = now;
          performance.mark("phone:list");
        }
        if (marks.tableAt === null && document.querySelector(`[data-testid="validator-${index}"]`)) marks.tableAt = now;
        const rows = indexes.map((i) => document.querySelector(`[data-testid="validator-${i}"]`));
        if (marks.rowsAt === null && rows.every(withAmounts)) {
          marks.rowsAt = now;
          performance.mark("phone:rows");
        }
        settle();
      };
      new MutationObserver(look).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
        attributeFilter: ["aria-busy"],
      });
      new PerformanceObserver((entries) => {
        // An interaction's events carry its id (hovering has none): INP is the slowest interaction's duration.
        for (const entry of entries.getEntries() as (PerformanceEntry & { interactionId?: number })[])
          if ((entry.interactionId ?? 0) > 0) marks.interactions.push(entry.duration);
        if (marks.interactionAt === null && marks.interactions.length > 0) marks.interactionAt = performance.now();
        settle();
      }).observe({ type: "event", buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
    },
    { index: target.tableIndex, indexes: target.indexes },
  );
}

/** A fresh phone: no cache, slow network, slow CPU, the connect-only test wallet announced as MetaMask. */
async function phone(browser: Browser, target: PhoneTarget) {
  const context = await browser.newContext(PHONE);
  return { context, ...(await phoneTab(context, target)) };
}

/** A tab of that phone: the wallet in it, instrumented, slow network and CPU (emulation is per tab). */
async function phoneTab(context: BrowserContext, target: PhoneTarget) {
  const page = await context.newPage();
  await installConnectWallet(page, target.account, target.chainId);
  await instrument(page, target);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...SLOW_4G });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await cdp.send("Page.enable");
  await cdp.send("Page.setLifecycleEventsEnabled", { enabled: true });
  return { page, cdp };
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

/**
 * Where the controls are on a phone's screen: the layout is reserved, so the first paint has them there too. The
 * wallet's entry is where it comes to rest once the list has slid in (measured on an unthrottled phone).
 */
export async function phoneLayout(browser: Browser, target: PhoneTarget) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await installConnectWallet(page, target.account, target.chainId);
  await page.goto(target.url, { waitUntil: "domcontentloaded" });
  const connect = await centreOf(page, '[data-intent="connect"]');
  const field = await centreOf(page, 'form[data-intent="lookup"] input');
  const view = await centreOf(page, 'form[data-intent="lookup"] button[type="submit"]');
  await page.locator('[data-intent="connect"]').first().click();
  const entry = page.getByRole("dialog").getByRole("button", { name: /MetaMask/ });
  await entry.waitFor();
  // At rest: the same box two frames running.
  let box = await entry.boundingBox();
  for (let frames = 0; frames < 60; frames++) {
    await page.evaluate(() => new Promise((frame) => requestAnimationFrame(frame)));
    const next = await entry.boundingBox();
    if (next && box && next.x === box.x && next.y === box.y) break;
    box = next;
  }
  if (!box) throw new Error("the wallet list shows no MetaMask entry");
  await context.close();
  return { connect, field, view, wallet: { x: box.x + box.width / 2, y: box.y + box.height / 2 } };
}

type Layout = Awaited<ReturnType<typeof phoneLayout>>;

export interface PhoneTarget {
  readonly url: string;
  readonly account: string;
  readonly chainId: number;
  /** A validator of `account` whose row shows the looked-up table has come. */
  readonly tableIndex: number;
  /** All of `account`'s validators: the table is complete when each row shows its amounts. */
  readonly indexes: readonly number[];
}

async function firstContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN);
}

/**
 * Waits (up to GIVE_UP_MS) until the page has `mark`. The page's instrumentation answers the moment it records it,
 * so nothing of the bench runs in the page meanwhile.
 */
async function until(page: Page, mark: Mark, giveUpMs = GIVE_UP_MS): Promise<PhoneMarks> {
  return page.evaluate(
    ({ mark, giveUpMs }) => {
      if (!window.__phoneWhen) throw new Error("the page was not instrumented");
      return window.__phoneWhen(mark, giveUpMs);
    },
    { mark, giveUpMs },
  );
}

/** Taps Connect Wallet the moment the page is drawn; the wallet list is what it should open. */
export async function connectAtFirstPaint(browser: Browser, target: PhoneTarget, layout: Layout): Promise<TapTry> {
  const { context, page, cdp } = await phone(browser, target);
  try {
    const painted = firstPaint(cdp);
    const loading = page.goto(target.url, { waitUntil: "commit" });
    await painted;
    await tapAt(cdp, layout.connect);
    await loading;
    const m = await until(page, "listAt");
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
  const { context, page, cdp } = await phone(browser, target);
  try {
    const painted = firstPaint(cdp);
    const loading = page.goto(target.url, { waitUntil: "commit" });
    await painted;
    await tapAt(cdp, layout.field);
    await cdp.send("Input.insertText", { text: target.account });
    await tapAt(cdp, layout.view);
    await loading;
    const m = await until(page, "tableAt");
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
  const { context, page, cdp } = await phone(browser, target);
  try {
    await page.goto(target.url, { waitUntil: "networkidle" });
    await tapAt(cdp, layout.connect);
    await until(page, "listAt");
    // Event Timing reports a tap after the frame that followed it; an interaction under its 16 ms threshold is never
    // reported, so the wait for one is short.
    const m = await until(page, "interactionAt", 2_000);
    return Math.max(0, ...m.interactions);
  } finally {
    await context.close();
  }
}

/** A first visit and the return to it, on one phone: what a new user waits for, then what a returning one does. */
export interface VisitTry {
  /** First visit: Connect Wallet tapped as drawn, the wallet list on screen (null: never). */
  readonly listMs: number | null;
  /** First visit: the browser wallet picked in the list the moment it showed. */
  readonly pickMs: number | null;
  /** First visit: every row of the account on screen with its amounts. */
  readonly rowsMs: number | null;
  /** Returning visit, a new tab with the wallet remembered and the cache as the first visit left it: the rows. */
  readonly returnRowsMs: number | null;
}

/**
 * Waits, frame by frame, until the wallet's entry is under the finger (`at`, where it comes to rest as the list slides
 * in): the moment a tap there picks it, marked in the page as it is seen (ms since navigation start). Null if it never
 * is. The tap is sent at once: a second call into the page to mark it would wait for whatever the page runs then,
 * which a finger already on the glass does not.
 */
async function entryUnderFinger(page: Page, at: { x: number; y: number }): Promise<number | null> {
  return page.evaluate(async ({ x, y }) => {
    for (let frames = 0; frames < 120; frames++) {
      const under = document.elementFromPoint(x, y)?.closest('[role="dialog"] button');
      if (under && /MetaMask/.test(under.textContent)) return performance.mark("phone:pick").startTime;
      await new Promise((frame) => requestAnimationFrame(frame));
    }
    return null;
  }, at);
}

/**
 * A new user: taps Connect Wallet the moment the page is drawn, the browser wallet the moment the list shows, and
 * waits for their rows; then comes back in a new tab of the same browser (the wallet remembers the site, the cache
 * holds what the first visit fetched) and waits for the rows again.
 */
export async function firstAndReturningVisit(
  browser: Browser,
  target: PhoneTarget,
  layout: Layout,
  watch: VisitWatch = {},
): Promise<VisitTry> {
  const { context, page, cdp } = await phone(browser, target);
  try {
    await watch.start?.(page);
    const painted = firstPaint(cdp);
    const loading = page.goto(target.url, { waitUntil: "commit" });
    await painted;
    await tapAt(cdp, layout.connect);
    await loading;
    const listed = await until(page, "listAt");
    const pickMs = listed.listAt === null ? null : await entryUnderFinger(page, layout.wallet);
    if (pickMs !== null) await tapAt(cdp, layout.wallet);
    const first = await until(page, "rowsAt");
    await watch.stop?.(page, "first visit");
    await page.close();

    const again = await phoneTab(context, target);
    await watch.start?.(again.page);
    await again.page.goto(target.url, { waitUntil: "commit" });
    const returning = await until(again.page, "rowsAt");
    await watch.stop?.(again.page, "returning visit");
    return { listMs: first.listAt, pickMs, rowsMs: first.rowsAt, returnRowsMs: returning.rowsAt };
  } finally {
    await context.close();
  }
}

/** What looks on while a visit runs (a trace of each tab): started before its navigation, stopped at its rows. */
export interface VisitWatch {
  readonly start?: (page: Page) => Promise<void>;
  readonly stop?: (page: Page, visit: "first visit" | "returning visit") => Promise<void>;
}
