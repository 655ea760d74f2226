import { cycleEndSeconds } from "./calendar";
import type { CycleTiming } from "./countdown";

/**
 * How long after the cycle's end the operators' vote may take before the page calls the cycle overdue: one day.
 * The cycle closes only when enough operators (66 %) have each sent `proposeEpoch` from their own oracle once the
 * timelock has passed (foundry/src/PoolGovernance.sol); those run on their own schedules, and a vote can need a
 * changed proposal. A day covers a slow round without crying wolf, and is short beside the 7-day interval.
 * docs/architecture.md ("The last cycle") says the same.
 */
export const OPERATORS_VOTE_MARGIN_SECONDS = 24 * 60 * 60;

/** A cycle the operators have not closed in time: when it was due, and when its last exits root landed. */
export interface OverdueCycle {
  /** lastEpoch + epochInterval, unix seconds. */
  readonly dueSeconds: number;
  /** lastEpoch: the last close, when the current exits root landed. */
  readonly lastCloseSeconds: number;
  /** How long ago it was due, by the chain's clock. */
  readonly lateSeconds: number;
}

/**
 * Whether the cycle is overdue by the chain's clock: the latest block's time past the cycle's end and the vote's
 * margin. Never by the device's clock, which may be wrong; unknown timing or chain time is not overdue.
 */
export function overdueCycle(timing: CycleTiming | undefined, chainSeconds: number | undefined): OverdueCycle | null {
  if (timing === undefined || chainSeconds === undefined) return null;
  const dueSeconds = cycleEndSeconds(timing);
  if (!Number.isFinite(dueSeconds) || chainSeconds <= dueSeconds + OPERATORS_VOTE_MARGIN_SECONDS) return null;
  return { dueSeconds, lastCloseSeconds: Number(timing.lastEpoch), lateSeconds: chainSeconds - dueSeconds };
}

/**
 * The clock the countdown reads: the later of the device's and the chain's, so that a chain already past the cycle's
 * end reads "0 days" even when the device's clock is behind it.
 */
export const countdownClock = (deviceSeconds: number, chainSeconds: number | undefined): number =>
  chainSeconds === undefined ? deviceSeconds : Math.max(deviceSeconds, chainSeconds);
