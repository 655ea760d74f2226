import type { Hex } from "viem";
import type { NetworkConfig } from "@/lib/network/types";

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

/** The network amounts the rules need; pass a NetworkConfig or just these two fields. */
export type PoolAmounts = Pick<NetworkConfig, "bond" | "topUp">;

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

/** The record a registration creates (docs/oracle.md): active with the full bond, Pending until its first proposal. */
export function registeredValidator(index: number, eth1: string, bond: bigint) {
  return { ...unknownValidator(index), eth1: eth1.toLowerCase(), stake: bond, active: true } as const;
}
