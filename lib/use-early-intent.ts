"use client";

import { useEffect, useRef } from "react";
import { markLive, takeIntents, type IntentName } from "./early-input";

/**
 * Makes `name`'s controls live: what was tapped or submitted on them before this code arrived is acted on now, in
 * order, and from now on their own handlers get the input (lib/early-input.ts).
 */
export function useEarlyIntent(name: IntentName, act: (value: string | null) => void): void {
  const latest = useRef(act);
  useEffect(() => {
    latest.current = act;
  });
  useEffect(() => {
    const undo = markLive(name);
    for (const intent of takeIntents(name)) latest.current(intent.value);
    return undo;
  }, [name]);
}
