import * as v from "valibot";
import { getAddress, type Address, type Hex } from "viem";
import { hashPair, leafHash, verifyProof } from "@/lib/protocol/merkle";
import type { Proof } from "@/lib/validators/types";
import { MAX_DUMP_BYTES, treeDumpSchema } from "./dump-schema";

/** A published tree whose every hash has been recomputed from its values: its root is what it commits to. */
export interface PublishedTree {
  readonly root: Hex;
  readonly nodes: readonly Hex[];
  readonly leaves: readonly {
    readonly account: Address;
    readonly indexes: readonly number[];
    readonly amount: bigint;
    readonly treeIndex: number;
  }[];
}

export type TreeProblem =
  | { readonly kind: "too-large" }
  | { readonly kind: "unreadable"; readonly detail: string }
  /** Its hashes do not follow from its values: it was edited after it was built. */
  | { readonly kind: "inconsistent"; readonly detail: string };

export type ParsedTree =
  { readonly ok: true; readonly tree: PublishedTree } | { readonly ok: false; readonly problem: TreeProblem };

const fail = (problem: TreeProblem): ParsedTree => ({ ok: false, problem });

/** Node `index` of a tree whose shape was checked, so that it has every node asked for. */
function nodeAt(nodes: readonly Hex[], index: number): Hex {
  const node = nodes[index];
  // Stryker disable next-line ConditionalExpression,StringLiteral: unreachable (callers ask only for nodes the tree's shape guarantees); the check gives the type
  if (node === undefined) throw new Error(`the tree has no node ${index}`);
  return node;
}

/**
 * Reads a `StandardMerkleTree.dump()` and rebuilds it: each value's leaf hash must be the node at its
 * `treeIndex`, and each inner node the hash of its two children, so `tree[0]` is the root the values
 * really lead to. Anything else is refused with the reason; nothing throws.
 */
export function parsePublishedTree(text: string): ParsedTree {
  if (text.length > MAX_DUMP_BYTES) return fail({ kind: "too-large" });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail({ kind: "unreadable", detail: "it is not JSON" });
  }
  const parsed = v.safeParse(treeDumpSchema, json);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const path = v.getDotPath(issue);
    if (path && issue.input === undefined) return fail({ kind: "unreadable", detail: `${path} is missing` });
    return fail({ kind: "unreadable", detail: path ? `${path}: ${issue.message}` : issue.message });
  }
  const { tree, values } = parsed.output;
  const nodes = tree.map((node) => node.toLowerCase() as Hex);
  // A standard tree is complete: n leaves, n - 1 inner nodes, leaves after the inner nodes.
  if (nodes.length !== 2 * values.length - 1) {
    return fail({ kind: "inconsistent", detail: `${values.length} values need ${2 * values.length - 1} nodes` });
  }
  const firstLeaf = values.length - 1;
  const seen = new Set<number>();
  const leaves: PublishedTree["leaves"][number][] = [];
  for (const [position, { value, treeIndex }] of values.entries()) {
    const [account, indexes, amount] = value;
    if (treeIndex < firstLeaf || treeIndex >= nodes.length || seen.has(treeIndex)) {
      return fail({ kind: "inconsistent", detail: `value ${position} points at node ${treeIndex}` });
    }
    seen.add(treeIndex);
    const checksummed = getAddress(account.toLowerCase());
    if (leafHash(checksummed, indexes, amount) !== nodes[treeIndex]) {
      return fail({ kind: "inconsistent", detail: `value ${position} (${checksummed}) is not the leaf it claims` });
    }
    leaves.push({ account: checksummed, indexes, amount, treeIndex });
  }
  for (let i = firstLeaf - 1; i >= 0; i--) {
    if (hashPair(nodeAt(nodes, 2 * i + 1), nodeAt(nodes, 2 * i + 2)) !== nodeAt(nodes, i)) {
      return fail({ kind: "inconsistent", detail: `node ${i} is not the hash of its children` });
    }
  }
  return { ok: true, tree: { root: nodeAt(nodes, 0), nodes, leaves } };
}

/** The proof of a node: its sibling at each level up to the root (OpenZeppelin's getProof). */
function proofOf(nodes: readonly Hex[], treeIndex: number): Hex[] {
  const proof: Hex[] = [];
  for (let i = treeIndex; i > 0; i = Math.floor((i - 1) / 2)) proof.push(nodeAt(nodes, i % 2 === 0 ? i - 1 : i + 1));
  return proof;
}

/** The address's claim in the tree, with a proof that verifies against the tree's root; null when it has none. */
export function claimIn(tree: PublishedTree, account: Address): Proof | null {
  const wanted = account.toLowerCase();
  const leaf = tree.leaves.find((l) => l.account.toLowerCase() === wanted);
  if (!leaf) return null;
  const proof = proofOf(tree.nodes, leaf.treeIndex);
  if (!verifyProof(tree.root, leafHash(leaf.account, leaf.indexes, leaf.amount), proof)) return null;
  return { proof, indexes: leaf.indexes, amount: leaf.amount };
}
