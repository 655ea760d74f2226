import { describe, expect, it } from "vitest";
import { readTimeline } from "./trace-timeline";

const MAIN = { pid: 7, tid: 1 };
const nav = { name: "navigationStart", cat: "blink.user_timing", ph: "R", ...MAIN, ts: 1_000_000 };
const ev = (name: string, ts: number, extra: Record<string, unknown> = {}) => ({
  name,
  cat: "devtools.timeline",
  ph: "X",
  ...MAIN,
  ts,
  ...extra,
});

// A page load in the shape Chromium's trace gives it: the document's navigation start, a request asked for and
// finished, a 120 ms task (its scheduler's task inside it) that ran a script, a short task, the page's own mark.
const TRACE = [
  { name: "thread_name", cat: "__metadata", ph: "M", ...MAIN, ts: 0, args: { name: "CrRendererMain" } },
  { ...nav, args: { data: { documentLoaderURL: "http://127.0.0.1:3000/" } } },
  ev("ResourceSendRequest", 1_100_000, {
    ph: "I",
    args: { data: { requestId: "9.1", url: "http://127.0.0.1:3000/_next/static/chunks/wallet.js" } },
  }),
  ev("ResourceReceiveResponse", 1_400_000, {
    ph: "I",
    args: { data: { requestId: "9.1", statusCode: 200, fromCache: false } },
  }),
  ev("ResourceFinish", 1_600_000, { ph: "I", args: { data: { requestId: "9.1", encodedDataLength: 47_104 } } }),
  ev("RunTask", 1_700_000, { dur: 120_000 }),
  ev("ThreadControllerImpl::RunTask", 1_700_100, { dur: 119_000 }),
  ev("EvaluateScript", 1_700_200, {
    dur: 110_000,
    args: { data: { url: "http://127.0.0.1:3000/_next/static/chunks/wallet.js" } },
  }),
  ev("RunTask", 1_900_000, { dur: 10_000 }),
  { name: "phone:list", cat: "blink.user_timing", ph: "I", ...MAIN, ts: 2_000_000 },
];

describe("readTimeline", () => {
  it("lists requests, long tasks and marks in ms from navigation start, each task once", () => {
    expect(readTimeline({ traceEvents: TRACE }).map((e) => e.line)).toEqual([
      "  100 ms →   600 ms  request wallet.js (46.0 KiB, 200)",
      "  700 ms →   820 ms  main thread 120 ms: EvaluateScript wallet.js 110 ms",
      " 1000 ms  ◆ phone:list",
      "main thread busy 130 ms in all (tasks of any length)",
    ]);
  });

  it("says a request came from the cache, and names another host", () => {
    const cached = TRACE.map((e) =>
      e.name === "ResourceReceiveResponse" ? { ...e, args: { data: { requestId: "9.1", fromCache: true } } } : e,
    ).map((e) =>
      e.name === "ResourceSendRequest"
        ? { ...e, args: { data: { requestId: "9.1", url: "https://api.smoothly.money/poolstats" } } }
        : e,
    );
    expect(readTimeline(cached)[0]?.line).toBe(
      "  100 ms →   600 ms  request api.smoothly.money poolstats (46.0 KiB, from cache)",
    );
  });
});
