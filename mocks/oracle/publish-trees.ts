import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { STACK_DIR } from "../chain/stack-dir";
import type { TreeDumpJson } from "./trees";
import type { PublishedTrees } from "./types";

/** Where `npm start` and the tests' stacks publish the trees (git-ignored): `<epoch>/` and `latest/`. */
export const DEFAULT_TREES_DIR = join(STACK_DIR, "trees");

export type TreeName = "withdrawals" | "exits";
/** Names the epoch of the trees beside it (lib/trees/latest-trees.ts reads it). */
export const EPOCH_FILE = "epoch.json";
export const TREE_NAMES: readonly TreeName[] = ["withdrawals", "exits"];

/** The published dumps of the current epoch; null for a tree with no leaf (its root is zero: nothing to claim). */
export function treeDumps(published: PublishedTrees): Record<TreeName, TreeDumpJson | null> {
  return { withdrawals: published.withdrawals.dump(), exits: published.exits.dump() };
}

/** A static server's mount that serves `<dir>/latest/` as the site's `trees/` folder (mocks/site/serve-static.ts). */
export function latestTreesMount(dir: string): Record<string, string> {
  return { "trees/": join(dir, "latest") };
}

/** Written beside, then renamed: a reader never sees half a file, even with two stacks publishing at once. */
function writeAtomically(path: string, text: string): void {
  const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}

/**
 * What an operator pins to IPFS on each new epoch: `withdrawals.json` and `exits.json` under `<dir>/<epoch>/`,
 * copied to `<dir>/latest/`, each folder with `epoch.json` (`{ "epoch": N }`) saying whose roots they are. An empty
 * tree has no file (and its stale `latest` copy goes). `latest/` is the folder a site build serves as its `trees/`.
 */
export function publishTreeDumps(dir: string, published: PublishedTrees): void {
  if (published.epoch === 0) return; // nothing published before the first cycle
  const dumps = treeDumps(published);
  for (const folder of [String(published.epoch), "latest"]) {
    mkdirSync(join(dir, folder), { recursive: true });
    for (const name of TREE_NAMES) {
      const path = join(dir, folder, `${name}.json`);
      const dump = dumps[name];
      if (dump === null) rmSync(path, { force: true });
      else writeAtomically(path, `${JSON.stringify(dump, null, 2)}\n`);
    }
    // Last: a reader that sees the new epoch finds its trees already in place.
    writeAtomically(join(dir, folder, EPOCH_FILE), `${JSON.stringify({ epoch: published.epoch })}\n`);
  }
}
