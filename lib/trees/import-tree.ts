import type { Address, Hex } from "viem";
import { claimMatchesRoot } from "@/lib/protocol/merkle";
import { TREE_TOO_LARGE, treeInconsistent, treeNoLeaf, treeOtherRoot, treeUnreadable } from "@/lib/copy/trees";
import type { PoolProofs, Proof } from "@/lib/validators/types";
import { claimIn, parsePublishedTree, type TreeProblem } from "./published-tree";

/** What the pool holds now: the roots its claims are checked against, and the epoch they belong to. */
export interface PoolRoots {
  readonly epoch: number;
  readonly withdrawalsRoot: Hex;
  readonly exitsRoot: Hex;
}

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

/** Does a served proof lead to the pool's root: true, false, or null when there is no proof to check. */
export interface RootChecks {
  readonly withdrawals: boolean | null;
  readonly exits: boolean | null;
}

export function checkServedProofs(proofs: PoolProofs, roots: PoolRoots, account: Address): RootChecks {
  const check = (proof: Proof | null, root: Hex) => (proof === null ? null : claimMatchesRoot(root, account, proof));
  return { withdrawals: check(proofs.withdrawals, roots.withdrawalsRoot), exits: check(proofs.exits, roots.exitsRoot) };
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
