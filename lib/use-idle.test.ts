// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useIdleSince, whenIdle } from "./use-idle";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("whenIdle", () => {
  it("asks for an idle callback within a second, and its cancel cancels that callback", () => {
    const requests: { work: () => void; options: unknown }[] = [];
    const cancelled: number[] = [];
    vi.stubGlobal("requestIdleCallback", (work: () => void, options: unknown) => requests.push({ work, options }));
    vi.stubGlobal("cancelIdleCallback", (id: number) => cancelled.push(id));
    const work = vi.fn();
    const cancel = whenIdle(work);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.options).toEqual({ timeout: 1000 });
    expect(work).not.toHaveBeenCalled();
    requests[0]?.work();
    expect(work).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelled).toEqual([1]); // the id requestIdleCallback returned
  });

  it("without idle callbacks (Safari), runs after the next frame, and its cancel stops both steps", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    const frames: (() => void)[] = [];
    const cancelledFrames: number[] = [];
    vi.stubGlobal("requestAnimationFrame", (step: () => void) => frames.push(step));
    vi.stubGlobal("cancelAnimationFrame", (id: number) => cancelledFrames.push(id));
    const work = vi.fn();
    whenIdle(work);
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled(); // nothing before the frame
    frames[0]?.();
    expect(work).not.toHaveBeenCalled(); // the frame only sets a timeout: the work runs after the paint
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);

    const later = vi.fn();
    const cancel = whenIdle(later);
    frames[1]?.();
    cancel();
    vi.runAllTimers();
    expect(later).not.toHaveBeenCalled();
    expect(cancelledFrames).toEqual([2]);
  });

  it("without frames either (no window), runs from a timeout that its cancel clears", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    vi.stubGlobal("requestAnimationFrame", undefined);
    const work = vi.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe("useIdleSince", () => {
  it("is false until the page has been idle since the key last changed", () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (work: () => void) => idle.push(work));
    vi.stubGlobal("cancelIdleCallback", () => undefined);
    const { result, rerender } = renderHook(({ key }) => useIdleSince(key), { initialProps: { key: "a" } });
    expect(result.current).toBe(false);
    act(() => idle[0]?.());
    expect(result.current).toBe(true);
    rerender({ key: "b" });
    expect(result.current).toBe(false); // a new key waits for a new idle moment
    expect(idle).toHaveLength(2);
    act(() => idle[1]?.());
    expect(result.current).toBe(true);
  });
});
