"use client";

import { useCallback, useState } from "react";
import type { Proof } from "@/lib/validators/types";
import { proofKey } from "@/lib/validators/proofs";

/**
 * What this page's own writes taught it, for the account's data: the proofs it spent (or found already claimed),
 * hidden while the lagging API still serves them, and how many of its writes were confirmed (each a new History
 * event: the open History and the chain's list read the new blocks).
 */
export function useWriteMemory() {
  const [spent, setSpent] = useState<ReadonlySet<string>>(new Set());
  const [confirmedWrites, setConfirmedWrites] = useState(0);
  const markSpent = useCallback(
    (proofs: readonly Proof[]) =>
      setSpent((prev) => (proofs.length === 0 ? prev : new Set([...prev, ...proofs.map(proofKey)]))),
    [],
  );
  const countConfirmed = useCallback(() => setConfirmedWrites((n) => n + 1), []);
  return { spent, confirmedWrites, markSpent, countConfirmed };
}

export type WriteMemory = ReturnType<typeof useWriteMemory>;
