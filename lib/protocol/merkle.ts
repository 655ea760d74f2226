import { concat, encodeAbiParameters, keccak256, parseAbiParameters, type Address, type Hex } from "viem";

/**
 * The pool's Merkle leaf, OpenZeppelin's StandardMerkleTree format: the ABI encoding of
 * (account, indexes, amount) hashed twice, so that no leaf can pass for an inner node.
 * `uint64[]` on chain encodes exactly like `uint256[]`.
 */
const LEAF_ENCODING = parseAbiParameters("address account, uint256[] indexes, uint256 amount");

export function leafHash(account: Address, indexes: readonly (number | bigint)[], amount: bigint): Hex {
  return keccak256(keccak256(encodeAbiParameters(LEAF_ENCODING, [account, indexes.map(BigInt), amount])));
}

/** OpenZeppelin's MerkleProof: a pair is hashed smaller-first, so a proof needs no left/right flags. */
export function hashPair(a: Hex, b: Hex): Hex {
  return BigInt(a) < BigInt(b) ? keccak256(concat([a, b])) : keccak256(concat([b, a]));
}

/** The root a leaf and its proof lead to (MerkleProof.processProof). */
export function processProof(leaf: Hex, proof: readonly Hex[]): Hex {
  return proof.reduce<Hex>((node, sibling) => hashPair(node, sibling), leaf);
}

export function verifyProof(root: Hex, leaf: Hex, proof: readonly Hex[]): boolean {
  return processProof(leaf, proof).toLowerCase() === root.toLowerCase();
}

/** Would the pool pay this claim to `account`: the leaf it builds from the arguments leads to `root`. */
export function claimMatchesRoot(
  root: Hex,
  account: Address,
  claim: { readonly proof: readonly Hex[]; readonly indexes: readonly number[]; readonly amount: bigint },
): boolean {
  return verifyProof(root, leafHash(account, claim.indexes, claim.amount), claim.proof);
}
