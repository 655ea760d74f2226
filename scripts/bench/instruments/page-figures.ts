// What the benchmark and the performance spec measure in Chromium: requests before and after connecting, the
// time from a large pooldata answer to the painted table, and from a checkbox click to the next frame.
import type { Browser, Page, Request } from "@playwright/test";
import { largePoolData } from "../../../mocks/site/large-account";
import { definePageHelpers } from "../../../mocks/site/page-helpers";
import { mainThreadSpans, mainThreadTimes } from "./main-thread";

/** Connects through RainbowKit's modal, choosing MetaMask. */
export async function connectThroughModal(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Connect Wallet" }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /MetaMask/ })
    .click();
  await page.getByRole("button", { name: "Connect Wallet" }).waitFor({ state: "hidden" });
}

export interface LoadFigures {
  /** Every request the page made by network idle, the document included. */
  readonly requests: number;
  readonly websockets: number;
}

/** Loads `siteUrl` and counts what the page asks for before anyone touches it. */
export async function loadBeforeConnecting(page: Page, siteUrl: string): Promise<LoadFigures> {
  let requests = 0;
  let websockets = 0;
  const onRequest = () => requests++;
  const onSocket = () => websockets++;
  page.on("request", onRequest);
  page.on("websocket", onSocket);
  await page.goto(siteUrl, { waitUntil: "networkidle" });
  page.off("request", onRequest);
  page.off("websocket", onSocket);
  return { requests, websockets };
}

export interface ConnectFigures {
  readonly rpcRequests: number;
  readonly apiRequests: number;
  /** The JSON-RPC methods those requests carried, in order (a batch's one by one). */
  readonly rpcMethods: readonly string[];
}

/** The methods of a JSON-RPC request body, a batch or a single call; none for anything else. */
export function rpcMethodsOf(body: string | null): string[] {
  try {
    const parsed: unknown = JSON.parse(body ?? "");
    return (Array.isArray(parsed) ? parsed : [parsed]).flatMap((call: unknown) =>
      typeof call === "object" && call !== null && "method" in call && typeof call.method === "string"
        ? [call.method]
        : [],
    );
  } catch {
    return [];
  }
}

/**
 * Requests to the chain's RPC and to the API from the click on Connect Wallet until the table shows `rows` rows
 * and the Claim button is enabled (the account has something to claim). Call after loadBeforeConnecting.
 */
export async function connectToTable(
  page: Page,
  { rpcUrl, apiUrl, rows }: { rpcUrl: string; apiUrl: string; rows: number },
): Promise<ConnectFigures> {
  const rpcOrigin = new URL(rpcUrl).origin;
  const apiOrigin = new URL(apiUrl).origin;
  let rpcRequests = 0;
  let apiRequests = 0;
  const rpcMethods: string[] = [];
  const onRequest = (request: Request) => {
    if (request.method() === "OPTIONS") return; // a CORS preflight is not a call
    const origin = new URL(request.url()).origin;
    if (origin === rpcOrigin) {
      rpcRequests++;
      rpcMethods.push(...rpcMethodsOf(request.postData()));
    } else if (origin === apiOrigin) apiRequests++;
  };
  page.on("request", onRequest);
  await connectThroughModal(page);
  await page.getByRole("row").nth(rows).waitFor();
  await page.getByRole("button", { name: /^Claim [\d.]+ ETH$/, disabled: false }).waitFor();
  page.off("request", onRequest);
  return { rpcRequests, apiRequests, rpcMethods };
}

declare global {
  interface Window {
    __perf?: { answerAt?: number; paintedAt?: number };
  }
}

/**
 * Serves a pooldata answer of `count` active validators to `page`, and records in the page when the answer's headers
 * came, when all its bytes were in, when it was handed to the page (once the dashboard shows "Loading validators…"),
 * and when the frame that shows the full table was painted (the table's aria-rowcount, or all its rows).
 *
 * The render is timed from the bytes in, not from the headers: receiving 1.7 MB is the browser's network path, not
 * the page's code, and under the test it costs twice what it does for a user. Playwright keeps every response body
 * for its DevTools client (Network.enable), on the page's main thread, which slows reading this answer by the test's
 * own work (docs/performance.md). The receipt is timed on its own (renderTimings' `receipt`).
 * What the page does with the answer (decoding, JSON, the schema, the rows, the render, layout, paint) stays in.
 */
export async function serveLargeAccount(page: Page, apiUrl: string, count: number): Promise<void> {
  // The bare proof list: every version of the client reads it (docs/api.md's `{ proof }` object too, once supported).
  await definePageHelpers(page);
  const body = JSON.stringify(largePoolData(count, { proofForm: "list" }));
  await page.route(
    (url) => url.origin === new URL(apiUrl).origin && url.pathname.endsWith("/pooldata"),
    (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        headers: { "access-control-allow-origin": "*" },
        body,
      }),
  );
  await page.addInitScript(
    ({ rows, loading }) => {
      const perf: NonNullable<Window["__perf"]> = {};
      window.__perf = perf;
      const nativeFetch = window.fetch.bind(window);
      const nextTask = () =>
        new Promise<void>((done) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => done();
          channel.port2.postMessage(null);
        });
      window.fetch = async (input, init) => {
        const response = await nativeFetch(input, init);
        const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
        if (!url.includes("/pooldata")) return response;
        performance.mark("smoothly:headers");
        // The same answer from memory: the page reads it as it would the network's (it uses no url or redirect flag).
        const bytes = await response.arrayBuffer();
        const { status, statusText, headers } = response;
        const received = new Response(bytes, { status, statusText, headers });
        performance.mark("smoothly:received");
        // Held until the dashboard waits for it ("Loading validators…" drawn): a return's first reads leave with
        // the page's own code (components/live.tsx), and their answer can be in before the dashboard's code; the
        // span would then hold that code's loading too, which is not the table's render.
        while (!document.body?.textContent?.includes(loading)) await new Promise(requestAnimationFrame);
        // In a task of its own: the task that read the last bytes is the receipt's, not the render's.
        await nextTask();
        perf.answerAt = performance.now();
        performance.mark("smoothly:answer");
        return received;
      };
      const full = () => {
        const table = document.querySelector("table");
        if (!table) return false;
        const count = table.getAttribute("aria-rowcount");
        return count !== null ? Number(count) === rows + 1 : table.tBodies[0]?.rows.length === rows;
      };
      const observer = new MutationObserver(() => {
        if (perf.answerAt === undefined || !full()) return;
        observer.disconnect();
        // The frame that shows the table: a task posted from requestAnimationFrame runs after it is painted.
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            perf.paintedAt = performance.now();
            performance.mark("smoothly:painted");
          };
          channel.port2.postMessage(null);
        });
      });
      observer.observe(document, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ["aria-rowcount"],
      });
    },
    { rows: count, loading: "Loading validators…" },
  );
}

/** Milliseconds from the pooldata answer (all its bytes in) to the painted table, for the page as loaded now. */
export async function renderTime(page: Page): Promise<number> {
  await page.waitForFunction(() => window.__perf?.paintedAt !== undefined, undefined, { timeout: 60_000 });
  return page.evaluate(() => (window.__perf?.paintedAt ?? 0) - (window.__perf?.answerAt ?? 0));
}

/** Clicks one row's checkbox in the page `runs` times (on, off, …); each figure is click to the next painted frame. */
export async function toggleTimes(page: Page, index: number, runs: number): Promise<number[]> {
  return page.evaluate(
    async ({ label, times }) => {
      const nextPaint = () =>
        new Promise<void>((done) =>
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => done();
            channel.port2.postMessage(null);
          }),
        );
      const settle = () => new Promise((done) => setTimeout(done, 50));
      const figures: number[] = [];
      for (let i = 0; i < times; i++) {
        const box = document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`);
        if (!box) throw new Error(`no checkbox labelled ${label}`);
        performance.mark("smoothly:toggle");
        const started = performance.now();
        box.click();
        await nextPaint();
        figures.push(performance.now() - started);
        performance.mark("smoothly:toggled");
        await settle();
      }
      return figures;
    },
    { label: `Select validator ${index}`, times: runs },
  );
}

/** A time measured twice: on the wall clock in the page, and as the CPU its main thread spent (main-thread.ts). */
export interface Timings {
  readonly wall: number[];
  readonly mainThread: number[];
}

/** The render's timings, and the main thread's CPU for receiving the answer's bytes (its headers to its last byte). */
export interface RenderTimings extends Timings {
  readonly receipt: number[];
}

/**
 * Reloads the page `runs` times (the wallet reconnects and the large answer arrives again) and times each render,
 * from the answer's bytes in to the painted table. Call after serveLargeAccount and a first connect.
 */
export async function renderTimings(browser: Browser, page: Page, runs: number): Promise<RenderTimings> {
  const wall: number[] = [];
  const mainThread: number[] = [];
  const receipt: number[] = [];
  await renderTime(page); // the answer the page is waiting for now is not one of the runs
  for (let i = 0; i < runs; i++) {
    const [rendered = [], received = []] = await mainThreadSpans(
      browser,
      page,
      [
        { start: "smoothly:answer", end: "smoothly:painted" },
        { start: "smoothly:headers", end: "smoothly:received" },
      ],
      async () => {
        await page.reload();
        wall.push(await renderTime(page));
      },
    );
    mainThread.push(...rendered);
    receipt.push(...received);
  }
  return { wall, mainThread, receipt };
}

/** Ticks and unticks one row `runs` times (toggleTimes), timing each from the click to the painted frame. */
export async function toggleTimings(browser: Browser, page: Page, index: number, runs: number): Promise<Timings> {
  let wall: number[] = [];
  const mainThread = await mainThreadTimes(
    browser,
    page,
    { start: "smoothly:toggle", end: "smoothly:toggled" },
    async () => {
      wall = await toggleTimes(page, index, runs);
    },
  );
  return { wall, mainThread };
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
};
