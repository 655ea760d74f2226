import { describe, expect, it } from "vitest";
import { applyPoolEvents, createValidatorListState } from "./events";
import { largeEventBatch } from "./test-fixtures";

const BOND = 10_000_000_000_000_000n;
const OWNER = "0xa0ee7a142d267c1f36714e4a8f75612f20a79720";

/** CPU milliseconds of the process for `work`: unlike the wall clock, it does not grow while other work holds the cores. */
function cpuMs(work: () => void): number {
  const before = process.cpuUsage();
  work();
  const spent = process.cpuUsage(before);
  return (spent.user + spent.system) / 1000;
}

describe("the event reducer's budget", () => {
  it("applies 10,000 events to 5,000 validators in 20 ms or less (the quickest of nine warm runs)", () => {
    const { base, logs } = largeEventBatch({
      owner: OWNER,
      firstIndex: 500_000,
      count: 5000,
      events: 10_000,
      bond: BOND,
    });
    const run = () => applyPoolEvents(createValidatorListState(base, BOND), logs);
    // The page applies batches again and again: the budget is for a warmed-up reducer. Other work on a shared machine
    // only ever adds time (even CPU time: caches and cores are shared), so the quickest run is the reducer's own cost;
    // `npm run bench` prints the median.
    for (let i = 0; i < 5; i++) run();
    const times = Array.from({ length: 9 }, () => cpuMs(run));
    expect(Math.min(...times)).toBeLessThanOrEqual(20);
    // And the batch did its work: each validator gets two events of one kind (top-up, claim, exit request, or a
    // registration of an already active validator, which changes nothing).
    const after = run();
    expect(after.logs).toHaveLength(10_000);
    expect(after.validators[0]).toMatchObject({ index: 500_000, stake: 7_000_000_000_000_000n });
    expect(after.validators[7]).toMatchObject({ index: 500_007, rewards: 0n });
    expect(after.validators[14]).toMatchObject({ index: 500_014, exitRequested: true });
    expect(after.validators[21]).toBe(base[21]);
  });
});
