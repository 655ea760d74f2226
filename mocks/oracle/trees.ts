import { StandardMerkleTree } from "@openzeppelin/merkle-tree";
import { getAddress, zeroHash, type Address, type Hex } from "viem";

/** The pool contract's leaf; uint64[] on chain encodes exactly like uint256[]. */
export const LEAF_TYPES: readonly string[] = ["address", "uint256[]", "uint256"];

/** One address's claim: all its validators in the tree, indexes ascending, amounts summed. */
export interface ClaimLeaf {
  readonly address: Address;
  readonly indexes: readonly number[];
  readonly amount: bigint;
}

/** A leaf with its proof: what withdrawRewards / withdrawStake take (the shape of lib's Proof, plus the address). */
export interface ClaimProof extends ClaimLeaf {
  readonly proof: readonly Hex[];
}

export interface ClaimTree {
  /** The zero hash for an empty tree: no proof verifies against it. */
  readonly root: Hex;
  readonly leaves: readonly ClaimLeaf[];
  proofFor(address: string): ClaimProof | null;
  /** The tree as the deployed oracle publishes it (withdrawals.json / exits.json); null for an empty tree. */
  dump(): TreeDumpJson | null;
}

/** `StandardMerkleTree.dump()` written the deployed oracle's way: uint[]/uint, lower-case addresses, BigNumber amounts. */
export interface TreeDumpJson {
  readonly format: "standard-v1";
  readonly tree: readonly Hex[];
  readonly values: readonly {
    readonly value: readonly [string, readonly number[], { readonly type: "BigNumber"; readonly hex: Hex }];
    readonly treeIndex: number;
  }[];
  readonly leafEncoding: readonly ["address", "uint[]", "uint"];
}

/** ethers v5's BigNumber.toHexString: an even number of hex digits. */
function bigNumberHex(amount: bigint): Hex {
  const digits = amount.toString(16);
  return `0x${digits.length % 2 === 0 ? digits : `0${digits}`}`;
}

/** A leaf as the tree library holds it: address, indexes, amount. */
export type LeafValue = [string, bigint[], bigint];

/** `tree.dump()` of the tree library (its data type is not exported under a name). */
export type TreeDump = ReturnType<StandardMerkleTree<LeafValue>["dump"]>;

export interface ClaimEntry {
  readonly eth1: string;
  readonly index: number;
  readonly amount: bigint;
}

/** Folds per-validator amounts into one leaf per address (zero amounts left out), sorted by address. */
export function groupLeaves(entries: readonly ClaimEntry[]): ClaimLeaf[] {
  const byAddress = new Map<string, { indexes: number[]; amount: bigint }>();
  for (const entry of entries) {
    if (entry.amount <= 0n) continue;
    const key = entry.eth1.toLowerCase();
    const leaf = byAddress.get(key) ?? { indexes: [], amount: 0n };
    leaf.indexes.push(entry.index);
    leaf.amount += entry.amount;
    byAddress.set(key, leaf);
  }
  return [...byAddress.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([address, leaf]) => ({
      address: getAddress(address),
      indexes: [...leaf.indexes].sort((a, b) => a - b),
      amount: leaf.amount,
    }));
}

export function buildClaimTree(leaves: readonly ClaimLeaf[]): ClaimTree {
  if (leaves.length === 0) return { root: zeroHash, leaves: [], proofFor: () => null, dump: () => null };
  const values: LeafValue[] = leaves.map((leaf) => [leaf.address, leaf.indexes.map(BigInt), leaf.amount]);
  const tree = StandardMerkleTree.of(values, [...LEAF_TYPES]);
  const positions = new Map(leaves.map((leaf, position) => [leaf.address.toLowerCase(), position]));
  return {
    root: tree.root as Hex,
    leaves,
    proofFor(address) {
      const position = positions.get(address.toLowerCase());
      const leaf = position === undefined ? undefined : leaves[position];
      if (position === undefined || leaf === undefined) return null;
      return { ...leaf, proof: tree.getProof(position) as Hex[] };
    },
    dump() {
      const { tree: nodes, values: dumped } = tree.dump();
      return {
        format: "standard-v1",
        tree: nodes as Hex[],
        values: dumped.map(({ value: [address, indexes, amount], treeIndex }) => ({
          value: [address.toLowerCase(), indexes.map(Number), { type: "BigNumber", hex: bigNumberHex(amount) }],
          treeIndex,
        })),
        leafEncoding: ["address", "uint[]", "uint"],
      };
    },
  };
}

export const EMPTY_CLAIM_TREE: ClaimTree = buildClaimTree([]);
