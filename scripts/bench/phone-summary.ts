import type { TapTry } from "./instruments/phone-figures";

/** Medians of a scenario's tries (each figure on its own), how many got there, and the spread of when. */
export interface TrySummary {
  readonly tries: number;
  readonly done: number;
  readonly drawnMs: number;
  readonly tapMs: number;
  readonly takenMs: number | null;
  /** The median over all tries, a try that never got there counting as the slowest: null if half never did. */
  readonly doneMs: number | null;
  readonly doneMinMs: number | null;
  readonly doneMaxMs: number | null;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** `null` (never) sorts after every time, so a median of mostly lost taps is "never", not a flattering number. */
const medianOrNever = (values: readonly (number | null)[]): number | null => {
  const times = values.map((v) => v ?? Number.POSITIVE_INFINITY);
  const m = median(times);
  return Number.isFinite(m) ? m : null;
};

export function summarizeTries(tries: readonly TapTry[]): TrySummary {
  const done = tries.map((t) => t.doneMs).filter((v): v is number => v !== null);
  return {
    tries: tries.length,
    done: done.length,
    drawnMs: median(tries.map((t) => t.drawnMs)),
    tapMs: median(tries.map((t) => t.tapMs)),
    takenMs: medianOrNever(tries.map((t) => t.takenMs)),
    doneMs: medianOrNever(tries.map((t) => t.doneMs)),
    doneMinMs: done.length > 0 ? Math.min(...done) : null,
    doneMaxMs: done.length === tries.length && done.length > 0 ? Math.max(...done) : null,
  };
}

/** One figure over several tries: the median (a try that never got there counting as the slowest) and the range. */
export interface TimeSummary {
  readonly tries: number;
  readonly done: number;
  readonly medianMs: number | null;
  readonly minMs: number | null;
  /** null when some try never got there: the range is open. */
  readonly maxMs: number | null;
}

export function summarizeTimes(values: readonly (number | null)[]): TimeSummary {
  const done = values.filter((v): v is number => v !== null);
  return {
    tries: values.length,
    done: done.length,
    medianMs: medianOrNever(values),
    minMs: done.length > 0 ? Math.min(...done) : null,
    maxMs: done.length === values.length && done.length > 0 ? Math.max(...done) : null,
  };
}

/**
 * Per try, the time from one moment to a later one (null when either never came): within a try, so the spread of
 * what came before the first moment (the wallet list's arrival, on a first visit) is taken out.
 */
export function between(from: readonly (number | null)[], to: readonly (number | null)[]): (number | null)[] {
  return from.map((start, i) => {
    const end = to[i] ?? null;
    return start === null || end === null ? null : end - start;
  });
}

/**
 * Two builds' tries taken in pairs (one of each, back to back): the median of the pairs' differences, A minus B (a
 * pair with a try that never got there is left out), how many pairs count, and in how many each build came sooner. A
 * drift of the machine's load weighs on both of a pair alike, where medians of separate runs move by more than most
 * changes do. The counts say how far to trust the median: of two equal builds, one comes sooner in 10 or more
 * of 12 pairs only 4 % of the time (a coin's odds).
 */
export function pairedDifference(
  a: readonly (number | null)[],
  b: readonly (number | null)[],
): { readonly pairs: number; readonly medianMs: number | null; readonly aSooner: number; readonly bSooner: number } {
  const differences = between(b, a).filter((d): d is number => d !== null);
  return {
    pairs: differences.length,
    medianMs: differences.length > 0 ? median(differences) : null,
    aSooner: differences.filter((d) => d < 0).length,
    bSooner: differences.filter((d) => d > 0).length,
  };
}
