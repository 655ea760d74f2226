"use client";

import useSWR from "swr";
import { network } from "@/lib/network";
import { getPoolStats } from "./pool-stats";

/** Pool-wide figures for the footer; a failure is only logged (the footer shows "–"). */
export function usePoolStats() {
  return useSWR(["poolstats", network.apiUrl], () => getPoolStats(network), {
    onError: (error: unknown) =>
      console.error("Could not load the pool stats:", error instanceof Error ? error.message : error),
    refreshInterval: 60_000,
  });
}
