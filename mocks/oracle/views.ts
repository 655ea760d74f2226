import { toHex } from "viem";
import type {
  AmountInput,
  OraclePoolStatsInput,
  ProofInput,
  RegisterValidateInput,
  ValidatorInput,
} from "../../lib/protocol/api-schemas";
import { ownedIndexes, type BeaconRegistry } from "./beacon-registry";
import { registrationVerdict } from "./event-rules";
import { totalOwed, validatorsOf } from "./state";
import type { ClaimTree } from "./trees";
import type { OracleState, OracleValidator } from "./types";

/** Amounts as the deployed API sends them (ethers' BigNumber JSON). */
export function amountInput(wei: bigint): AmountInput {
  return { type: "BigNumber", hex: toHex(wei) };
}

export function validatorInput(v: OracleValidator): ValidatorInput {
  return {
    index: v.index,
    eth1: v.eth1,
    rewards: amountInput(v.rewards),
    stake: amountInput(v.stake),
    slashMiss: v.slashMiss,
    slashFee: v.slashFee,
    firstBlockProposed: v.firstBlockProposed,
    firstMissedSlot: v.firstMissedSlot,
    excludeRebalance: v.excludeRebalance,
    exitRequested: v.exitRequested,
    active: v.active,
    deactivated: v.deactivated,
  };
}

/** `{ proof: [] }` when there is nothing to claim (or it was claimed this epoch), else `{ proof: [proof, indexes, amount] }`. */
export function proofInput(tree: ClaimTree, address: string, claimed: ReadonlySet<string>): ProofInput {
  if (claimed.has(address.toLowerCase())) return { proof: [] };
  const found = tree.proofFor(address);
  if (!found) return { proof: [] };
  return { proof: [[...found.proof], [...found.indexes], amountInput(found.amount)] };
}

/** GET /validators/{addr}: the owner's known validators in full, and its other beacon validators as `{ index }`. */
export function validatorsFor(state: OracleState, registry: BeaconRegistry, address: string): ValidatorInput[] {
  const known = validatorsOf(state, address);
  const knownIndexes = new Set(known.map((v) => v.index));
  return [
    ...known.map(validatorInput),
    ...ownedIndexes(registry, address)
      .filter((index) => !knownIndexes.has(index))
      // Registered by another address (the oracle ignored it) or never: either way unknown to the pool.
      .filter((index) => state.validators.get(index) === undefined)
      .map((index) => ({ index })),
  ].sort((a, b) => a.index - b.index);
}

/** GET /tree/{tree}/{addr}: the address's leaf in the published tree, unless already claimed this epoch. */
export function treeProofFor(state: OracleState, tree: "withdrawals" | "exits", address: string): ProofInput {
  const claimed = tree === "withdrawals" ? state.claimedRewards : state.claimedStake;
  return proofInput(state.published[tree], address, claimed);
}

/** POST /registerValidate: one answer per requested index, in the request's order. */
export function registerValidateFor(
  state: OracleState,
  registry: BeaconRegistry,
  address: string,
  indexes: readonly number[],
): RegisterValidateInput {
  return {
    ok: true,
    data: indexes.map((index) => ({ index, status: registrationVerdict(state, registry, address, index) })),
  };
}

/**
 * GET /poolstats: subscribers by activation and what the open cycle will share (balance minus what is owed), plus
 * the oracle's other totals: rewards and bonds held, and the misses and wrong fee recipients counted (the page
 * reads none of those).
 */
export function poolStatsOf(state: OracleState, poolBalance: bigint): OraclePoolStatsInput {
  let awaiting = 0;
  let activated = 0;
  let rewards = 0n;
  let stake = 0n;
  let misses = 0n;
  let fees = 0n;
  for (const v of state.validators.values()) {
    rewards += v.rewards;
    stake += v.stake;
    misses += BigInt(v.slashMiss);
    fees += BigInt(v.slashFee);
    if (!v.active) continue;
    if (v.firstBlockProposed) activated += 1;
    else awaiting += 1;
  }
  const owed = totalOwed(state.validators.values());
  return {
    awaiting_activation: awaiting,
    activated,
    total_rewards: amountInput(rewards),
    total_stake: amountInput(stake),
    total_value_period: amountInput(poolBalance > owed ? poolBalance - owed : 0n),
    total_miss: amountInput(misses),
    total_fee: amountInput(fees),
  };
}
