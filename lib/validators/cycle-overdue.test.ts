import { describe, expect, it } from "vitest";
import { wholeUnits } from "./countdown";
import { countdownClock, OPERATORS_VOTE_MARGIN_SECONDS, overdueCycle } from "./cycle-overdue";

// A cycle closed at 2025-12-01 19:43:00 UTC with the 7-day interval: due 2025-12-08 19:43:00 UTC.
const LAST_EPOCH = 1_764_618_180;
const DUE = 1_765_222_980;
const TIMING = { lastEpoch: BigInt(LAST_EPOCH), epochInterval: 604_800 };
const DAY = 86_400;

describe("overdueCycle", () => {
  it("the operators' vote may take one day", () => {
    expect(OPERATORS_VOTE_MARGIN_SECONDS).toBe(86_400);
  });

  it.each<[string, number]>([
    ["before the cycle's end", DUE - 60],
    ["at the cycle's end", DUE],
    ["while the vote may still be under way", DUE + DAY - 1],
    ["one day after, exactly", DUE + DAY],
  ])("is not overdue %s", (_, chain) => {
    expect(overdueCycle(TIMING, chain)).toBeNull();
  });

  it("is overdue once the chain's latest block is past the end and the day's margin", () => {
    expect(overdueCycle(TIMING, DUE + DAY + 1)).toEqual({
      dueSeconds: 1_765_222_980,
      lastCloseSeconds: 1_764_618_180,
      lateSeconds: 86_401,
    });
  });

  it("ten days late", () => {
    expect(overdueCycle(TIMING, DUE + 10 * DAY)?.lateSeconds).toBe(864_000);
  });

  it("says nothing without the timing or the chain's time", () => {
    expect(overdueCycle(undefined, DUE + 10 * DAY)).toBeNull();
    expect(overdueCycle(TIMING, undefined)).toBeNull();
  });
});

describe("countdownClock", () => {
  it("takes the chain's time when it is ahead of the device", () => {
    expect(countdownClock(1_000, 2_000)).toBe(2_000);
  });
  it("keeps the device's time when the chain's latest block is older", () => {
    expect(countdownClock(2_000, 1_000)).toBe(2_000);
    expect(countdownClock(2_000, undefined)).toBe(2_000);
  });
});

describe("wholeUnits", () => {
  it.each<[number, string]>([
    [864_000, "10 days"],
    [86_400, "1 day"],
    [86_399, "23 hours"],
    [3_600, "1 hour"],
    [59 * 60, "59 minutes"],
    [60, "1 minute"],
    [30, "0 minutes"],
  ])("%i s reads %s", (seconds, text) => {
    expect(wholeUnits(seconds)).toBe(text);
  });
});
