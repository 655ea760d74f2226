import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TreeDumpJson } from "./trees";
import type { PublishedTrees } from "./types";

/** Where `npm start` and the tests' stacks publish the trees (git-ignored): `<epoch>/` and `latest/`. */
export const DEFAULT_TREES_DIR = fileURLToPath(new URL("../../.stack/trees", import.meta.url));

export type TreeName = "withdrawals" | "exits";
export const TREE_NAMES: readonly TreeName[] = ["withdrawals", "exits"];

/** The published dumps of the current epoch; null for a tree with no leaf (its root is zero: nothing to claim). */
export function treeDumps(published: PublishedTrees): Record<TreeName, TreeDumpJson | null> {
  return { withdrawals: published.withdrawals.dump(), exits: published.exits.dump() };
}

/** Written beside, then renamed: a reader never sees half a file, even with two stacks publishing at once. */
function writeAtomically(path: string, text: string): void {
  const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}

/**
 * What an operator pins to IPFS on each new epoch: `withdrawals.json` and `exits.json` under `<dir>/<epoch>/`,
 * copied to `<dir>/latest/`. An empty tree has no file (and its stale `latest` copy goes).
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
  }
}
