import { mapFigure, type Figure } from "@/lib/figure";
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface CycleTiming {
  /** Governance `lastEpoch`, unix seconds (uint64, as viem reads it). */
  readonly lastEpoch: bigint | number;
  /** Governance `epochInterval`, seconds (uint32). */
  readonly epochInterval: bigint | number;
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}

/** A span of time in its largest whole unit, rounded down: "10 days", "23 hours", "0 minutes". */
export function wholeUnits(seconds: number): string {
  if (seconds >= DAY) return plural(Math.floor(seconds / DAY), "day");
  if (seconds >= HOUR) return plural(Math.floor(seconds / HOUR), "hour");
  return plural(Math.max(0, Math.floor(seconds / MINUTE)), "minute");
}

/**
 * Time left in the reward cycle: whole days; under a day, hours; under an hour, minutes;
 * "0 days" when overdue or without data. Partial units round down, like a clock: 23 h 59 min left
 * reads "23 hours", and the last seconds read "0 minutes".
 */
export function cycleTimeLeft(timing: CycleTiming | undefined, nowSeconds: number): string {
  if (timing === undefined) return plural(0, "day");
  const end = Number(timing.lastEpoch) + Number(timing.epochInterval);
  const left = end - nowSeconds;
  if (!Number.isFinite(left) || left <= 0) return plural(0, "day");
  return wholeUnits(left);
}

/** The countdown as a figure: its text while the timing is known (or stale), unknown with the timing's reason. */
export function cycleTimeLeftFigure(timing: Figure<CycleTiming>, nowSeconds: number): Figure<string> {
  return mapFigure(timing, (t) => cycleTimeLeft(t, nowSeconds));
}
