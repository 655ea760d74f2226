import { API, readingFigure, type Figure } from "@/lib/figure";
import type { NetworkConfig } from "@/lib/network/types";
import { network } from "@/lib/network";
import { PolledReading, type PolledSnapshot } from "@/lib/polled-reading";
import { parsePoolStats, type PoolStats } from "@/lib/protocol/pool-stats-schema";
import { apiProblem } from "@/lib/validators/list-status";
import { endpoint, requestJson } from "./request";

// Apart from the pool-data client: the footer asks for the pool stats before anyone connects, so this path is in
// the first scripts the page loads and must not bring the validator and proof schemas with it.

/** Pool-wide figures: both kinds serve poolstats at the same path (the oracle's carries extra totals). */
export function getPoolStats(api: Pick<NetworkConfig, "apiUrl">): Promise<PoolStats> {
  return requestJson(endpoint(api.apiUrl, "poolstats"), parsePoolStats);
}

/** The pool stats, read every minute while shown, shared by the footer before and after the app starts. */
export const poolStatsReading = new PolledReading<PoolStats>(
  () => getPoolStats(network),
  60_000,
  (error) => console.warn("Could not load the pool stats:", error instanceof Error ? error.message : error),
);

/** The reading as a figure of the API: stale after a failed refresh, unknown (with why) before any answer. */
export function poolStatsFigure(reading: PolledSnapshot<PoolStats>): Figure<PoolStats> {
  const why = reading.failed && apiProblem(reading.error) === "malformed" ? "api-malformed" : "api-unreachable";
  return readingFigure(reading, API, why);
}
