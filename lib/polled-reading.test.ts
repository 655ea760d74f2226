import { afterEach, describe, expect, it, vi } from "vitest";
import { PolledReading, type PollEnvironment } from "./polled-reading";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A clock, one interval at a time and a tab that can be hidden and shown, all moved by the test. */
function fakeEnvironment() {
  let now = 1_000_000;
  let hidden = false;
  const ticks = new Map<number, { every: number; next: number; tick: () => void }>();
  const shown = new Set<() => void>();
  let id = 0;
  const env: PollEnvironment = {
    now: () => now,
    every: (ms, tick) => {
      const key = ++id;
      ticks.set(key, { every: ms, next: now + ms, tick });
      return () => ticks.delete(key);
    },
    hidden: () => hidden,
    onShown: (listener) => {
      shown.add(listener);
      return () => shown.delete(listener);
    },
  };
  return {
    env,
    /** Moves the clock, firing each interval as it comes due. */
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...ticks.values()].filter((t) => t.next <= end).sort((a, b) => a.next - b.next)[0];
        if (!due) break;
        now = due.next;
        due.next += due.every;
        due.tick();
      }
      now = end;
    },
    hide: () => void (hidden = true),
    show: () => {
      hidden = false;
      for (const listener of [...shown]) listener();
    },
    timers: () => ticks.size,
    showListeners: () => shown.size,
  };
}

/** A source whose reads the test answers one by one. */
function source<T>() {
  const pending: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  return {
    read: () => new Promise<T>((resolve, reject) => pending.push({ resolve, reject })),
    reads: () => pending.length,
    answer: async (value: T) => {
      pending.at(-1)?.resolve(value);
      await Promise.resolve();
      await Promise.resolve();
    },
    fail: async (error: unknown) => {
      pending.at(-1)?.reject(error);
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}

describe("PolledReading", () => {
  it("reads nothing until watched, then at once, and again every period while watched", async () => {
    const { env, advance } = fakeEnvironment();
    const src = source<number>();
    const reading = new PolledReading(src.read, 30_000, undefined, env);
    expect(src.reads()).toBe(0);
    expect(reading.snapshot()).toEqual({ value: undefined, answeredAt: 0, failed: false, error: undefined });
    reading.subscribe(() => undefined);
    expect(src.reads()).toBe(1);
    await src.answer(7);
    expect(reading.snapshot()).toEqual({ value: 7, answeredAt: 1_000_000, failed: false, error: undefined });
    advance(29_999);
    expect(src.reads()).toBe(1);
    advance(1);
    expect(src.reads()).toBe(2);
  });

  it("tells each watcher when a read ends, with a new snapshot only then", async () => {
    const { env } = fakeEnvironment();
    const src = source<string>();
    const reading = new PolledReading(src.read, 30_000, undefined, env);
    const heard: string[] = [];
    reading.subscribe(() => heard.push("first"));
    reading.subscribe(() => heard.push("second"));
    const before = reading.snapshot();
    expect(reading.snapshot()).toBe(before);
    await src.answer("a");
    expect(heard).toEqual(["first", "second"]);
    expect(reading.snapshot()).not.toBe(before);
  });

  it("keeps the last answer through a failed read, says it failed and why, and logs it", async () => {
    const { env, advance } = fakeEnvironment();
    const src = source<number>();
    const logged: unknown[] = [];
    const reading = new PolledReading(src.read, 60_000, (error) => logged.push(error), env);
    reading.subscribe(() => undefined);
    await src.answer(5);
    advance(60_000);
    const down = new Error("down");
    await src.fail(down);
    expect(reading.snapshot()).toEqual({ value: 5, answeredAt: 1_000_000, failed: true, error: down });
    expect(logged).toEqual([down]);
    advance(60_000);
    await src.answer(6);
    expect(reading.snapshot()).toEqual({ value: 6, answeredAt: 1_120_000, failed: false, error: undefined });
  });

  it("sends one read at a time: a tick while one is out joins it", async () => {
    const { env, advance } = fakeEnvironment();
    const src = source<number>();
    const reading = new PolledReading(src.read, 1_000, undefined, env);
    reading.subscribe(() => undefined);
    advance(3_000);
    expect(src.reads()).toBe(1);
    const joined = reading.refresh();
    expect(src.reads()).toBe(1);
    await src.answer(1);
    await joined;
    expect(reading.snapshot().value).toBe(1);
    advance(1_000);
    expect(src.reads()).toBe(2);
  });

  it("reads nothing while the tab is hidden; shown again, reads at once only if its answer is a period old", async () => {
    const { env, advance, hide, show } = fakeEnvironment();
    const src = source<number>();
    const reading = new PolledReading(src.read, 30_000, undefined, env);
    reading.subscribe(() => undefined);
    await src.answer(1);
    hide();
    advance(10_000);
    show();
    expect(src.reads()).toBe(1);
    hide();
    advance(50_000);
    expect(src.reads()).toBe(1);
    show();
    expect(src.reads()).toBe(2);
  });

  it("stops when the last watcher goes; a new watcher reads at once only if the answer is a period old", async () => {
    const { env, advance, timers, showListeners } = fakeEnvironment();
    const src = source<number>();
    const reading = new PolledReading(src.read, 30_000, undefined, env);
    const stopFirst = reading.subscribe(() => undefined);
    const stopSecond = reading.subscribe(() => undefined);
    await src.answer(1);
    stopFirst();
    expect(timers()).toBe(1);
    stopSecond();
    expect([timers(), showListeners()]).toEqual([0, 0]);
    advance(20_000);
    const stopThird = reading.subscribe(() => undefined);
    expect(src.reads()).toBe(1);
    advance(29_999);
    expect(src.reads()).toBe(1);
    advance(1);
    expect(src.reads()).toBe(2);
    await src.answer(2);
    stopThird();
    advance(30_000);
    reading.subscribe(() => undefined);
    expect(src.reads()).toBe(3);
  });

  it("takes a second unsubscribe of the same watcher as a no-op, whether or not others watch", async () => {
    const { env, advance, timers, showListeners } = fakeEnvironment();
    const src = source<number>();
    const reading = new PolledReading(src.read, 30_000, undefined, env);
    const stopFirst = reading.subscribe(() => undefined);
    await src.answer(1);
    stopFirst();
    stopFirst();
    expect([timers(), showListeners()]).toEqual([0, 0]);
    advance(30_000);
    reading.subscribe(() => undefined);
    expect(src.reads()).toBe(2);
    await src.answer(2);
    stopFirst();
    advance(30_000);
    expect(src.reads()).toBe(3);
    expect([timers(), showListeners()]).toEqual([1, 1]);
  });

  it("starts hidden without reading, and reads when shown", () => {
    const { env, hide, show } = fakeEnvironment();
    const src = source<number>();
    const reading = new PolledReading(src.read, 30_000, undefined, env);
    hide();
    reading.subscribe(() => undefined);
    expect(src.reads()).toBe(0);
    show();
    expect(src.reads()).toBe(1);
  });
});

/**
 * The browser's environment, from polled-reading.ts loaded inside the test: the object is built when the module
 * loads, and Stryker credits a change to it only to the tests during which that module loads (docs/mutation.md).
 */
async function loadBrowserPolling() {
  vi.resetModules();
  return (await import("./polled-reading")).BROWSER_POLLING;
}

/** A document whose visibility the test sets, telling its listeners as a browser does. */
function fakeDocument(visibilityState: DocumentVisibilityState) {
  const page = Object.assign(new EventTarget(), { visibilityState });
  return {
    page,
    become(state: DocumentVisibilityState) {
      page.visibilityState = state;
      page.dispatchEvent(new Event("visibilitychange"));
    },
  };
}

describe("BROWSER_POLLING", () => {
  it("says whether the tab is hidden", async () => {
    const { page, become } = fakeDocument("visible");
    vi.stubGlobal("document", page);
    const polling = await loadBrowserPolling();
    expect(polling.hidden()).toBe(false);
    become("hidden");
    expect(polling.hidden()).toBe(true);
  });

  it("tells its listener each time the tab is shown, not hidden, until it stops listening", async () => {
    const { page, become } = fakeDocument("hidden");
    vi.stubGlobal("document", page);
    const polling = await loadBrowserPolling();
    const shown = vi.fn();
    const stop = polling.onShown(shown);
    become("visible");
    expect(shown).toHaveBeenCalledTimes(1);
    become("hidden");
    expect(shown).toHaveBeenCalledTimes(1);
    become("visible");
    expect(shown).toHaveBeenCalledTimes(2);
    stop();
    become("hidden");
    become("visible");
    expect(shown).toHaveBeenCalledTimes(2);
  });

  it("without a document (the static build's render), is never hidden and never shown", async () => {
    vi.stubGlobal("document", undefined);
    const polling = await loadBrowserPolling();
    expect(polling.hidden()).toBe(false);
    const stop = polling.onShown(() => undefined);
    expect(stop()).toBeUndefined();
  });

  it("ticks every period until stopped, and tells the time", async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 24, 9, 30) });
    try {
      const polling = await loadBrowserPolling();
      expect(polling.now()).toBe(Date.UTC(2026, 10, 24, 9, 30));
      const tick = vi.fn();
      const stop = polling.every(1_000, tick);
      vi.advanceTimersByTime(2_999);
      expect(tick).toHaveBeenCalledTimes(2);
      stop();
      vi.advanceTimersByTime(5_000);
      expect(tick).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
