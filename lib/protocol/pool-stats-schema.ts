import * as v from "valibot";
import { parseWith, type ParseResult } from "./parse-result";
import { amountSchema, countSchema } from "./wire-primitives";

// The oracle's own poolstats adds total_rewards, total_stake, total_miss and total_fee: read and ignored.
export const poolStatsSchema = v.pipe(
  v.object({ awaiting_activation: countSchema, activated: countSchema, total_value_period: amountSchema }),
  v.transform((s): PoolStats => ({
    awaitingActivation: s.awaiting_activation,
    activated: s.activated,
    subscribers: s.awaiting_activation + s.activated,
    totalValuePeriod: s.total_value_period,
  })),
);

/** Pool-wide figures for the footer: subscribers = awaiting activation + activated. */
export interface PoolStats {
  readonly awaitingActivation: number;
  readonly activated: number;
  readonly subscribers: number;
  readonly totalValuePeriod: bigint;
}

export type PoolStatsInput = v.InferInput<typeof poolStatsSchema>;

export function parsePoolStats(input: unknown): ParseResult<PoolStats> {
  return parseWith(poolStatsSchema, input, "poolstats");
}
