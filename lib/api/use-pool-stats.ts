"use client";

import { useSyncExternalStore } from "react";
import { API, readingFigure, type Figure } from "@/lib/figure";
import { network } from "@/lib/network";
import { NOT_READ, PolledReading, type PolledSnapshot } from "@/lib/polled-reading";
import type { PoolStats } from "@/lib/protocol/pool-stats-schema";
import { apiProblem } from "@/lib/validators/list-status";
import { getPoolStats } from "./pool-stats";

/** Pool-wide figures for the footer, read every minute while shown. A failure is only logged. */
export const poolStatsReading = new PolledReading<PoolStats>(
  () => getPoolStats(network),
  60_000,
  (error) => console.warn("Could not load the pool stats:", error instanceof Error ? error.message : error),
);

const serverReading = (): PolledSnapshot<PoolStats> => NOT_READ;

/** The pool stats as a figure of the API: stale after a failed refresh, unknown (with why) before any answer. */
export function usePoolStats(): Figure<PoolStats> {
  const reading = useSyncExternalStore(poolStatsReading.subscribe, poolStatsReading.snapshot, serverReading);
  const why = reading.failed && apiProblem(reading.error) === "malformed" ? "api-malformed" : "api-unreachable";
  return readingFigure(reading, API, why);
}
