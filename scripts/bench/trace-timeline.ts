// A Chromium trace of one page load read as a timeline from its navigation start: the requests, the long tasks of
// the page's main thread and the page's own marks (scripts/bench/phone-trace.ts prints it).

interface RawEvent {
  readonly name: string;
  readonly cat: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly args?: {
    readonly name?: string;
    readonly data?: {
      readonly url?: string;
      readonly requestId?: string;
      readonly encodedDataLength?: number;
      readonly fromCache?: boolean;
      readonly fromServiceWorker?: boolean;
      readonly documentLoaderURL?: string;
      readonly isLoadingMainFrame?: boolean;
      readonly functionName?: string;
      readonly type?: string;
      readonly statusCode?: number;
    };
  };
}

export interface TimelineEvent {
  /** Milliseconds from navigation start. */
  readonly at: number;
  readonly line: string;
}

/** Tasks shorter than this are left out: the timeline is for where the seconds go. */
const LONG_TASK_MS = 30;
const LABELLED = new Set([
  "EvaluateScript",
  "v8.compile",
  "v8.compileModule",
  "FunctionCall",
  "ParseHTML",
  "Layout",
  "UpdateLayoutTree",
  "Paint",
  "EventDispatch",
  "TimerFire",
  "FireAnimationFrame",
  "RunMicrotasks",
  "v8.run",
  "V8.GC_MC_BACKGROUND",
  "MajorGC",
  "MinorGC",
  "V8.GCScavenger",
]);

const shortUrl = (url: string) => {
  try {
    const { pathname, search, host } = new URL(url);
    const file = pathname.split("/").filter(Boolean).pop() ?? "/";
    return `${host.startsWith("127.0.0.1") || host.startsWith("localhost") ? "" : `${host} `}${file}${search}`;
  } catch {
    return url;
  }
};

const ms = (value: number) => `${(value / 1000).toFixed(0).padStart(5)} ms`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The page's navigation start: the document's request to an http(s) address (not about:blank). */
function navigationStart(events: readonly RawEvent[]): number {
  const start = events.find(
    (e) =>
      e.name === "navigationStart" &&
      /^https?:/.test(e.args?.data?.documentLoaderURL ?? "") &&
      e.cat.includes("timing"),
  );
  if (start) return start.ts;
  const first = events.find((e) => e.name === "ResourceSendRequest");
  if (!first) throw new Error("the trace holds no navigation");
  return first.ts;
}

function describe(task: RawEvent, inside: readonly RawEvent[]): string {
  const labelled = inside.filter((e) => LABELLED.has(e.name) && (e.dur ?? 0) > 0);
  const byName = new Map<string, number>();
  for (const e of labelled) {
    const what = e.args?.data?.url
      ? `${e.name} ${shortUrl(e.args.data.url)}`
      : e.args?.data?.type
        ? `${e.name} ${e.args.data.type}`
        : e.name;
    byName.set(what, Math.max(byName.get(what) ?? 0, e.dur ?? 0));
  }
  const top = [...byName.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3);
  return top.length === 0 ? task.name : top.map(([what, dur]) => `${what} ${(dur / 1000).toFixed(0)} ms`).join(", ");
}

// A task can be nested in another of the other name (the scheduler's and the thread's): count the outer one only.
const TASKS = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

function outermost(tasks: readonly RawEvent[]): RawEvent[] {
  const outer: RawEvent[] = [];
  let coveredUntil = -Infinity;
  for (const task of [...tasks].sort((a, b) => a.ts - b.ts)) {
    if (task.ts < coveredUntil) continue;
    outer.push(task);
    coveredUntil = task.ts + (task.dur ?? 0);
  }
  return outer;
}

/** Reads a trace (`{ traceEvents }` or a bare list) into a sorted timeline. */
export function readTimeline(trace: { traceEvents: RawEvent[] } | RawEvent[]): TimelineEvent[] {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const zero = navigationStart(events);
  const timeline: TimelineEvent[] = [];
  const at = (ts: number) => ts - zero;

  // Requests: asked for, answered (status, cache), finished (bytes on the wire).
  const sent = new Map<string, { ts: number; url: string }>();
  const answered = new Map<string, RawEvent>();
  for (const e of events) {
    const data = e.args?.data;
    if (!data?.requestId) continue;
    if (e.name === "ResourceSendRequest" && data.url) sent.set(data.requestId, { ts: e.ts, url: data.url });
    if (e.name === "ResourceReceiveResponse") answered.set(data.requestId, e);
    if (e.name === "ResourceFinish") {
      const asked = sent.get(data.requestId);
      if (!asked || asked.ts < zero) continue;
      const answer = answered.get(data.requestId)?.args?.data;
      const cache = answer?.fromCache ? ", from cache" : "";
      timeline.push({
        at: at(asked.ts),
        line: `${ms(at(asked.ts))} → ${ms(at(e.ts))}  request ${shortUrl(asked.url)} (${kib(data.encodedDataLength ?? 0)}${cache}${answer?.statusCode ? `, ${answer.statusCode}` : ""})`,
      });
    }
  }

  // The renderer's main thread: the thread whose name the trace's metadata gives as CrRendererMain, where the marks are.
  const mark = events.find((e) => e.cat.includes("blink.user_timing") && e.name.startsWith("phone:"));
  const mains = events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const main = mark ? mains.find((m) => m.pid === mark.pid && m.tid === mark.tid) : mains[0];
  if (main) {
    const thread = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && e.ts >= zero);
    const tasks = outermost(thread.filter((e) => TASKS.has(e.name)));
    let busy = 0;
    for (const task of tasks) {
      const dur = task.dur ?? 0;
      busy += dur;
      if (dur < LONG_TASK_MS * 1000) continue;
      const inside = thread.filter((e) => e !== task && e.ts >= task.ts && e.ts < task.ts + dur);
      timeline.push({
        at: at(task.ts),
        line: `${ms(at(task.ts))} → ${ms(at(task.ts + dur))}  main thread ${(dur / 1000).toFixed(0)} ms: ${describe(task, inside)}`,
      });
    }
    // The total closes the timeline, after every request, task and mark.
    timeline.push({
      at: Number.POSITIVE_INFINITY,
      line: `main thread busy ${(busy / 1000).toFixed(0)} ms in all (tasks of any length)`,
    });
  }

  for (const e of events)
    if (e.cat.includes("blink.user_timing") && e.name.startsWith("phone:") && e.ts >= zero)
      timeline.push({ at: at(e.ts), line: `${ms(at(e.ts))}  ◆ ${e.name}` });

  return timeline.sort((a, b) => a.at - b.at);
}
