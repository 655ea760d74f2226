import { describe, expect, it } from "vitest";
import { parsePoolData, parsePoolStats, parseRegisterValidate } from "../../lib/protocol/api-schemas";
import { closeCycle } from "./close-cycle";
import { applyPoolEvent } from "./event-rules";
import { totalOwed } from "./state";
import { activeRecord, AMOUNTS, BOND, OWNER_A, OWNER_B, REGISTRY, stateOf } from "./test-helpers";
import { amountInput, poolStatsOf, registerValidateFor, treeProofFor, validatorsFor } from "./views";
import type { OracleState } from "./types";
import type { BeaconRegistry } from "./beacon-registry";

// What GET pooldata composes from the three oracle routes.
const poolDataFor = (state: OracleState, registry: BeaconRegistry, address: string) => ({
  validators: validatorsFor(state, registry, address),
  withdrawals: treeProofFor(state, "withdrawals", address),
  exits: treeProofFor(state, "exits", address),
});

// A closed cycle with A's rewards (1, 2) and an exited bond (3), and a Pending validator (4) of A.
const closed = (() => {
  const state = stateOf(
    activeRecord(1, { rewards: 10n }),
    activeRecord(2, { rewards: 20n }),
    activeRecord(3, { exitRequested: true }),
    activeRecord(4, { firstBlockProposed: false, rewards: 5n }),
    activeRecord(6, { eth1: OWNER_B }),
  );
  return closeCycle(state, { duties: [], poolBalance: totalOwed(state.validators.values()), amounts: AMOUNTS }).state;
})();

describe("poolDataFor", () => {
  it("sends known validators in full, the owner's other beacon validators as { index }, and both proofs", () => {
    const data = poolDataFor(closed, REGISTRY, OWNER_A);
    expect(data.validators.map((v) => ("eth1" in v ? v.index : `{${v.index}}`))).toEqual([1, 2, 3, 4, "{5}", "{9}"]);
    expect(data.validators[0]).toMatchObject({
      eth1: OWNER_A,
      rewards: amountInput(10n),
      stake: amountInput(BOND),
      excludeRebalance: false,
    });
    const parsed = parsePoolData(data);
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(parsed.value.withdrawals).toMatchObject({ indexes: [1, 2], amount: 30n });
    expect(parsed.value.exits).toMatchObject({ indexes: [3], amount: BOND });
    expect(parsed.value.validators.find((v) => v.index === 5)?.active).toBeUndefined();
  });

  it("answers the same for a checksummed address", () => {
    expect(poolDataFor(closed, REGISTRY, "0x00000000000000000000000000000000000000AA")).toEqual(
      poolDataFor(closed, REGISTRY, OWNER_A),
    );
  });

  it("sends { proof: [] } for a proof already claimed in this epoch", () => {
    const context = { registry: REGISTRY, amounts: AMOUNTS };
    const claimed = applyPoolEvent(
      closed,
      { eventName: "RewardsWithdrawal", eth1: OWNER_A, indexes: [1, 2], value: 30n },
      context,
    );
    expect(poolDataFor(claimed, REGISTRY, OWNER_A)).toMatchObject({
      withdrawals: { proof: [] },
      exits: { proof: [expect.any(Array), [3], amountInput(BOND)] },
    });
    const withdrawn = applyPoolEvent(
      claimed,
      { eventName: "StakeWithdrawal", eth1: OWNER_A, indexes: [3], value: BOND },
      context,
    );
    expect(poolDataFor(withdrawn, REGISTRY, OWNER_A)).toEqual(
      expect.objectContaining({ withdrawals: { proof: [] }, exits: { proof: [] } }),
    );
  });

  it("gives an address without validators an empty list and no proofs", () => {
    const data = poolDataFor(closed, REGISTRY, "0x00000000000000000000000000000000000000cc");
    expect(data).toEqual({ validators: [], withdrawals: { proof: [] }, exits: { proof: [] } });
    expect(parsePoolData(data).ok).toBe(true);
  });
});

describe("registerValidateFor", () => {
  it("answers every index in order, in the shape the page parses", () => {
    const answer = registerValidateFor(closed, REGISTRY, OWNER_A, [5, 1, 9, 6, 50, 5]);
    expect(answer).toEqual({
      ok: true,
      data: [
        { index: 5, status: "ok" },
        { index: 1, status: "already registered" },
        { index: 9, status: "deactivated" },
        { index: 6, status: "unowned" },
        { index: 50, status: "unowned" },
        { index: 5, status: "ok" },
      ],
    });
    expect(parseRegisterValidate(answer).ok).toBe(true);
  });
});

describe("poolStatsOf", () => {
  it("counts active validators by activation and reports what the open cycle will share", () => {
    const owed = totalOwed(closed.validators.values());
    const stats = poolStatsOf(closed, owed + 123n);
    expect(stats).toMatchObject({ awaiting_activation: 1, activated: 3, total_value_period: amountInput(123n) });
    const parsed = parsePoolStats(stats);
    expect(parsed.ok && parsed.value.subscribers).toBe(4);
  });

  it("adds the oracle's other totals: rewards and bonds held, misses and wrong fees counted", () => {
    const state = stateOf(activeRecord(1, { rewards: 10n }), activeRecord(2, { rewards: 20n, slashMiss: 1 }));
    expect(poolStatsOf(state, 0n)).toEqual({
      awaiting_activation: 0,
      activated: 2,
      total_rewards: { type: "BigNumber", hex: "0x1e" },
      total_stake: amountInput(2n * BOND),
      total_value_period: { type: "BigNumber", hex: "0x0" },
      total_miss: { type: "BigNumber", hex: "0x1" },
      total_fee: { type: "BigNumber", hex: "0x0" },
    });
  });

  it("never reports a negative cycle total", () => {
    expect(poolStatsOf(closed, 0n).total_value_period).toEqual(amountInput(0n));
  });
});
