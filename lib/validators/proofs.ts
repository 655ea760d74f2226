import type { PoolProofs, Proof } from "./types";

/** A proof's identity: the same leaf and path is the same claim. */
export function proofKey(proof: Proof | null): string {
  return proof ? `${proof.amount}:${proof.indexes.join(",")}:${proof.proof.join(",")}` : "none";
}

/**
 * After a successful claim or bond withdrawal the local proof is cleared. The API lags the chain, so it
 * may serve a spent proof again for a while: proofs whose key this page has spent stay cleared.
 */
export function withoutSpent(proofs: PoolProofs, spent: ReadonlySet<string>): PoolProofs {
  const keep = (proof: Proof | null) => (proof !== null && spent.has(proofKey(proof)) ? null : proof);
  const withdrawals = keep(proofs.withdrawals);
  const exits = keep(proofs.exits);
  return withdrawals === proofs.withdrawals && exits === proofs.exits ? proofs : { withdrawals, exits };
}
