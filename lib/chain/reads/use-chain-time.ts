"use client";

import { useSyncExternalStore } from "react";
import { NOT_READ, type PolledSnapshot } from "@/lib/polled-reading";
import { chainTime } from "./chain-time";

const serverReading = (): PolledSnapshot<number> => NOT_READ;

/** The latest block's time in unix seconds (the last one read, even after a failed read), undefined before any. */
export function useChainSeconds(): number | undefined {
  return useSyncExternalStore(chainTime.subscribe, chainTime.snapshot, serverReading).value;
}
