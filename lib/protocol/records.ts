import type { Hex } from "viem";

/** One validator as the dashboard knows it (the pool API's record), amounts in wei. */
export interface Validator {
  readonly index: number;
  /** Lowercase owner address; undefined while the pool does not know the validator. */
  readonly eth1: string | undefined;
  readonly rewards: bigint;
  readonly stake: bigint;
  readonly slashMiss: number;
  readonly slashFee: number;
  readonly firstBlockProposed: boolean;
  readonly firstMissedSlot: boolean;
  readonly excludeRebalance: boolean;
  readonly exitRequested: boolean;
  /** undefined means the pool does not know this validator (the oracle sent `{ index }` alone). */
  readonly active: boolean | undefined;
  readonly deactivated: boolean;
}

/** A withdrawal proof (the withdrawals or exits entry). `null` everywhere means "nothing to claim". */
export interface Proof {
  readonly proof: readonly Hex[];
  readonly indexes: readonly number[];
  readonly amount: bigint;
}

/** The two proofs of the connected address. */
export interface PoolProofs {
  readonly withdrawals: Proof | null;
  readonly exits: Proof | null;
}

/** A validator the pool does not know yet: status Unregistered, health Good. */
export function unknownValidator(index: number): Validator {
  return {
    index,
    eth1: undefined,
    rewards: 0n,
    stake: 0n,
    slashMiss: 0,
    slashFee: 0,
    firstBlockProposed: false,
    firstMissedSlot: false,
    excludeRebalance: false,
    exitRequested: false,
    active: undefined,
    deactivated: false,
  };
}

/** One index's verdict from the validation endpoint. */
export interface ValidatorCheck {
  readonly index: number;
  readonly status: string;
}
