"use client";

import { useEffect, useRef } from "react";

/**
 * Calls `onChange` when governance's lastEpoch moves (a reward cycle closed), not on the first reading: the one
 * place that decides whether the epoch changed.
 */
export function useEpochChange(epoch: bigint | number | undefined, onChange: () => void): void {
  const seen = useRef(epoch);
  const handler = useRef(onChange);
  useEffect(() => {
    handler.current = onChange;
  }, [onChange]);
  useEffect(() => {
    if (seen.current !== undefined && epoch !== undefined && epoch !== seen.current) handler.current();
    if (epoch !== undefined) seen.current = epoch;
  }, [epoch]);
}
