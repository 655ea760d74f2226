"use client";

import { useSyncExternalStore } from "react";
import type { Figure } from "@/lib/figure";
import { NOT_READ, type PolledSnapshot } from "@/lib/polled-reading";
import type { PoolStats } from "@/lib/protocol/pool-stats-schema";
import { poolStatsFigure, poolStatsReading } from "./pool-stats";

const serverReading = (): PolledSnapshot<PoolStats> => NOT_READ;

/** The pool stats as a figure of the API: stale after a failed refresh, unknown (with why) before any answer. */
export function usePoolStats(): Figure<PoolStats> {
  return poolStatsFigure(useSyncExternalStore(poolStatsReading.subscribe, poolStatsReading.snapshot, serverReading));
}
