import { describe, expect, it } from "vitest";
import { allBondsWithdrawn, chainValidators, type PoolEventFacts } from "./chain-validators";

const BOND = 50_000_000_000_000_000n; // holesky's 0.05 ETH
const event = (kind: PoolEventFacts["kind"], validators: number[], value: bigint | null = null): PoolEventFacts => ({
  kind,
  validators,
  value,
});

describe("chainValidators", () => {
  it("lists Alice's seeded validators from her events alone, in index order", () => {
    // Her registrations (101, 102, 105 in one transaction, 103 later), the claim of cycle 3 and the exit of 105.
    const events = [
      event("Registered", [105, 101, 102]),
      event("RewardsWithdrawal", [101, 102, 105], 428_475_000_000_000_000n),
      event("Registered", [103]),
      event("ExitRequested", [105]),
    ];
    expect(chainValidators(events, BOND)).toEqual([
      { index: 101, exitRequested: false, bondWithdrawn: false, deposited: BOND },
      { index: 102, exitRequested: false, bondWithdrawn: false, deposited: BOND },
      { index: 103, exitRequested: false, bondWithdrawn: false, deposited: BOND },
      { index: 105, exitRequested: true, bondWithdrawn: false, deposited: BOND },
    ]);
  });

  it("adds each top-up to what was paid in, and a withdrawal clears the exit request", () => {
    const events = [
      event("Registered", [203]),
      event("StakeAdded", [203], 15_000_000_000_000_000n),
      event("StakeAdded", [203], 15_000_000_000_000_000n),
      event("ExitRequested", [203]),
      event("StakeWithdrawal", [203], 35_000_000_000_000_000n),
    ];
    expect(chainValidators(events, BOND)).toEqual([
      { index: 203, exitRequested: false, bondWithdrawn: true, deposited: 80_000_000_000_000_000n },
    ]);
  });

  it("starts a validator afresh when it registers again after its bond was withdrawn", () => {
    const events = [
      event("Registered", [7]),
      event("StakeAdded", [7], 1n),
      event("ExitRequested", [7]),
      event("StakeWithdrawal", [7], BOND),
      event("Registered", [7]),
    ];
    expect(chainValidators(events, BOND)).toEqual([
      { index: 7, exitRequested: false, bondWithdrawn: false, deposited: BOND },
    ]);
  });

  it("ignores events about indexes this address never registered", () => {
    const events = [event("ExitRequested", [9]), event("StakeAdded", [9], 1n), event("StakeWithdrawal", [9], 2n)];
    expect(chainValidators(events, BOND)).toEqual([]);
  });

  it("applies an event that names several validators to each of them", () => {
    const events = [
      event("Registered", [3, 1, 2]),
      event("ExitRequested", [1, 3]),
      event("StakeWithdrawal", [3], BOND),
    ];
    expect(chainValidators(events, BOND)).toEqual([
      { index: 1, exitRequested: true, bondWithdrawn: false, deposited: BOND },
      { index: 2, exitRequested: false, bondWithdrawn: false, deposited: BOND },
      { index: 3, exitRequested: false, bondWithdrawn: true, deposited: BOND },
    ]);
  });
});

describe("allBondsWithdrawn", () => {
  it("holds for an address that never registered, and when every bond came back", () => {
    expect(allBondsWithdrawn([])).toBe(true);
    const out = { index: 1, exitRequested: false, bondWithdrawn: true, deposited: BOND };
    expect(allBondsWithdrawn([out, { ...out, index: 2 }])).toBe(true);
    expect(allBondsWithdrawn([out, { ...out, index: 2, bondWithdrawn: false }])).toBe(false);
  });
});
