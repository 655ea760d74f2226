import { StandardMerkleTree } from "@openzeppelin/merkle-tree";
import { zeroHash } from "viem";
import { describe, expect, it } from "vitest";
import { closeCycle, stateRootOf } from "./close-cycle";
import { applyPoolEvent } from "./event-rules";
import { totalOwed } from "./state";
import { activeRecord, AMOUNTS, BOND, OWNER_A, OWNER_B, record, REGISTRY, stateOf, TOP_UP } from "./test-helpers";
import { LEAF_TYPES } from "./trees";
import type { Duty, OracleState } from "./types";

const close = (state: OracleState, duties: Duty[] = [], extra = 0n) =>
  closeCycle(state, { duties, poolBalance: totalOwed(state.validators.values()) + extra, amounts: AMOUNTS });

describe("closeCycle: distribution", () => {
  it("shares the undistributed balance minus 1.5% equally, leaving the dust in the pool", () => {
    const state = stateOf(activeRecord(1), activeRecord(2, { rewards: 10n }), activeRecord(6, { eth1: OWNER_B }));
    const extra = 1_000_000_000_000_000_001n;
    const { report, state: next, proposal } = close(state, [], extra);
    // 1.5% of 1.000000000000000001 ETH, then a third of the rest each; the 2 wei left over stay in the pool.
    const fee = 15_000_000_000_000_000n;
    const share = 328_333_333_333_333_333n;
    expect(report).toMatchObject({ epoch: 1, undistributed: extra, fee, share, eligible: [1, 2, 6] });
    expect(proposal.fee).toBe(fee);
    expect([1, 2, 6].map((i) => record(next, i).rewards)).toEqual([share, 328_333_333_333_333_343n, share]);
  });

  it.each([
    ["a Pending validator accrues", activeRecord(2, { firstBlockProposed: false }), [], true],
    ["an exit-requested validator still earns its last cycle", activeRecord(2, { exitRequested: true }), [], true],
    ["a validator below the full bond earns nothing", activeRecord(2, { stake: BOND - TOP_UP }), [], false],
    ["an exited validator earns nothing", activeRecord(2, { active: false }), [], false],
    ["a relay-check failure leaves it out", activeRecord(2), [{ index: 2, kind: "relayCheckFailed" }], false],
    ["a forgiven miss leaves it out", activeRecord(2), [{ index: 2, kind: "missed" }], false],
    [
      "a miss while Pending leaves it out",
      activeRecord(2, { firstBlockProposed: false }),
      [{ index: 2, kind: "missed" }],
      false,
    ],
    [
      "a wrong fee recipient while Pending leaves it out",
      activeRecord(2, { firstBlockProposed: false }),
      [{ index: 2, kind: "wrongFeeRecipient" }],
      false,
    ],
  ] as const)("%s", (_case, candidate, duties, eligible) => {
    const { report } = close(stateOf(activeRecord(1), candidate), [...duties], 1_000_000n);
    expect(report.eligible.includes(2)).toBe(eligible);
  });

  it("shares nothing (and takes no fee) when nothing is left over or nobody is eligible", () => {
    const state = stateOf(activeRecord(1, { rewards: 5n }));
    expect(closeCycle(state, { duties: [], poolBalance: 1n, amounts: AMOUNTS }).report).toMatchObject({
      undistributed: 0n,
      fee: 0n,
      share: 0n,
    });
    const nobody = stateOf(activeRecord(1, { stake: BOND - TOP_UP }));
    const { report, state: next } = close(nobody, [], 1_000n);
    expect(report).toMatchObject({ undistributed: 1_000n, fee: 0n, share: 0n, eligible: [] });
    expect(record(next, 1).rewards).toBe(0n);
  });

  it("counts penalties in this cycle's undistributed balance (they stay in the pool)", () => {
    const state = stateOf(activeRecord(1), activeRecord(2, { firstMissedSlot: true }));
    const { report } = close(state, [{ index: 2, kind: "missed" }], 0n);
    expect(report.undistributed).toBe(TOP_UP);
    expect(report.eligible).toEqual([1]);
  });
});

describe("closeCycle: proposals, misses and wrong fee recipients", () => {
  it("activates a Pending validator at its first proposal paying the pool, making its accrued rewards claimable", () => {
    const state = stateOf(activeRecord(1, { firstBlockProposed: false, rewards: 40n }));
    const { report, state: next } = close(state, [{ index: 1, kind: "proposed" }]);
    expect(report.activated).toEqual([1]);
    expect(record(next, 1).firstBlockProposed).toBe(true);
    expect(next.published.withdrawals.proofFor(OWNER_A)).toMatchObject({
      address: expect.any(String),
      indexes: [1],
      amount: 40n,
    });
  });

  it.each([
    [
      "Pending: accrued rewards go to the pool, the bond stays",
      { firstBlockProposed: false, rewards: 40n },
      1,
      { rewards: 0n, stake: BOND, slashMiss: 1, firstMissedSlot: false },
    ],
    [
      "activated, first miss: forgiven",
      { rewards: 40n },
      1,
      { rewards: 40n, stake: BOND, slashMiss: 1, firstMissedSlot: true },
    ],
    [
      "activated, a later miss: the top-up is taken",
      { rewards: 40n, firstMissedSlot: true },
      1,
      { rewards: 40n, stake: BOND - TOP_UP, slashMiss: 1 },
    ],
    [
      "two misses in a cycle: the first forgiven, the second taken",
      {},
      2,
      { stake: BOND - TOP_UP, slashMiss: 2, firstMissedSlot: true },
    ],
    [
      "three later misses: three top-ups",
      { firstMissedSlot: true },
      3,
      { stake: BOND - TOP_UP * 3n, slashMiss: 3, active: true },
    ],
  ] as const)("a missed proposal, %s", (_case, over, misses, expected) => {
    const duties: Duty[] = Array.from({ length: misses }, () => ({ index: 1, kind: "missed" }));
    const { state: next } = close(stateOf(activeRecord(1, over)), duties);
    expect(record(next, 1)).toMatchObject(expected);
  });

  it("expels a validator whose bond cannot cover the penalty, taking what is left", () => {
    const { report, state: next } = close(
      stateOf(activeRecord(1, { firstMissedSlot: true, stake: TOP_UP - 1n, exitRequested: true })),
      [{ index: 1, kind: "missed" }],
    );
    expect(record(next, 1)).toMatchObject({ stake: 0n, active: false, deactivated: true, exitRequested: false });
    expect(report).toMatchObject({ expelled: [1], penalized: [{ index: 1, amount: TOP_UP - 1n }], exited: [] });
  });

  it("a wrong fee recipient once activated costs the whole bond and expels; the rewards stay claimable", () => {
    const { report, state: next } = close(
      stateOf(activeRecord(1, { rewards: 40n })),
      [{ index: 1, kind: "wrongFeeRecipient" }],
      0n,
    );
    expect(record(next, 1)).toMatchObject({ stake: 0n, rewards: 40n, slashFee: 1, active: false, deactivated: true });
    expect(report).toMatchObject({ expelled: [1], penalized: [{ index: 1, amount: BOND }], undistributed: BOND });
    expect(next.published.withdrawals.proofFor(OWNER_A)?.amount).toBe(40n);
    expect(next.published.exits.proofFor(OWNER_A)).toBeNull();
  });

  it("a wrong fee recipient while Pending only forfeits the accrued rewards", () => {
    const { report, state: next } = close(stateOf(activeRecord(1, { firstBlockProposed: false, rewards: 40n })), [
      { index: 1, kind: "wrongFeeRecipient" },
    ]);
    expect(record(next, 1)).toMatchObject({ stake: BOND, rewards: 0n, slashFee: 1, active: true, deactivated: false });
    expect(report.forfeited).toEqual([{ index: 1, amount: 40n }]);
  });

  it("ignores duties of validators the pool does not (or no longer) subscribes", () => {
    const exited = activeRecord(1, { active: false });
    const { state: next } = close(stateOf(exited), [
      { index: 1, kind: "missed" },
      { index: 42, kind: "wrongFeeRecipient" },
    ]);
    expect(record(next, 1)).toEqual(exited);
    expect(next.validators.has(42)).toBe(false);
  });

  it("labels describe the last closed cycle only; an expelled validator keeps its reason", () => {
    const state = stateOf(activeRecord(1), activeRecord(2), activeRecord(3));
    const first = close(state, [
      { index: 1, kind: "missed" },
      { index: 2, kind: "relayCheckFailed" },
      { index: 3, kind: "wrongFeeRecipient" },
    ]).state;
    expect(
      [1, 2, 3].map((i) => [record(first, i).slashMiss, record(first, i).excludeRebalance, record(first, i).slashFee]),
    ).toEqual([
      [1, false, 0],
      [0, true, 0],
      [0, false, 1],
    ]);
    const second = close(first).state;
    expect(record(second, 1)).toMatchObject({ slashMiss: 0, firstMissedSlot: true });
    expect(record(second, 2).excludeRebalance).toBe(false);
    expect(record(second, 3).slashFee).toBe(1);
  });
});

describe("closeCycle: exits and trees", () => {
  it("moves exit-requested validators out with their bond in the exits tree", () => {
    const state = stateOf(
      activeRecord(1, { exitRequested: true, rewards: 5n }),
      activeRecord(2, { exitRequested: true, stake: BOND - TOP_UP }),
      activeRecord(3),
    );
    const { report, state: next } = close(state);
    expect(record(next, 1)).toMatchObject({ active: false, exitRequested: false, stake: BOND, rewards: 5n });
    expect(report.exited.map((e) => [e.index, e.stake])).toEqual([
      [1, BOND],
      [2, BOND - TOP_UP],
    ]);
    expect(next.published.exits.proofFor(OWNER_A)).toMatchObject({ indexes: [1, 2], amount: BOND * 2n - TOP_UP });
  });

  it("a voluntary exit on the beacon chain moves the validator out with its bond, with no request of its owner", () => {
    const state = stateOf(activeRecord(1), activeRecord(2));
    const { report, state: next } = close(state, [{ index: 2, kind: "voluntaryExit" }]);
    expect(record(next, 2)).toMatchObject({ active: false, exitRequested: false, stake: BOND });
    expect(report.exited.map((e) => [e.index, e.stake])).toEqual([[2, BOND]]);
    expect(next.published.exits.proofFor(OWNER_A)).toMatchObject({ indexes: [2], amount: BOND });
    expect(record(next, 1)).toMatchObject({ active: true, exitRequested: false });
  });

  it("an exit while Pending gives the accrued rewards to the pool", () => {
    const { report, state: next } = close(
      stateOf(activeRecord(1, { exitRequested: true, firstBlockProposed: false, rewards: 9n })),
    );
    expect(record(next, 1)).toMatchObject({ active: false, rewards: 0n, stake: BOND });
    expect(report.forfeited).toEqual([{ index: 1, amount: 9n }]);
  });

  it("builds one leaf per address, indexes ascending, Pending rewards left out, proofs verifying against the root", () => {
    const state = stateOf(
      activeRecord(5, { rewards: 50n }),
      activeRecord(3, { rewards: 30n }),
      activeRecord(4, { rewards: 40n, firstBlockProposed: false }),
      activeRecord(7, { eth1: OWNER_B, rewards: 70n }),
      activeRecord(8, { eth1: OWNER_B, rewards: 0n }),
    );
    const { state: next, proposal } = closeCycle(state, {
      duties: [],
      poolBalance: totalOwed(state.validators.values()),
      amounts: AMOUNTS,
    });
    const tree = next.published.withdrawals;
    expect(tree.root).toBe(proposal.withdrawals);
    expect(tree.leaves.map((l) => [l.address.toLowerCase(), l.indexes, l.amount])).toEqual([
      [OWNER_A, [3, 5], 80n],
      [OWNER_B, [7], 70n],
    ]);
    for (const owner of [OWNER_A, OWNER_B]) {
      const found = tree.proofFor(owner);
      if (!found) throw new Error("no proof");
      const value = [found.address, found.indexes.map(BigInt), found.amount];
      expect(StandardMerkleTree.verify(tree.root, [...LEAF_TYPES], value, [...found.proof])).toBe(true);
    }
  });

  it("keeps leaves cumulative: unclaimed rewards grow the next leaf, a claim starts it again", () => {
    const distributed = (state: OracleState) => close(state, [], 1_000_000n);
    const one = distributed(stateOf(activeRecord(1))).state;
    const first = one.published.withdrawals.proofFor(OWNER_A)?.amount ?? 0n;
    expect(first).toBeGreaterThan(0n);
    const two = distributed(one).state;
    expect(two.published.withdrawals.proofFor(OWNER_A)?.amount).toBe(first * 2n);

    const claimed = applyPoolEvent(
      two,
      { eventName: "RewardsWithdrawal", eth1: OWNER_A, indexes: [1], value: first * 2n },
      { registry: REGISTRY, amounts: AMOUNTS },
    );
    const three = distributed(claimed).state;
    expect(three.published.withdrawals.proofFor(OWNER_A)?.amount).toBe(first);
    expect(three.claimedRewards.size).toBe(0); // a new epoch: a new claim is allowed
  });

  it("keeps an unwithdrawn bond in the exits tree, next to a later exit of the same owner", () => {
    const one = close(stateOf(activeRecord(1, { exitRequested: true }), activeRecord(2))).state;
    const requested = applyPoolEvent(
      one,
      { eventName: "ExitRequested", eth1: OWNER_A, indexes: [2] },
      { registry: REGISTRY, amounts: AMOUNTS },
    );
    const two = close(requested).state;
    expect(two.published.exits.proofFor(OWNER_A)).toMatchObject({ indexes: [1, 2], amount: BOND * 2n });
  });

  it("publishes the zero root for an empty tree", () => {
    const { proposal } = close(stateOf(activeRecord(1)));
    expect(proposal.withdrawals).toBe(zeroHash);
    expect(proposal.exits).toBe(zeroHash);
  });

  it("commits to the whole state: the same records give the same root, any change another", () => {
    const records = [activeRecord(1), activeRecord(2, { rewards: 1n })];
    expect(stateRootOf(3, records)).toBe(stateRootOf(3, [...records].reverse()));
    expect(stateRootOf(3, records)).not.toBe(stateRootOf(4, records));
    expect(stateRootOf(3, records)).not.toBe(stateRootOf(3, [activeRecord(1), activeRecord(2, { rewards: 2n })]));
  });

  it("reports each validator whose status, health or amounts changed", () => {
    const state = stateOf(
      activeRecord(1, { exitRequested: true }),
      activeRecord(2, { firstBlockProposed: false }),
      activeRecord(3, { active: false }),
    );
    const { report } = close(state, [{ index: 2, kind: "proposed" }]);
    expect(report.changes.map((c) => [c.index, c.before.status, c.after.status])).toEqual([
      [1, "Exit Requested", "Exited"],
      [2, "Pending", "Active"],
    ]);
  });
});
