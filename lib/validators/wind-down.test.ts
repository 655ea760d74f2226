import { describe, expect, it } from "vitest";
import { HOLESKY, validator } from "./test-fixtures";
import type { PoolProofs, Proof, Validator } from "./types";
import { unknownValidator } from "./types";
import {
  exitCandidates,
  exitCosts,
  isEverythingOut,
  remainingAfterCycle,
  totalExitCost,
  windDownFigures,
  windDownSteps,
} from "./wind-down";

const NODE = "0x1111111111111111111111111111111111111111111111111111111111111111";
const proof = (indexes: number[], amount: bigint): Proof => ({ proof: [NODE], indexes, amount });
const NONE: PoolProofs = { withdrawals: null, exits: null };

// Alice's seeded account (holesky amounts): 101 Active, 102 Active with a forgiven miss, 103 Pending with
// 0.073 ETH accrued, 104 Unregistered, 105 Exit Requested; her rewards proof covers 101, 102 and 105.
const at = (over: Partial<Validator>) => validator(over, HOLESKY);
const ALICE: readonly Validator[] = [
  at({ index: 101, rewards: 150_000_000_000_000_000n }),
  at({ index: 102, rewards: 128_475_000_000_000_000n, slashMiss: 1, firstMissedSlot: true }),
  at({ index: 103, rewards: 73_000_000_000_000_000n, firstBlockProposed: false }),
  unknownValidator(104),
  at({ index: 105, rewards: 150_000_000_000_000_000n, exitRequested: true }),
];
const ALICE_PROOFS: PoolProofs = { withdrawals: proof([101, 102, 105], 428_475_000_000_000_000n), exits: null };

describe("windDownFigures", () => {
  it("splits Alice's seeded account into the four figures", () => {
    expect(windDownFigures(ALICE, ALICE_PROOFS)).toEqual({
      claimableNow: 428_475_000_000_000_000n,
      unlocksAfterCycle: 50_000_000_000_000_000n,
      stillBonded: 150_000_000_000_000_000n,
      accruing: 73_000_000_000_000_000n,
    });
  });

  it("adds the bond proof to the rewards proof in Claimable now", () => {
    const proofs = { withdrawals: proof([101], 1_000n), exits: proof([201], 50_000_000_000_000_000n) };
    expect(windDownFigures([], proofs).claimableNow).toBe(50_000_000_000_001_000n);
  });

  it.each([
    // [case, record, unlocks, bonded, accruing]
    ["Active, Good", { rewards: 7n }, 0n, 50_000_000_000_000_000n, 7n],
    ["Active, Penalized (bond 0.035)", { stake: 35_000_000_000_000_000n }, 0n, 35_000_000_000_000_000n, 0n],
    ["Active, Missed block proposal", { slashMiss: 1, rewards: 5n }, 0n, 50_000_000_000_000_000n, 5n],
    ["Active, Wrong fee recipient", { slashFee: 1 }, 0n, 50_000_000_000_000_000n, 0n],
    ["Active, Relay incorrect fee recipient", { excludeRebalance: true, rewards: 3n }, 0n, 50_000_000_000_000_000n, 3n],
    ["Pending with accrued rewards", { firstBlockProposed: false, rewards: 9n }, 0n, 50_000_000_000_000_000n, 9n],
    [
      "Pending, exit requested (rewards go to the pool)",
      { firstBlockProposed: false, rewards: 9n, exitRequested: true },
      50_000_000_000_000_000n,
      0n,
      0n,
    ],
    ["Exit Requested", { exitRequested: true, rewards: 4n }, 50_000_000_000_000_000n, 0n, 4n],
    ["Exited with its bond still in the pool", { active: false, rewards: 2n }, 0n, 0n, 2n],
    [
      "Exited and expelled (bond taken)",
      { active: false, deactivated: true, stake: 0n, slashFee: 1, rewards: 0n },
      0n,
      0n,
      0n,
    ],
  ] as const)("%s", (_case, over, unlocks, bonded, accruing) => {
    const figures = windDownFigures([at({ index: 7, ...over })], NONE);
    expect(figures).toEqual({ claimableNow: 0n, unlocksAfterCycle: unlocks, stillBonded: bonded, accruing });
  });

  it("leaves an Unregistered validator out of every figure", () => {
    expect(windDownFigures([unknownValidator(104)], NONE)).toEqual({
      claimableNow: 0n,
      unlocksAfterCycle: 0n,
      stillBonded: 0n,
      accruing: 0n,
    });
  });

  it("does not count twice the rewards a proof already carries", () => {
    const figures = windDownFigures([at({ index: 1, rewards: 10n }), at({ index: 2, rewards: 20n })], {
      withdrawals: proof([1], 10n),
      exits: null,
    });
    expect(figures.claimableNow).toBe(10n);
    expect(figures.accruing).toBe(20n);
  });

  it("reads the same list again when the rewards proof's indexes change, and takes each proof's amounts as given", () => {
    const list = [at({ index: 1, rewards: 10n }), at({ index: 2, rewards: 20n })];
    expect(windDownFigures(list, NONE).accruing).toBe(30n);
    expect(windDownFigures(list, { withdrawals: proof([1], 10n), exits: null })).toMatchObject({
      claimableNow: 10n,
      accruing: 20n,
    });
    expect(windDownFigures(list, { withdrawals: proof([1, 2], 30n), exits: proof([2], 5n) })).toMatchObject({
      claimableNow: 35n,
      accruing: 0n,
    });
    expect(windDownFigures(list, NONE)).toMatchObject({ claimableNow: 0n, accruing: 30n });
  });
});

describe("isEverythingOut", () => {
  it("is true only when all four figures are zero", () => {
    const zero = { claimableNow: 0n, unlocksAfterCycle: 0n, stillBonded: 0n, accruing: 0n };
    expect(isEverythingOut(zero)).toBe(true);
    expect(isEverythingOut({ ...zero, claimableNow: 1n })).toBe(false);
    expect(isEverythingOut({ ...zero, unlocksAfterCycle: 1n })).toBe(false);
    expect(isEverythingOut({ ...zero, stillBonded: 1n })).toBe(false);
    expect(isEverythingOut({ ...zero, accruing: 1n })).toBe(false);
  });
});

describe("exit costs", () => {
  it("charges a Pending validator its accrued rewards, by validator and in total", () => {
    const costs = exitCosts(ALICE, [101, 102, 103]);
    expect(costs).toEqual([{ index: 103, forfeited: 73_000_000_000_000_000n }]);
    expect(totalExitCost(costs)).toBe(73_000_000_000_000_000n);
  });

  it.each([
    ["Active", { rewards: 5n }],
    ["Active, Penalized", { stake: 1n, rewards: 5n }],
    ["Exit Requested", { exitRequested: true, rewards: 5n }],
    ["Exited", { active: false, rewards: 5n }],
    ["Pending after a miss (its rewards were zeroed)", { firstBlockProposed: false, slashMiss: 1, rewards: 0n }],
    ["Pending after a wrong fee recipient (zeroed)", { firstBlockProposed: false, slashFee: 1, rewards: 0n }],
  ] as const)("costs nothing for %s", (_case, over) => {
    expect(exitCosts([at({ index: 9, ...over })], [9])).toEqual([]);
  });

  it("costs nothing for validators that are not chosen", () => {
    expect(exitCosts(ALICE, [101])).toEqual([]);
  });

  it("sums several Pending validators", () => {
    const list = [
      at({ index: 2, firstBlockProposed: false, rewards: 3n }),
      at({ index: 1, firstBlockProposed: false, rewards: 4n }),
    ];
    const costs = exitCosts(list, [1, 2]);
    expect(costs).toEqual([
      { index: 1, forfeited: 4n },
      { index: 2, forfeited: 3n },
    ]);
    expect(totalExitCost(costs)).toBe(7n);
  });
});

describe("Withdraw everything steps", () => {
  it("requests exit for every Active and Pending validator, then claims, then withdraws the bond", () => {
    const exitsProof = proof([201], 50_000_000_000_000_000n);
    expect(windDownSteps(ALICE, { ...ALICE_PROOFS, exits: exitsProof })).toEqual([
      { kind: "requestExit", indexes: [101, 102, 103] },
      { kind: "claimRewards", proof: ALICE_PROOFS.withdrawals },
      { kind: "withdrawBond", proof: exitsProof },
    ]);
  });

  it("does not request exit again for Exit Requested validators, nor for Unregistered or Exited ones", () => {
    const list = [at({ index: 1, exitRequested: true }), unknownValidator(2), at({ index: 3, active: false })];
    expect(exitCandidates(list)).toEqual([]);
    expect(windDownSteps(list, NONE)).toEqual([]);
  });

  it("lists exit candidates in ascending order", () => {
    expect(exitCandidates([at({ index: 30 }), at({ index: 4, firstBlockProposed: false }), at({ index: 12 })])).toEqual(
      [4, 12, 30],
    );
  });

  it("leaves, after this cycle, the bonds and the rewards no proof carries, less what exiting forfeits", () => {
    // 0.05 (105) + 0.15 (101, 102, 103) + 0.073 accrued by 103 − 0.073 forfeited by exiting 103 while Pending
    expect(remainingAfterCycle(ALICE, ALICE_PROOFS)).toBe(200_000_000_000_000_000n);
  });
});

describe("rewards reaching the owner", () => {
  it("keeps the rewards of a validator that is no longer active, even with an exit requested before its first block", () => {
    const gone = at({ index: 201, active: false, firstBlockProposed: false, exitRequested: true, rewards: 7n });
    expect(windDownFigures([gone], NONE).accruing).toBe(7n);
  });
});
