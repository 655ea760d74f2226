"use client";

import { useEffect, useState } from "react";

/**
 * Runs `work` once the page is idle: after the frame being prepared is painted and the tasks queued behind it have
 * run. Returns a cancel. For work that need not hold up a paint (hashing or encoding thousands of indexes).
 */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(work, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  // Without idle callbacks (Safari): a timeout set from the next frame runs after that frame is painted.
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== "function") {
    timer = setTimeout(work, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => (timer = setTimeout(work, 0)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** True once the page has been idle since `key` last changed. */
export function useIdleSince(key: string): boolean {
  const [idleKey, setIdleKey] = useState<string | null>(null);
  useEffect(() => whenIdle(() => setIdleKey(key)), [key]);
  return idleKey === key;
}
