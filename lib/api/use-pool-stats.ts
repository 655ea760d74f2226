"use client";

import { useState } from "react";
import useSWR from "swr";
import { API, readingFigure, type Figure } from "@/lib/figure";
import { network } from "@/lib/network";
import type { PoolStats } from "@/lib/protocol/pool-stats-schema";
import { apiProblem } from "@/lib/validators/list-status";
import { getPoolStats } from "./pool-stats";

/**
 * Pool-wide figures for the footer, from the pool API: stale after a failed refresh, unknown (with why) before any
 * answer. A failure is only logged.
 */
export function usePoolStats(): Figure<PoolStats> {
  // When the answer in hand arrived: SWR keeps it through a failed refresh without saying since when.
  const [answeredAt, setAnsweredAt] = useState(0);
  const { data, error } = useSWR(["poolstats", network.apiUrl], () => getPoolStats(network), {
    onSuccess: () => setAnsweredAt(Date.now()),
    onError: (e: unknown) => console.warn("Could not load the pool stats:", e instanceof Error ? e.message : e),
    refreshInterval: 60_000,
  });
  const why = error !== undefined && apiProblem(error) === "malformed" ? "api-malformed" : "api-unreachable";
  return readingFigure({ value: data, answeredAt, failed: error !== undefined }, API, why);
}
