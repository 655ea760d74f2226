import type { PoolProofs, Proof } from "./types";

// A proof of thousands of indexes makes a long key; each proof object's key is built once, not on every render.
const keys = new WeakMap<Proof, string>();

/** A proof's identity: the same leaf and path is the same claim. */
export function proofKey(proof: Proof | null): string {
  if (!proof) return "none";
  let key = keys.get(proof);
  if (key === undefined) {
    // Stryker disable next-line StringLiteral: every hash starts with 0x, so the path reads the same without separators
    const path = proof.proof.join(",");
    key = `${proof.amount}:${proof.indexes.join(",")}:${path}`;
    keys.set(proof, key);
  }
  return key;
}

/**
 * After a successful claim or bond withdrawal the local proof is cleared. The API lags the chain, so it
 * may serve a spent proof again for a while: proofs whose key this page has spent stay cleared.
 */
export function withoutSpent(proofs: PoolProofs, spent: ReadonlySet<string>): PoolProofs {
  // A spent key is always a proof's, never the "none" of no proof.
  const keep = (proof: Proof | null) => (spent.has(proofKey(proof)) ? null : proof);
  const withdrawals = keep(proofs.withdrawals);
  const exits = keep(proofs.exits);
  return withdrawals === proofs.withdrawals && exits === proofs.exits ? proofs : { withdrawals, exits };
}
