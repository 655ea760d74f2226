import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runCommand } from "./chain/run-command";
import { STACK_DIR } from "./chain/stack-dir";

const REPO_ROOT = fileURLToPath(new URL("..", import.meta.url));

/**
 * Where `npm start` and the tests' stacks write their chain's history snapshot (git-ignored), a folder per network:
 * the local builds look for one in the site's history/ folder, which the stack's site serves from here.
 */
export const DEFAULT_HISTORY_DIR = join(STACK_DIR, "history");

export const historyDirFor = (network: "local" | "holesky" | "mainnet"): string => join(DEFAULT_HISTORY_DIR, network);

/** The static server's mount that serves a snapshot folder as the site's history/ (mocks/site/serve-static.ts). */
export const historyMount = (dir: string): Record<string, string> => ({ "history/": dir });

export interface StackSnapshot {
  readonly dir: string;
  /** N: the block the snapshot ends at (the chain's finalized block when it was made). */
  readonly block: bigint;
  readonly blockHash: string;
}

/**
 * Writes the pool's history snapshot of the chain at `rpcUrl` into `dir` with the operator's own command
 * (`npm run history-snapshot`, scripts/history-snapshot.ts): from the deployment (`--fresh`, the default: the folder
 * may hold another chain's), or (`extend`) from the block of the one in the folder; to the finalized block, or
 * (`to`) an earlier one. Run as a command, as `forge build` is (chain/artifacts.ts): the local backend does not
 * import the dashboard's chain reads.
 */
export async function writeStackSnapshot(options: {
  readonly network: "local" | "holesky" | "mainnet";
  readonly rpcUrl: string;
  readonly dir: string;
  readonly extend?: boolean;
  /** The block the snapshot ends at: the chain's finalized block by default. */
  readonly to?: bigint;
}): Promise<StackSnapshot> {
  const args = ["scripts/history-snapshot.ts", "--network", options.network, "--rpc", options.rpcUrl];
  if (options.to !== undefined) args.push("--to", options.to.toString());
  const fresh = options.extend === true ? [] : ["--fresh"];
  const tsx = join(REPO_ROOT, "node_modules/.bin/tsx");
  await runCommand(tsx, [...args, "--out", options.dir, ...fresh], REPO_ROOT, "npm run history-snapshot");
  const manifest = JSON.parse(readFileSync(join(options.dir, "snapshot.json"), "utf8")) as {
    block: number;
    blockHash: string;
  };
  return { dir: options.dir, block: BigInt(manifest.block), blockHash: manifest.blockHash };
}
