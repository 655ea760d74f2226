import { describe, expect, it } from "vitest";
import { spanTimes, type TraceEvent } from "./main-thread";

const MAIN = { pid: 1, tid: 10 };
const mark = (name: string, ts: number): TraceEvent => ({ name, cat: "blink.user_timing", ph: "R", ts, ...MAIN });
const task = (
  ts: number,
  dur: number,
  tdur: number,
  where = MAIN,
  name = "ThreadControllerImpl::RunTask",
): TraceEvent => ({
  name,
  cat: "toplevel",
  ph: "X",
  ts,
  dur,
  tdur,
  ...where,
});

describe("main-thread CPU between two marks", () => {
  it("adds the CPU time of the page's tasks that overlap each window, once each", () => {
    const events = [
      task(0, 900, 800), // ends before the first window
      mark("start", 1_000),
      task(950, 2_000, 1_500), // holds the start mark
      task(1_200, 300, 100), // nested in the task above: already counted
      task(4_000, 3_000, 2_500),
      task(5_000, 1_000, 1_000, { pid: 1, tid: 11 }), // another thread
      task(7_100, 500, 450, MAIN, "BlinkScheduler_PerformMicrotaskCheckpoint"), // promises settled outside a task
      task(7_700, 200, 100, MAIN, "v8.callFunction"), // not a task
      mark("end", 8_000),
      task(9_000, 1_000, 1_000), // after the window
      mark("start", 20_000),
      task(20_100, 600, 400),
      mark("end", 21_000),
    ];
    expect(spanTimes(events, { start: "start", end: "end" })).toEqual([4.45, 0.4]);
  });

  it("leaves out the tasks that run the test's DevTools commands", () => {
    const devtools = (ts: number, tag: string): TraceEvent => ({
      name: "Receive mojo message",
      cat: "toplevel,mojom",
      ph: "X",
      ts,
      dur: 10,
      ...MAIN,
      args: { chrome_mojo_event_info: { mojo_interface_tag: tag } },
    });
    const events = [
      mark("start", 1_000),
      task(1_100, 2_000, 1_500),
      task(4_000, 3_000, 2_500),
      devtools(4_100, "blink.mojom.DevToolsSession"), // Playwright evaluating in the page: not the page's
      task(7_500, 400, 300),
      devtools(7_600, "network.mojom.URLLoaderClient"), // a response the page asked for: the page's
      mark("end", 8_000),
    ];
    expect(spanTimes(events, { start: "start", end: "end" })).toEqual([1.8]);
  });

  it("gives nothing for a start mark without an end before the next start", () => {
    expect(spanTimes([mark("start", 5), task(6, 10, 10)], { start: "start", end: "end" })).toEqual([]);
    const reloaded = [mark("start", 5), mark("start", 100), task(110, 10, 10), mark("end", 200)];
    expect(spanTimes(reloaded, { start: "start", end: "end" })).toEqual([0.01]);
  });
});
