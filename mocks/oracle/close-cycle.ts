import { encodeAbiParameters, getAddress, keccak256, parseAbiParameters, type Hex } from "viem";
import { recordHealth, recordStatus, type RecordHealth, type RecordStatus } from "./record-rules";
import { totalOwed } from "./state";
import { buildClaimTree, groupLeaves, type ClaimTree } from "./trees";
import type { Duty, OracleState, OracleValidator, PoolAmounts } from "./types";

/** The operators' share of each cycle's rewards: 1.5%. */
export const OPERATOR_FEE_PER_MILLE = 15n;

export interface CycleInput {
  /** What happened on the beacon chain during the cycle, in order. */
  readonly duties: readonly Duty[];
  /** The pool's ETH balance at the cycle's snapshot block. */
  readonly poolBalance: bigint;
  readonly amounts: PoolAmounts;
}

/** governance.proposeEpoch's argument. */
export interface EpochProposal {
  readonly withdrawals: Hex;
  readonly exits: Hex;
  readonly state: Hex;
  readonly fee: bigint;
}

export interface ValidatorSnapshot {
  readonly status: RecordStatus;
  readonly health: RecordHealth;
  readonly rewards: bigint;
  readonly stake: bigint;
}

export interface ValidatorChange {
  readonly index: number;
  readonly eth1: string;
  readonly before: ValidatorSnapshot;
  readonly after: ValidatorSnapshot;
}

export interface CycleReport {
  readonly epoch: number;
  readonly poolBalance: bigint;
  /** Bonds and unclaimed rewards after this cycle's penalties: not the cycle's to share. */
  readonly owed: bigint;
  readonly undistributed: bigint;
  readonly fee: bigint;
  /** What each eligible validator received. */
  readonly share: bigint;
  readonly eligible: readonly number[];
  readonly activated: readonly number[];
  /** First missed proposal after activation: left out of this cycle, no bond taken. */
  readonly forgiven: readonly number[];
  readonly penalized: readonly { readonly index: number; readonly amount: bigint }[];
  readonly expelled: readonly number[];
  /** Accrued rewards of Pending validators given to the pool (a miss, a wrong fee, an exit). */
  readonly forfeited: readonly { readonly index: number; readonly amount: bigint }[];
  readonly exited: readonly { readonly index: number; readonly eth1: string; readonly stake: bigint }[];
  readonly withdrawalsRoot: Hex;
  readonly exitsRoot: Hex;
  readonly stateRoot: Hex;
  readonly changes: readonly ValidatorChange[];
}

export interface CycleOutcome {
  readonly state: OracleState;
  readonly proposal: EpochProposal;
  readonly report: CycleReport;
}

const STATE_ENCODING = parseAbiParameters(
  "uint64 epoch, (uint64 index, address eth1, uint256 rewards, uint256 stake, uint32 slashMiss, uint32 slashFee, bool firstBlockProposed, bool firstMissedSlot, bool excludeRebalance, bool exitRequested, bool active, bool deactivated)[] validators",
);

/** A commitment to every record after the cycle; a replay that rebuilds the same state finds the same root. */
export function stateRootOf(epoch: number, validators: Iterable<OracleValidator>): Hex {
  const records = [...validators]
    .sort((a, b) => a.index - b.index)
    .map((v) => ({ ...v, index: BigInt(v.index), eth1: getAddress(v.eth1) }));
  return keccak256(encodeAbiParameters(STATE_ENCODING, [BigInt(epoch), records]));
}

/** Claimable rewards: activated validators only (Pending ones accrue but cannot claim). */
export function withdrawalsTreeOf(validators: Iterable<OracleValidator>): ClaimTree {
  const entries = [...validators]
    .filter((v) => v.firstBlockProposed)
    .map((v) => ({ eth1: v.eth1, index: v.index, amount: v.rewards }));
  return buildClaimTree(groupLeaves(entries));
}

/** Withdrawable bonds: validators that have left the pool with a bond still in it. */
export function exitsTreeOf(validators: Iterable<OracleValidator>): ClaimTree {
  const entries = [...validators]
    .filter((v) => !v.active)
    .map((v) => ({ eth1: v.eth1, index: v.index, amount: v.stake }));
  return buildClaimTree(groupLeaves(entries));
}

function snapshot(v: OracleValidator, bond: bigint): ValidatorSnapshot {
  return { status: recordStatus(v), health: recordHealth(v, bond), rewards: v.rewards, stake: v.stake };
}

const sameSnapshot = (a: ValidatorSnapshot, b: ValidatorSnapshot): boolean =>
  a.status === b.status && a.health === b.health && a.rewards === b.rewards && a.stake === b.stake;

/**
 * Closes a reward cycle (docs/oracle.md), pure. In order: the last cycle's labels are cleared; the
 * cycle's duties are applied (activation, forgiven or penalised misses, wrong fee recipients, relay
 * exclusions, voluntary exits on the beacon chain marked exit-requested) and penalties taken from the bonds; the pool's undistributed balance minus the
 * operators' fee is split equally among eligible validators; exit-requested validators leave with
 * their bond in the exits tree; both trees are rebuilt with cumulative, unclaimed amounts.
 */
export function closeCycle(state: OracleState, input: CycleInput): CycleOutcome {
  const { bond, topUp } = input.amounts;
  const epoch = state.epoch + 1;
  const records = new Map<number, OracleValidator>();
  // The labels describe the last closed cycle; an expelled validator keeps its reason.
  for (const v of state.validators.values()) {
    records.set(v.index, { ...v, slashMiss: 0, excludeRebalance: false, slashFee: v.deactivated ? v.slashFee : 0 });
  }

  const activated: number[] = [];
  const forgiven: number[] = [];
  const forfeited = new Map<number, bigint>();
  const penalties = new Map<number, bigint>();
  const forfeit = (v: OracleValidator): OracleValidator => {
    if (v.rewards > 0n) forfeited.set(v.index, (forfeited.get(v.index) ?? 0n) + v.rewards);
    return { ...v, rewards: 0n };
  };
  const penalize = (index: number, amount: bigint) => penalties.set(index, (penalties.get(index) ?? 0n) + amount);

  for (const duty of input.duties) {
    const v = records.get(duty.index);
    if (!v || !v.active) continue; // the oracle only judges subscribed validators
    let next: OracleValidator = v;
    switch (duty.kind) {
      case "proposed":
        if (!v.firstBlockProposed) {
          next = { ...v, firstBlockProposed: true };
          activated.push(v.index);
        }
        break;
      case "missed":
        next = { ...v, slashMiss: v.slashMiss + 1 };
        if (!v.firstBlockProposed) next = forfeit(next);
        else if (!v.firstMissedSlot) {
          next = { ...next, firstMissedSlot: true };
          forgiven.push(v.index);
        } else penalize(v.index, topUp);
        break;
      case "wrongFeeRecipient":
        next = { ...v, slashFee: v.slashFee + 1 };
        if (!v.firstBlockProposed) next = forfeit(next);
        else penalize(v.index, bond);
        break;
      case "relayCheckFailed":
        next = { ...v, excludeRebalance: true };
        break;
      case "voluntaryExit":
        // Marked exit-requested by the oracle itself: it leaves below with its bond in the exits tree.
        next = { ...v, exitRequested: true };
        break;
    }
    records.set(v.index, next);
  }

  const penalized: { index: number; amount: bigint }[] = [];
  const expelled: number[] = [];
  for (const [index, penalty] of penalties) {
    const v = records.get(index);
    if (!v) continue;
    if (v.stake <= penalty) {
      // The bond cannot cover the penalty: all of it goes to the pool and the validator is expelled.
      penalized.push({ index, amount: v.stake });
      expelled.push(index);
      records.set(index, { ...v, stake: 0n, active: false, deactivated: true, exitRequested: false });
    } else {
      penalized.push({ index, amount: penalty });
      records.set(index, { ...v, stake: v.stake - penalty });
    }
  }

  const owed = totalOwed(records.values());
  const undistributed = input.poolBalance > owed ? input.poolBalance - owed : 0n;
  const eligible = [...records.values()]
    .filter((v) => v.active && v.stake === bond && !v.excludeRebalance && v.slashMiss === 0 && v.slashFee === 0)
    .map((v) => v.index)
    .sort((a, b) => a - b);
  let fee = 0n;
  let share = 0n;
  if (eligible.length > 0 && undistributed > 0n) {
    fee = (undistributed * OPERATOR_FEE_PER_MILLE) / 1000n;
    share = (undistributed - fee) / BigInt(eligible.length); // the remainder stays for the next cycle
    for (const index of eligible) {
      const v = records.get(index);
      if (v) records.set(index, { ...v, rewards: v.rewards + share });
    }
  }

  const exited: { index: number; eth1: string; stake: bigint }[] = [];
  for (const v of [...records.values()].sort((a, b) => a.index - b.index)) {
    if (!v.active || !v.exitRequested) continue;
    // Leaving while Pending gives the accrued rewards to the pool.
    const left = v.firstBlockProposed ? v : forfeit(v);
    records.set(v.index, { ...left, active: false, exitRequested: false });
    exited.push({ index: v.index, eth1: v.eth1, stake: v.stake });
  }

  const withdrawals = withdrawalsTreeOf(records.values());
  const exits = exitsTreeOf(records.values());
  const stateRoot = stateRootOf(epoch, records.values());

  const changes: ValidatorChange[] = [];
  for (const after of [...records.values()].sort((a, b) => a.index - b.index)) {
    const before = state.validators.get(after.index);
    if (!before) continue;
    const was = snapshot(before, bond);
    const now = snapshot(after, bond);
    if (!sameSnapshot(was, now)) changes.push({ index: after.index, eth1: after.eth1, before: was, after: now });
  }

  return {
    state: {
      validators: records,
      epoch,
      published: { epoch, withdrawals, exits },
      claimedRewards: new Set(),
      claimedStake: new Set(),
    },
    proposal: { withdrawals: withdrawals.root, exits: exits.root, state: stateRoot, fee },
    report: {
      epoch,
      poolBalance: input.poolBalance,
      owed,
      undistributed,
      fee,
      share,
      eligible,
      activated,
      forgiven,
      penalized,
      expelled,
      forfeited: [...forfeited.entries()].map(([index, amount]) => ({ index, amount })),
      exited,
      withdrawalsRoot: withdrawals.root,
      exitsRoot: exits.root,
      stateRoot,
      changes,
    },
  };
}
