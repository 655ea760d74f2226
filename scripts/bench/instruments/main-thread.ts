// How long the page's main thread computed between two performance marks, from a Chromium trace: the CPU time
// (the trace's thread time) of every task that ran between them. On a machine shared with other work a frame's
// wall time can stretch several times while the page waits for a core; the time the page itself spent does not.
import type { Browser, Page } from "@playwright/test";

export interface TraceEvent {
  readonly name: string;
  readonly cat: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  /** Microseconds, wall clock. */
  readonly ts: number;
  readonly dur?: number;
  /** Microseconds of the thread's CPU time. */
  readonly tdur?: number;
  readonly args?: { readonly chrome_mojo_event_info?: { readonly mojo_interface_tag?: string } };
}

// Only the task events and the page's marks: the timeline's detailed categories would add their own cost to the
// page being measured.
const CATEGORIES = ["toplevel", "blink.user_timing"];
// A microtask checkpoint can run outside any task (a promise settled by a network message): React's synchronous
// renders land there.
const TASK_NAMES = new Set(["RunTask", "ThreadControllerImpl::RunTask", "BlinkScheduler_PerformMicrotaskCheckpoint"]);
// The test's own DevTools commands run on the page's main thread too (Playwright's first wait after a reload
// compiles its injected script there, about 20 ms): the tasks that carry them are the harness's, not the page's.
const HARNESS_MESSAGE = "blink.mojom.DevToolsSession";

/** A span between two marks the page set with performance.mark. */
export interface MarkSpan {
  readonly start: string;
  readonly end: string;
}

/**
 * Traces `action` and returns, for each start mark followed by an end mark (in order), the milliseconds of main
 * thread CPU spent in the tasks that overlap the time between them.
 */
export async function mainThreadTimes(
  browser: Browser,
  page: Page,
  span: MarkSpan,
  action: () => Promise<unknown>,
): Promise<number[]> {
  const [times = []] = await mainThreadSpans(browser, page, [span], action);
  return times;
}

/** mainThreadTimes for several spans read from one trace of `action`: one list of times per span, in order. */
export async function mainThreadSpans(
  browser: Browser,
  page: Page,
  spans: readonly MarkSpan[],
  action: () => Promise<unknown>,
): Promise<number[][]> {
  await browser.startTracing(page, { categories: CATEGORIES });
  let trace: Buffer;
  try {
    await action();
  } finally {
    trace = await browser.stopTracing();
  }
  const events = (JSON.parse(trace.toString("utf8")) as { traceEvents: TraceEvent[] }).traceEvents;
  return spans.map((span) => spanTimes(events, span));
}

/** The CPU milliseconds of each start..end window in a trace's events (exported for its unit test). */
export function spanTimes(events: readonly TraceEvent[], span: MarkSpan): number[] {
  const marks = events.filter((e) => e.cat.includes("blink.user_timing"));
  const starts = marks.filter((e) => e.name === span.start).map((e) => e.ts);
  const ends = marks.filter((e) => e.name === span.end).map((e) => e.ts);
  const first = marks[0];
  if (!first) return [];
  // The marks come from the page's main thread: its tasks are the ones to count.
  const thread = events.filter((e) => e.pid === first.pid && e.tid === first.tid);
  const harness = thread.filter(
    (e) => e.args?.chrome_mojo_event_info?.mojo_interface_tag?.startsWith(HARNESS_MESSAGE) === true,
  );
  const tasks = topLevelTasks(thread).filter((t) => !harness.some((h) => h.ts >= t.ts && h.ts < t.ts + (t.dur ?? 0)));
  return starts.flatMap((start, i) => {
    // A start without its end before the next start (a page reloaded mid-way) measures nothing.
    const next = starts[i + 1] ?? Infinity;
    const end = ends.find((ts) => ts >= start && ts < next);
    if (end === undefined) return [];
    const cpu = tasks
      .filter((t) => t.ts <= end && t.ts + (t.dur ?? 0) >= start)
      .reduce((sum, t) => sum + (t.tdur ?? t.dur ?? 0), 0);
    return [cpu / 1000];
  });
}

/** The outermost task events, sorted: a task nested in another is already counted in it. */
function topLevelTasks(events: readonly TraceEvent[]): TraceEvent[] {
  const tasks = events.filter((e) => e.ph === "X" && TASK_NAMES.has(e.name)).sort((a, b) => a.ts - b.ts);
  const outer: TraceEvent[] = [];
  let coveredUntil = -Infinity;
  for (const task of tasks) {
    if (task.ts < coveredUntil) continue;
    outer.push(task);
    coveredUntil = task.ts + (task.dur ?? 0);
  }
  return outer;
}
