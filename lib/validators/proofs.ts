import type { PoolProofs } from "./types";

/** The two writes that spend a proof: withdrawRewards spends `withdrawals`, withdrawStake spends `exits`. */
export type ProofClaim = "withdrawRewards" | "withdrawStake";

/**
 * Spec §4: after a successful claim or bond withdrawal the local proof is cleared, so the button
 * cannot send the same (now AlreadyClaimed) proof again before the oracle publishes a new one.
 */
export function clearSpentProof(proofs: PoolProofs, claim: ProofClaim): PoolProofs {
  return claim === "withdrawRewards" ? { ...proofs, withdrawals: null } : { ...proofs, exits: null };
}
