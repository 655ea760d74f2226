// The first screen's live figures as text: the footer's three and the countdown, the same before and after the app
// starts (components/first-screen.ts and React both write them from here).
import { describe, expect, it } from "vitest";
import { API, CHAIN, known, stale, unknown, type Figure } from "@/lib/figure";
import type { PoolStats } from "@/lib/protocol/pool-stats-schema";
import type { CycleTiming } from "./countdown";
import { countdownFigure, countdownNote, footerFigures } from "./first-screen-figures";

const STATS: PoolStats = {
  awaitingActivation: 3,
  activated: 39,
  subscribers: 42,
  totalValuePeriod: 1_234_567_000_000_000_000n,
};
// 12.345190304 gwei.
const GAS = 12_345_190_304n;
// The cycle began at 1,700,000,000 s and lasts a week.
const TIMING: CycleTiming = { lastEpoch: 1_700_000_000n, epochInterval: 604_800n };

describe("footerFigures", () => {
  it("writes the subscribers, the cycle's total in ETH and the gas price in gwei, with no note when known", () => {
    expect(footerFigures(known(STATS, API), known(GAS, CHAIN))).toEqual({
      subscribers: { value: "42", note: null },
      cycleTotal: { value: "1.234", note: null },
      gasPrice: { value: "12.34", note: null },
    });
  });

  it("keeps a stale value and says since when; an unknown one is 'unknown' with why", () => {
    const stats = stale(STATS, API, { kind: "time", at: Date.UTC(2026, 10, 26, 14, 5) });
    const gas: Figure<bigint> = unknown("chain-unreachable");
    expect(footerFigures(stats, gas)).toEqual({
      subscribers: { value: "42", note: "as of 14:05 UTC" },
      cycleTotal: { value: "1.234", note: "as of 14:05 UTC" },
      gasPrice: { value: "unknown", note: "the chain cannot be reached" },
    });
  });

  it("writes the stats as unknown when the pool API is down while the gas price is known", () => {
    expect(footerFigures(unknown("api-unreachable"), known(GAS, CHAIN))).toEqual({
      subscribers: { value: "unknown", note: "the pool API cannot be reached" },
      cycleTotal: { value: "unknown", note: "the pool API cannot be reached" },
      gasPrice: { value: "12.34", note: null },
    });
  });
});

describe("countdownFigure", () => {
  it("is the time left in the cycle, in whole days, then hours", () => {
    // Two days and a second before the end: 2 days.
    expect(countdownFigure(known(TIMING, CHAIN), 1_700_604_800 - 2 * 86_400 - 1)).toEqual({
      value: "2 days",
      note: null,
    });
    // Five hours and a half before the end: 5 hours.
    expect(countdownFigure(known(TIMING, CHAIN), 1_700_604_800 - 5 * 3600 - 1800)).toEqual({
      value: "5 hours",
      note: null,
    });
  });

  it("says why when the timing is not known, and since when when it is stale", () => {
    expect(countdownFigure(unknown("loading"), 1_700_000_000)).toEqual({ value: "unknown", note: "still being read" });
    const old = stale(TIMING, CHAIN, { kind: "time", at: Date.UTC(2026, 10, 26, 9, 30) });
    expect(countdownFigure(old, 1_700_604_800 - 86_400)).toEqual({ value: "1 day", note: "as of 09:30 UTC" });
  });
});

describe("countdownNote", () => {
  it("is the note in brackets after a space, or nothing for a known figure", () => {
    expect(countdownNote({ value: "unknown", note: "still being read" })).toBe(" (still being read)");
    expect(countdownNote({ value: "6 days", note: null })).toBe("");
  });
});
