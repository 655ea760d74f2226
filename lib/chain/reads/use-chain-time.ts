"use client";

import { useSyncExternalStore } from "react";
import { NOT_READ, type PolledSnapshot } from "@/lib/polled-reading";
import { chainTime } from "./chain-time";

const serverReading = (): PolledSnapshot<number> => NOT_READ;

/**
 * The chain's clock is first read 10 s after a dashboard shows: the account's own first requests go alone (at most
 * three from Connect Wallet to the table, e2e/budgets/perf.spec.ts), and a cycle is overdue by a day or more, so
 * seconds change nothing.
 */
export const CHAIN_TIME_FIRST_READ_MS = 10_000;

function subscribeSoon(listener: () => void): () => void {
  let unsubscribe: (() => void) | null = null;
  const timer = setTimeout(() => {
    unsubscribe = chainTime.subscribe(listener);
  }, CHAIN_TIME_FIRST_READ_MS);
  return () => {
    clearTimeout(timer);
    unsubscribe?.();
  };
}

/** The latest block's time in unix seconds (the last one read, even after a failed read), undefined before any. */
export function useChainSeconds(): number | undefined {
  return useSyncExternalStore(subscribeSoon, chainTime.snapshot, serverReading).value;
}
