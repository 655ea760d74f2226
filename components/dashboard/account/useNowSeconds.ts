"use client";

import { useEffect, useState } from "react";

/** Unix seconds, refreshed every `everyMs` so the countdown ticks while the page is open. */
export function useNowSeconds(everyMs = 15_000): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const id = setInterval(() => setNow(Math.floor(Date.now() / 1000)), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}
