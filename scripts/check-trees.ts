// Checks a folder of published trees before a build carries it: `tsx scripts/check-trees.ts <folder>`. Each of
// withdrawals.json and exits.json present must rebuild to its own root (lib/trees/published-tree.ts), and epoch.json
// must name the pool epoch whose roots they are; the page refuses anything else, so a release must not carry it.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { LATEST_TREE_FILES, parseEpochFile } from "../lib/trees/latest-trees";
import { parsePublishedTree } from "../lib/trees/published-tree";

/** What is wrong with the folder, one line each; empty when a build may carry it. */
export function publishedTreesProblems(dir: string): string[] {
  const problems: string[] = [];
  const epochPath = join(dir, LATEST_TREE_FILES.epoch);
  if (!existsSync(epochPath) || parseEpochFile(readFileSync(epochPath, "utf8")) === null)
    problems.push(`${LATEST_TREE_FILES.epoch} is missing or is not { "epoch": <number> }`);
  for (const name of [LATEST_TREE_FILES.withdrawals, LATEST_TREE_FILES.exits]) {
    const path = join(dir, name);
    if (!existsSync(path)) continue; // a cycle that paid nobody may have no file
    const parsed = parsePublishedTree(readFileSync(path, "utf8"));
    if (!parsed.ok)
      problems.push(
        `${name}: ${parsed.problem.kind}${"detail" in parsed.problem ? ` (${parsed.problem.detail})` : ""}`,
      );
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error("usage: tsx scripts/check-trees.ts <folder>");
    process.exit(2);
  }
  const problems = publishedTreesProblems(dir);
  for (const problem of problems) console.error(`✗ ${dir}/${problem}`);
  if (problems.length === 0) console.log(`✓ published trees in ${dir} rebuild to their roots`);
  process.exit(problems.length === 0 ? 0 : 1);
}
