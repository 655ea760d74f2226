import { describe, expect, it } from "vitest";
import { applyPoolEvent, registrationVerdict, type PoolEvent } from "./event-rules";
import { emptyOracleState } from "./state";
import { activeRecord, AMOUNTS, BOND, OWNER_A, OWNER_B, record, REGISTRY, stateOf, TOP_UP } from "./test-helpers";
import type { OracleState } from "./types";

const apply = (state: OracleState, event: PoolEvent) =>
  applyPoolEvent(state, event, { registry: REGISTRY, amounts: AMOUNTS });
const upper = OWNER_A.toUpperCase().replace("0X", "0x");

describe("Registered", () => {
  it("creates an active Pending record with the full bond for the owner's validators", () => {
    const next = apply(emptyOracleState(), { eventName: "Registered", eth1: upper, indexes: [2, 1] });
    expect([...next.validators.keys()].sort()).toEqual([1, 2]);
    expect(record(next, 1)).toEqual({
      index: 1,
      eth1: OWNER_A,
      rewards: 0n,
      stake: BOND,
      slashMiss: 0,
      slashFee: 0,
      firstBlockProposed: false,
      firstMissedSlot: false,
      excludeRebalance: false,
      exitRequested: false,
      active: true,
      deactivated: false,
    });
  });

  it.each([
    ["another owner's validator", OWNER_B, 1],
    ["a validator nobody owns", OWNER_A, 50],
    ["a validator deactivated on the beacon chain", OWNER_A, 9],
  ])("ignores %s (the payment stays in the pool)", (_case, eth1, index) => {
    const state = emptyOracleState();
    expect(apply(state, { eventName: "Registered", eth1, indexes: [index] })).toBe(state);
  });

  it.each([
    ["already active", activeRecord(1, { rewards: 7n })],
    ["expelled (deactivated)", activeRecord(1, { active: false, deactivated: true, stake: 0n, rewards: 3n })],
    ["exited with its bond still in the pool", activeRecord(1, { active: false })],
    ["exited with rewards still unclaimed", activeRecord(1, { active: false, stake: 0n, rewards: 5n })],
  ])("ignores a validator that is %s", (_case, existing) => {
    const state = stateOf(existing);
    expect(record(apply(state, { eventName: "Registered", eth1: OWNER_A, indexes: [1] }), 1)).toEqual(existing);
  });

  it("re-subscribes an exited validator that holds nothing any more, as a fresh Pending record", () => {
    const state = stateOf(activeRecord(1, { active: false, stake: 0n, rewards: 0n, firstMissedSlot: true }));
    const next = record(apply(state, { eventName: "Registered", eth1: OWNER_A, indexes: [1] }), 1);
    expect(next).toMatchObject({ active: true, stake: BOND, firstBlockProposed: false, firstMissedSlot: false });
  });
});

describe("registrationVerdict (registerValidate)", () => {
  const state = stateOf(
    activeRecord(1),
    activeRecord(2, { active: false, deactivated: true, stake: 0n }),
    activeRecord(3, { active: false, stake: 0n }),
  );
  it.each([
    [1, OWNER_A, "already registered"],
    [2, OWNER_A, "deactivated"],
    [3, OWNER_A, "ok"], // exited and holding nothing: shows Unregistered, may subscribe again
    [4, OWNER_A, "ok"],
    [9, OWNER_A, "deactivated"],
    [4, OWNER_B, "unowned"],
    [9, OWNER_B, "unowned"],
    [50, OWNER_A, "unowned"],
  ])("index %i for %s is %s", (index, address, verdict) => {
    expect(registrationVerdict(state, REGISTRY, address, index)).toBe(verdict);
  });
});

describe("ExitRequested", () => {
  it("marks the owner's active validators, Pending ones included", () => {
    const state = stateOf(activeRecord(1), activeRecord(2, { firstBlockProposed: false }));
    const next = apply(state, { eventName: "ExitRequested", eth1: OWNER_A, indexes: [1, 2] });
    expect(record(next, 1).exitRequested).toBe(true);
    expect(record(next, 2).exitRequested).toBe(true);
  });

  it.each([
    ["another owner's", OWNER_B, activeRecord(1)],
    ["an exited", OWNER_A, activeRecord(1, { active: false })],
  ])("ignores %s validator", (_case, eth1, existing) => {
    const state = stateOf(existing);
    expect(apply(state, { eventName: "ExitRequested", eth1, indexes: [1] })).toBe(state);
  });
});

describe("StakeAdded", () => {
  it.each([
    ["tops up a penalized bond", BOND - TOP_UP, TOP_UP, BOND],
    ["caps the bond: the excess stays in the pool", BOND - TOP_UP, TOP_UP * 2n, BOND],
    ["adds a partial top-up", BOND - TOP_UP * 2n, TOP_UP, BOND - TOP_UP],
    ["keeps a full bond full", BOND, 1n, BOND],
  ])("%s", (_case, stake, value, expected) => {
    const state = stateOf(activeRecord(1, { stake }));
    expect(record(apply(state, { eventName: "StakeAdded", eth1: OWNER_A, index: 1, value }), 1).stake).toBe(expected);
  });

  it.each([
    ["for another owner's validator", OWNER_B, activeRecord(1, { stake: BOND - TOP_UP })],
    ["for an exited validator", OWNER_A, activeRecord(1, { active: false, stake: BOND - TOP_UP })],
  ])("ignores a top-up %s", (_case, eth1, existing) => {
    const state = stateOf(existing);
    expect(record(apply(state, { eventName: "StakeAdded", eth1, index: 1, value: TOP_UP }), 1)).toEqual(existing);
  });
});

describe("RewardsWithdrawal and StakeWithdrawal", () => {
  it("zeroes the claimed validators' rewards and remembers the claim for this epoch", () => {
    const state = stateOf(
      activeRecord(1, { rewards: 5n }),
      activeRecord(2, { rewards: 6n }),
      activeRecord(3, { rewards: 8n, firstBlockProposed: false }),
    );
    const next = apply(state, { eventName: "RewardsWithdrawal", eth1: OWNER_A, indexes: [1, 2], value: 11n });
    expect([1, 2, 3].map((i) => record(next, i).rewards)).toEqual([0n, 0n, 8n]); // 3 is Pending: not in the leaf, keeps accruing
    expect(next.claimedRewards.has(OWNER_A)).toBe(true);
    expect(next.claimedStake.size).toBe(0);
  });

  it("zeroes an exited validator's bond, clears its exit flag, and its rewards too if it never proposed", () => {
    const state = stateOf(
      activeRecord(1, { active: false, rewards: 5n }),
      activeRecord(2, { active: false, rewards: 4n, firstBlockProposed: false }),
      activeRecord(3, { rewards: 1n }),
    );
    const next = apply(state, { eventName: "StakeWithdrawal", eth1: OWNER_A, indexes: [1, 2, 3], value: BOND * 2n });
    expect(record(next, 1)).toMatchObject({ stake: 0n, rewards: 5n, exitRequested: false });
    expect(record(next, 2)).toMatchObject({ stake: 0n, rewards: 0n });
    expect(record(next, 3)).toEqual(activeRecord(3, { rewards: 1n })); // still active: not part of an exits leaf
    expect(next.claimedStake.has(OWNER_A)).toBe(true);
  });

  it("ignores another owner's indexes", () => {
    const state = stateOf(activeRecord(1, { rewards: 5n }));
    const next = apply(state, { eventName: "RewardsWithdrawal", eth1: OWNER_B, indexes: [1], value: 5n });
    expect(record(next, 1).rewards).toBe(5n);
  });
});
