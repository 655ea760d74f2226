import type { NetworkConfig } from "@/lib/network/types";
import { parsePoolStats, type PoolStats } from "@/lib/protocol/pool-stats-schema";
import { endpoint, requestJson } from "./request";

// Apart from the pool-data client: the footer asks for the pool stats before anyone connects, so this path is in
// the first scripts the page loads and must not bring the validator and proof schemas with it.

/** Pool-wide figures: both kinds serve poolstats at the same path (the oracle's carries extra totals). */
export function getPoolStats(api: Pick<NetworkConfig, "apiUrl">): Promise<PoolStats> {
  return requestJson(endpoint(api.apiUrl, "poolstats"), parsePoolStats);
}
