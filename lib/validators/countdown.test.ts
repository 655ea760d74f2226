import { describe, expect, it } from "vitest";
import { cycleTimeLeft, type CycleTiming } from "./countdown";

const NOW = 1_700_000_000;
const WEEK = 604_800;
const M = 60;
const H = 3600;
const D = 86_400;

/** A cycle that ends `left` seconds from NOW, read as viem returns it (uint64 bigint, uint32 number). */
const endingIn = (left: number): CycleTiming => ({ lastEpoch: BigInt(NOW + left - WEEK), epochInterval: WEEK });

describe("cycleTimeLeft", () => {
  it.each<[string, CycleTiming | undefined, string]>([
    ["a fresh 7-day cycle", endingIn(7 * D), "7 days"],
    ["2 days", endingIn(2 * D), "2 days"],
    ["1 day exactly is singular", endingIn(D), "1 day"],
    ["1 day 23 hours floors to 1 day", endingIn(D + 23 * H), "1 day"],
    ["23 h 59 min floors to 23 hours", endingIn(D - M), "23 hours"],
    ["1 second under a day", endingIn(D - 1), "23 hours"],
    ["2 hours", endingIn(2 * H), "2 hours"],
    ["1 hour exactly is singular", endingIn(H), "1 hour"],
    ["1 hour 59 min floors to 1 hour", endingIn(H + 59 * M), "1 hour"],
    ["59 minutes", endingIn(59 * M), "59 minutes"],
    ["59 min 59 s floors to 59 minutes", endingIn(H - 1), "59 minutes"],
    ["1 minute is singular", endingIn(M), "1 minute"],
    ["under a minute reads 0 minutes", endingIn(30), "0 minutes"],
    ["ending right now is overdue", endingIn(0), "0 days"],
    ["overdue cycle", endingIn(-5 * H), "0 days"],
    ["no data yet", undefined, "0 days"],
    ["bigint interval is accepted", { lastEpoch: BigInt(NOW), epochInterval: BigInt(3 * D) }, "3 days"],
    ["number lastEpoch is accepted", { lastEpoch: NOW, epochInterval: 2 * H }, "2 hours"],
  ])("%s → %s", (_name, timing, expected) => {
    expect(cycleTimeLeft(timing, NOW)).toBe(expected);
  });

  it("reads 0 days for a NaN clock instead of NaN days", () => {
    expect(cycleTimeLeft(endingIn(D), Number.NaN)).toBe("0 days");
  });
});
