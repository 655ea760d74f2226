import type { Address, Hex } from "viem";
import { claimMatchesRoot } from "@/lib/protocol/merkle";
import type { PoolProofs, Proof } from "@/lib/validators/types";

/** What the pool holds now: the roots its claims are checked against, and the epoch they belong to. */
export interface PoolRoots {
  readonly epoch: number;
  readonly withdrawalsRoot: Hex;
  readonly exitsRoot: Hex;
}

/** Does a served proof lead to the pool's root: true, false, or null when there is no proof to check. */
export interface RootChecks {
  readonly withdrawals: boolean | null;
  readonly exits: boolean | null;
}

export function checkServedProofs(proofs: PoolProofs, roots: PoolRoots, account: Address): RootChecks {
  const check = (proof: Proof | null, root: Hex) => (proof === null ? null : claimMatchesRoot(root, account, proof));
  return { withdrawals: check(proofs.withdrawals, roots.withdrawalsRoot), exits: check(proofs.exits, roots.exitsRoot) };
}
