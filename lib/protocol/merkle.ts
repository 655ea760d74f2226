import { concat, hexToBytes, keccak256, numberToBytes, type Address, type Hex } from "viem";

const WORD = 32;
const LOW_64_BITS = (1n << 64n) - 1n;

/**
 * abi.encode(address account, uint256[] indexes, uint256 amount), written straight into bytes: an account with
 * thousands of validators has a leaf of thousands of words, and going through hex strings costs several times more.
 * `uint64[]` on chain encodes exactly like `uint256[]`.
 */
function encodeLeaf(account: Address, indexes: readonly (number | bigint)[], amount: bigint): Uint8Array {
  const out = new Uint8Array(WORD * (4 + indexes.length));
  const view = new DataView(out.buffer);
  const putWord = (at: number, value: number | bigint) => {
    const big = BigInt(value);
    // Most words fit in 64 bits; anything wider (or negative, which throws) takes the general path.
    if (big >= 0n && big <= LOW_64_BITS) view.setBigUint64(at + WORD - 8, big);
    else out.set(numberToBytes(big, { size: WORD }), at);
  };
  out.set(hexToBytes(account, { size: 20 }), WORD - 20);
  putWord(WORD, 3 * WORD); // where the dynamic indexes start, after the three head words
  putWord(2 * WORD, amount);
  putWord(3 * WORD, indexes.length);
  indexes.forEach((index, i) => putWord((4 + i) * WORD, index));
  return out;
}

/**
 * The pool's Merkle leaf, OpenZeppelin's StandardMerkleTree format: the ABI encoding of (account, indexes, amount)
 * hashed twice, so that no leaf can pass for an inner node.
 */
export function leafHash(account: Address, indexes: readonly (number | bigint)[], amount: bigint): Hex {
  return keccak256(keccak256(encodeLeaf(account, indexes, amount), "bytes"));
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
