import type { Address, Hex } from "viem";
import { TREE_TOO_LARGE, treeInconsistent, treeNoLeaf, treeOtherRoot, treeUnreadable } from "@/lib/copy/trees";
import type { Proof } from "@/lib/validators/types";
import { claimIn, parsePublishedTree, type TreeProblem } from "./published-tree";
import type { PoolRoots } from "./root-checks";

export type { PoolRoots } from "./root-checks";

/** Rewards (withdrawRewards) or bonds (withdrawStake). */
export type TreeKind = "withdrawals" | "exits";

export type ImportProblem =
  | TreeProblem
  /** Its root is neither of the pool's: another pool, another cycle, or edited and rebuilt. */
  | { readonly kind: "other-root"; readonly epoch: number }
  | { readonly kind: "no-leaf"; readonly account: Address };

export type ImportedTree =
  | {
      readonly ok: true;
      readonly kind: TreeKind;
      readonly epoch: number;
      readonly root: Hex;
      readonly proof: Proof;
    }
  | { readonly ok: false; readonly problem: ImportProblem };

/**
 * A published tree, checked before anything is offered: it must rebuild to its own root, that root must be
 * the pool's withdrawals or exits root right now, and it must hold a leaf for the connected address.
 */
export function importPublishedTree(text: string, roots: PoolRoots, account: Address): ImportedTree {
  const parsed = parsePublishedTree(text);
  if (!parsed.ok) return parsed;
  const { tree } = parsed;
  const root = tree.root.toLowerCase();
  const kind: TreeKind | null =
    root === roots.withdrawalsRoot.toLowerCase()
      ? "withdrawals"
      : root === roots.exitsRoot.toLowerCase()
        ? "exits"
        : null;
  if (kind === null) return { ok: false, problem: { kind: "other-root", epoch: roots.epoch } };
  const proof = claimIn(tree, account);
  if (!proof) return { ok: false, problem: { kind: "no-leaf", account } };
  return { ok: true, kind, epoch: roots.epoch, root: tree.root, proof };
}

export function importProblemMessage(problem: ImportProblem): string {
  switch (problem.kind) {
    case "too-large":
      return TREE_TOO_LARGE;
    case "unreadable":
      return treeUnreadable(problem.detail);
    case "inconsistent":
      return treeInconsistent(problem.detail);
    case "other-root":
      return treeOtherRoot(problem.epoch);
    case "no-leaf":
      return treeNoLeaf(problem.account);
  }
}
