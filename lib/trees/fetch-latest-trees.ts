import { MAX_DUMP_BYTES } from "./dump-schema";
import { readLimited } from "./fetch-tree";
import { LATEST_TREE_FILES, parseEpochFile, treeFileFrom, type LatestTrees } from "./latest-trees";

/** A file's text; null when the server has no such file (404: that tree had no leaf); throws when it cannot say. */
async function fetchText(url: string, fetchImpl: typeof fetch): Promise<string | null> {
  const response = await fetchImpl(url, { credentials: "omit", cache: "no-cache" });
  if (response.status === 404) return null;
  // Stryker disable next-line StringLiteral: the reason is dropped below (the file is unusable either way)
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  const text = await readLimited(response, MAX_DUMP_BYTES);
  // Stryker disable next-line StringLiteral: as above
  if (text === null) throw new Error(`${url} is larger than a published tree can be`);
  return text;
}

/**
 * The latest published trees under `base` (see latest-trees.ts), each file on its own: one that cannot be read
 * leaves the others usable. Parsing rebuilds every hash, so a file that was edited is unusable, never trusted.
 */
export async function fetchLatestTrees(base: string, fetchImpl: typeof fetch = fetch): Promise<LatestTrees> {
  const read = (name: string) =>
    fetchText(new URL(name, base).href, fetchImpl).then(
      (text) => ({ ok: true as const, text }),
      // Stryker disable next-line ObjectLiteral: without ok, the file reads as failed all the same
      () => ({ ok: false as const }),
    );
  const [epoch, withdrawals, exits] = await Promise.all([
    read(LATEST_TREE_FILES.epoch),
    read(LATEST_TREE_FILES.withdrawals),
    read(LATEST_TREE_FILES.exits),
  ]);
  return {
    // Stryker disable next-line ConditionalExpression,LogicalOperator: a missing or failed epoch.json parses to no epoch all the same
    epoch: epoch.ok && epoch.text !== null ? parseEpochFile(epoch.text) : null,
    withdrawals: withdrawals.ok ? treeFileFrom(withdrawals.text) : { status: "unusable" },
    exits: exits.ok ? treeFileFrom(exits.text) : { status: "unusable" },
  };
}
