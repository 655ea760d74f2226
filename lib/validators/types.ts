import { unknownValidator } from "@/lib/protocol/records";
import type { NetworkConfig } from "@/lib/network/types";

// The records the APIs deliver are defined with their wire schemas; the rules here build on them.
export { unknownValidator };
export type { PoolProofs, Proof, Validator } from "@/lib/protocol/records";

/** The network amounts the rules need; pass a NetworkConfig or just these two fields. */
export type PoolAmounts = Pick<NetworkConfig, "bond" | "topUp">;

/** The record a registration creates (docs/oracle.md): active with the full bond, Pending until its first proposal. */
export function registeredValidator(index: number, eth1: string, bond: bigint) {
  return { ...unknownValidator(index), eth1: eth1.toLowerCase(), stake: bond, active: true } as const;
}
