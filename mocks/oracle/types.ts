import type { ClaimTree } from "./trees";

/**
 * One validator as the oracle keeps it (the record the pool API serves, amounts in wei). Flags describe the last
 * closed cycle: slashMiss and slashFee count that cycle's misses and wrong fee recipients (an expelled validator
 * keeps its slashFee), firstMissedSlot records the one forgiven miss, excludeRebalance the relay check.
 */
export interface OracleValidator {
  readonly index: number;
  /** The owner (deposit or withdrawal address), lowercase. */
  readonly eth1: string;
  /** Rewards owed: claimable once activated, accrued but not claimable while Pending. */
  readonly rewards: bigint;
  /** Bond the pool holds for it. */
  readonly stake: bigint;
  readonly slashMiss: number;
  readonly slashFee: number;
  /** Activated: it proposed a block that paid the pool. */
  readonly firstBlockProposed: boolean;
  readonly firstMissedSlot: boolean;
  readonly excludeRebalance: boolean;
  readonly exitRequested: boolean;
  /** Subscribed; false once it exited or was expelled. */
  readonly active: boolean;
  /** Expelled (or deactivated on the beacon chain): it can never register again. */
  readonly deactivated: boolean;
}

export interface PoolAmounts {
  /** Full bond per validator. */
  readonly bond: bigint;
  /** Add-bond maximum, and the penalty for a missed proposal after the forgiven one. */
  readonly topUp: bigint;
}

/** The trees whose roots the pool holds for `epoch`. */
export interface PublishedTrees {
  readonly epoch: number;
  readonly withdrawals: ClaimTree;
  readonly exits: ClaimTree;
}

export interface OracleState {
  readonly validators: ReadonlyMap<number, OracleValidator>;
  /** The pool epoch of the last closed cycle (0 before the first). */
  readonly epoch: number;
  readonly published: PublishedTrees;
  /** Lowercase addresses that already claimed rewards / bond in the current pool epoch. */
  readonly claimedRewards: ReadonlySet<string>;
  readonly claimedStake: ReadonlySet<string>;
}

/**
 * What the beacon chain reports for one of the cycle's proposal duties, or the relay monitor's verdict; or that the
 * validator left the beacon chain (a voluntary exit), which the deployed oracle takes as an exit request of its own
 * (Smoothly-Protocol/oracle 13edad7, `voluntaryExits` in src/oracle/epoch.ts): no ExitRequested event from its owner.
 */
export type DutyKind = "proposed" | "missed" | "wrongFeeRecipient" | "relayCheckFailed" | "voluntaryExit";

export interface Duty {
  readonly index: number;
  readonly kind: DutyKind;
}

/** A cycle of the scenario: what happened on the beacon chain, and the MEV the pool received for it. */
export interface CyclePlan {
  readonly duties: readonly Duty[];
  /** ETH the pool receives during the cycle (paid when it opens), standing for its proposals' MEV. */
  readonly mev: bigint;
}

/** Deterministic, so that replaying the chain after a restart rebuilds the same trees. */
export interface OracleScenario {
  cycle(epoch: number, state: OracleState): CyclePlan;
}
