import { describe, expect, it } from "vitest";
import { between, pairedDifference, summarizeTimes, summarizeTries } from "./phone-summary";

const tapTry = (drawnMs: number, doneMs: number | null, takenMs: number | null = drawnMs + 20) => ({
  drawnMs,
  tapMs: drawnMs + 5,
  takenMs,
  doneMs,
});

describe("summarizeTries", () => {
  it("takes each figure's median on its own, counts the tries that got there, and their spread", () => {
    expect(summarizeTries([tapTry(900, 3100), tapTry(1100, 2900), tapTry(1000, 3300)])).toEqual({
      tries: 3,
      done: 3,
      drawnMs: 1000,
      tapMs: 1005,
      takenMs: 1020,
      doneMs: 3100,
      doneMinMs: 2900,
      doneMaxMs: 3300,
    });
  });

  it("counts a try that never got there as the slowest, so mostly lost taps give never, not a flattering time", () => {
    const mostlyLost = summarizeTries([tapTry(900, 3000), tapTry(900, null, null), tapTry(900, null, null)]);
    expect(mostlyLost).toMatchObject({ done: 1, takenMs: null, doneMs: null, doneMinMs: 3000, doneMaxMs: null });
    const oneLost = summarizeTries([tapTry(900, 3000), tapTry(900, 3400), tapTry(900, null)]);
    expect(oneLost).toMatchObject({ done: 2, doneMs: 3400, doneMaxMs: null });
  });

  it("averages the middle two of an even count", () => {
    expect(summarizeTries([tapTry(1000, 3000), tapTry(1200, 3200)])).toMatchObject({ drawnMs: 1100, doneMs: 3100 });
  });
});

describe("summarizeTimes", () => {
  it("gives the median and the range of one figure", () => {
    expect(summarizeTimes([2900, 3400, 3100])).toEqual({ tries: 3, done: 3, medianMs: 3100, minMs: 2900, maxMs: 3400 });
  });

  it("counts a try that never got there as the slowest and leaves the range open", () => {
    expect(summarizeTimes([2000, null, null])).toEqual({ tries: 3, done: 1, medianMs: null, minMs: 2000, maxMs: null });
    expect(summarizeTimes([2000, 2600, null])).toEqual({ tries: 3, done: 2, medianMs: 2600, minMs: 2000, maxMs: null });
  });
});

describe("between", () => {
  it("gives each try's time from one moment to the next, never where either moment never came", () => {
    expect(between([2500, 2400, null, 2600], [3050, null, 3300, 3100])).toEqual([550, null, null, 500]);
  });
});

describe("pairedDifference", () => {
  it("takes the median of A minus B over the pairs where both got there, and counts the pairs each came sooner in", () => {
    expect(pairedDifference([3300, 3100, null, 3500], [3200, 3150, 3000, 3300])).toEqual({
      pairs: 3,
      medianMs: 100,
      aSooner: 1,
      bSooner: 2,
    });
    expect(pairedDifference([3300, 3100], [3200, 3150])).toEqual({ pairs: 2, medianMs: 25, aSooner: 1, bSooner: 1 });
    expect(pairedDifference([null], [3000])).toEqual({ pairs: 0, medianMs: null, aSooner: 0, bSooner: 0 });
  });

  it("counts a tie for neither build", () => {
    expect(pairedDifference([3000, 3100, 2900], [3000, 3000, 3000])).toEqual({
      pairs: 3,
      medianMs: 0,
      aSooner: 1,
      bSooner: 1,
    });
  });
});
