"use client";

import { useCallback, useState } from "react";
import type { WriteOutcome } from "@/lib/chain/write/write-pipeline";

/** The writes whose outcome is on screen (the Alert opened, or nothing to show), and the last one's kind. */
export interface SettledWrites {
  readonly count: number;
  readonly outcome: WriteOutcome["kind"] | "none";
}

/**
 * The page's sign that it has finished handling a write's answer, for anyone who must tell "nothing happened" from
 * "nothing happened yet" (the e2e suites: e2e/support/settled.ts).
 */
export function useWriteSettled() {
  const [settled, setSettled] = useState<SettledWrites>({ count: 0, outcome: "none" });
  const markSettled = useCallback(
    (outcome: WriteOutcome["kind"]) => setSettled((prev) => ({ count: prev.count + 1, outcome })),
    [],
  );
  return { settled, markSettled };
}

/** The sign as attributes of the dashboard's root: whether a write runs, how many settled, the last outcome. */
export const settleAttributes = (settled: SettledWrites, busy: boolean) =>
  ({
    "data-write": busy ? "busy" : "idle",
    "data-writes": settled.count,
    "data-outcome": settled.outcome,
  }) as const;
