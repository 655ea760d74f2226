import * as v from "valibot";
import { isAddressEqual, type Address, type Hex } from "viem";
import type { Proof } from "@/lib/validators/types";
import { claimIn, parsePublishedTree, type PublishedTree } from "./published-tree";
import type { PoolRoots } from "./root-checks";
import type { TreeKind } from "./import-tree";

/**
 * Where a build finds its network's latest published trees, and what they prove. The folder holds the operator's
 * `withdrawals.json` and `exits.json` (StandardMerkleTree dumps) and `epoch.json` (`{ "epoch": N }`, the pool epoch
 * whose roots they are); a tree with no leaf may have no file. By default it is the site's own `trees/` folder, so a
 * release made after the pool's last root carries its last trees wherever the site is served from.
 */
export const LATEST_TREE_FILES = {
  withdrawals: "withdrawals.json",
  exits: "exits.json",
  epoch: "epoch.json",
} as const;

/** An all-zero root: nothing was ever committed to it, and no proof leads to it. */
export const ZERO_ROOT: Hex = `0x${"0".repeat(64)}`;

/**
 * The folder's absolute URL, ending in "/": `ipfs://<cid>/path` through the gateway, an absolute URL as it is, and
 * a relative one (the default "trees/") against the page's own address, so it works under an IPFS gateway's
 * /ipfs/<cid>/ too. null when it is none of these.
 */
export function latestTreesBase(treesUrl: string, gateway: string, pageUrl: string): string | null {
  const text = treesUrl.trim();
  const withSlash = (url: string) => (url.endsWith("/") ? url : `${url}/`);
  if (text.startsWith("ipfs://")) {
    const path = text.slice("ipfs://".length).replace(/^\/+/, "");
    return path === "" ? null : withSlash(`${gateway.replace(/\/+$/, "")}/ipfs/${path}`);
  }
  try {
    const url = new URL(text, pageUrl);
    return url.protocol === "https:" || url.protocol === "http:" ? withSlash(url.href) : null;
  } catch {
    return null;
  }
}

const epochFileSchema = v.object({ epoch: v.pipe(v.number(), v.safeInteger(), v.minValue(0)) });

/** `epoch.json`'s epoch, or null when the text is not such a file (the trees are then of an unknown epoch). */
export function parseEpochFile(text: string): number | null {
  try {
    const parsed = v.safeParse(epochFileSchema, JSON.parse(text));
    return parsed.success ? parsed.output.epoch : null;
  } catch {
    return null;
  }
}

/** One tree file as fetched: rebuilt and consistent, not published (no leaf that cycle), or unusable. */
export type TreeFile =
  | { readonly status: "found"; readonly tree: PublishedTree }
  | { readonly status: "absent" }
  | { readonly status: "unusable" };

export interface LatestTrees {
  /** What `epoch.json` says; null without one. Only a root match proves a tree current. */
  readonly epoch: number | null;
  readonly withdrawals: TreeFile;
  readonly exits: TreeFile;
}

/** A tree file's text (or null when the server had none: HTTP 404) → what it holds. */
export function treeFileFrom(text: string | null): TreeFile {
  if (text === null) return { status: "absent" };
  const parsed = parsePublishedTree(text);
  return parsed.ok ? { status: "found", tree: parsed.tree } : { status: "unusable" };
}

/** What the latest published tree of one kind proves about the address's claim, checked against the pool's root. */
export type TreeClaim =
  /** The tree is the pool's current one: its leaf for the address (null: it has none) is claimable as it is. */
  | { readonly state: "verified"; readonly epoch: number; readonly proof: Proof | null }
  /** The tree is of an earlier epoch than the pool's root: what it held then, not claimable now. */
  | { readonly state: "stale"; readonly epoch: number; readonly current: number; readonly amount: bigint }
  /** No tree that proves anything: none could be read, or its root is none of the pool's. */
  | { readonly state: "unavailable" };

const UNAVAILABLE: TreeClaim = { state: "unavailable" };

function leafAmount(tree: PublishedTree, account: Address): bigint {
  return tree.leaves.find((leaf) => isAddressEqual(leaf.account, account))?.amount ?? 0n;
}

/**
 * The latest published tree of `kind` against the pool's roots now. A tree whose root is the pool's is verified
 * (its epoch is then the pool's, whatever `epoch.json` says); a zero root on chain proves nothing is claimable; a
 * tree of another root is stale when `epoch.json` places it before the pool's epoch, and unusable otherwise.
 */
export function checkLatestTree(kind: TreeKind, latest: LatestTrees, roots: PoolRoots, account: Address): TreeClaim {
  const root = (kind === "withdrawals" ? roots.withdrawalsRoot : roots.exitsRoot).toLowerCase();
  if (root === ZERO_ROOT) return { state: "verified", epoch: roots.epoch, proof: null };
  const file = latest[kind];
  if (file.status !== "found") return UNAVAILABLE;
  if (file.tree.root.toLowerCase() === root) {
    return { state: "verified", epoch: roots.epoch, proof: claimIn(file.tree, account) };
  }
  if (latest.epoch !== null && latest.epoch < roots.epoch) {
    return { state: "stale", epoch: latest.epoch, current: roots.epoch, amount: leafAmount(file.tree, account) };
  }
  return UNAVAILABLE;
}
