// npm run history-snapshot -- --network <mainnet|holesky|local> --rpc <url> [--out <folder>] [--to <block>] [--fresh]
// Writes the pool's history snapshot (every owner's pool events up to a finalized block N, with N's hash) into the
// folder a build carries beside its trees, lib/network/history/<network>/ by default, or extends the one there from
// its N. It reads through the page's own polite transport (lib/chain/transport/polite-fetch.ts), stores a complete snapshot
// every 1,000 ranges and when stopped (Ctrl-C), and goes on from there when run again. docs/release.md.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createPublicClient, http, type Address } from "viem";
import { politeFetch } from "../lib/chain/transport/polite-fetch";
import { RpcGate } from "../lib/chain/transport/rpc-gate";
import { SnapshotMismatchError, writeHistorySnapshot } from "../lib/history/snapshot-write";
import { holeskyNetwork } from "../lib/network/holesky";
import { mainnetNetwork } from "../lib/network/mainnet";
import { LOCAL_CHAIN_ID } from "../lib/protocol/chains";
import { readSnapshotFolder, writeSnapshotFolder } from "./history/snapshot-folder";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const NETWORKS = ["mainnet", "holesky", "local"] as const;
type Network = (typeof NETWORKS)[number];

export interface SnapshotArgs {
  readonly network: Network;
  readonly rpc: string;
  readonly out: string;
  readonly to: bigint | null;
  readonly fresh: boolean;
}

const USAGE =
  "usage: npm run history-snapshot -- --network mainnet|holesky|local --rpc <url> [--out <folder>] [--to <block>] [--fresh]";

/** The command's arguments, or an Error saying what is wrong with them. */
export function parseSnapshotArgs(args: readonly string[], root = ROOT): SnapshotArgs | Error {
  const value = (name: string): string | undefined => {
    const at = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
    if (at < 0) return undefined;
    const flag = args[at]!;
    return flag === `--${name}` ? args[at + 1] : flag.slice(name.length + 3);
  };
  const network = NETWORKS.find((name) => name === value("network"));
  if (!network) return new Error(`--network must be one of ${NETWORKS.join(", ")}\n${USAGE}`);
  const rpc = value("rpc");
  if (!rpc || !/^https?:\/\/./.test(rpc))
    return new Error(`--rpc must name the RPC to read (http:// or https://)\n${USAGE}`);
  const to = value("to");
  if (to !== undefined && !/^\d+$/.test(to)) return new Error(`--to must be a block number\n${USAGE}`);
  return {
    network,
    rpc,
    out: value("out") ?? join(root, "lib/network/history", network),
    to: to === undefined ? null : BigInt(to),
    fresh: args.includes("--fresh"),
  };
}

/** The chain, pool and first block of `network`; the local chain's pool is the local deployment's. */
export function snapshotTarget(network: Network, root = ROOT): { chainId: number; pool: Address; deployBlock: bigint } {
  if (network === "mainnet") return { chainId: 1, pool: mainnetNetwork.pool, deployBlock: mainnetNetwork.deployBlock };
  if (network === "holesky")
    return { chainId: 17000, pool: holeskyNetwork.pool, deployBlock: holeskyNetwork.deployBlock };
  const deployment = JSON.parse(readFileSync(join(root, "lib/network/local-deployment.json"), "utf8")) as {
    pool: Address;
  };
  return { chainId: LOCAL_CHAIN_ID, pool: deployment.pool, deployBlock: 0n };
}

/** Runs the command; resolves with the exit code. `print` takes each line it says. */
export async function runSnapshotCommand(
  args: SnapshotArgs,
  print: (line: string) => void,
  signal?: AbortSignal,
): Promise<number> {
  const target = snapshotTarget(args.network);
  const folder = args.fresh ? ({ kind: "none" } as const) : readSnapshotFolder(args.out);
  if (folder.kind === "broken") {
    print(`✗ ${args.out}: ${folder.problem}. Remove the folder, or run with --fresh to read from the deployment.`);
    return 1;
  }
  const previous = folder.kind === "found" ? folder.snapshot : null;
  // The page's own transport: one gate for the endpoint (Retry-After waited out, batches within its limit).
  const gate = new RpcGate();
  const client = createPublicClient({
    transport: http(args.rpc, {
      batch: { batchSize: gate.maxBatch },
      fetchFn: politeFetch(gate, (input, init) => fetch(input, init)),
      timeout: 60_000,
    }),
  });
  let lastSaid = 0;
  try {
    const result = await writeHistorySnapshot({
      client,
      ...target,
      previous,
      toBlock: args.to ?? undefined,
      signal,
      onSnapshot: (write) => writeSnapshotFolder(args.out, write),
      onProgress: (through, to) => {
        if (Date.now() - lastSaid < 5_000) return;
        lastSaid = Date.now();
        print(`  read to block ${through} of ${to}`);
      },
    });
    if (result.kind === "current") {
      print(`✓ ${args.out} is already at block ${result.block}: nothing to read`);
      return 0;
    }
    const m = result.snapshot.manifest;
    const bytes = [...result.snapshot.files.values()].reduce((n, text) => n + Buffer.byteLength(text), 0);
    print(
      `✓ ${args.network} history snapshot at block ${m.block} (${m.blockHash}), from block ${m.fromBlock}: ${m.events} events of ${m.shards.reduce((n, s) => n + s.owners, 0)} owners in ${m.shards.length} shards, ${bytes} bytes → ${args.out}`,
    );
    return 0;
  } catch (error) {
    const kept = readSnapshotFolder(args.out);
    const at =
      kept.kind === "found"
        ? ` The folder holds a snapshot to block ${kept.snapshot.manifest.block}: run the same command to go on from there.`
        : "";
    if (error instanceof SnapshotMismatchError) {
      print(
        `✗ the snapshot in ${args.out} is not this chain's: ${error.message}. Run with --fresh to read from the deployment.`,
      );
      return 1;
    }
    if (signal?.aborted) {
      print(`■ stopped.${at}`);
      return 130;
    }
    const message = error instanceof Error ? (error.message.split("\n")[0] ?? "") : String(error);
    print(`✗ ${message.replace(/\.$/, "")}.${at}`);
    return 1;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = parseSnapshotArgs(process.argv.slice(2));
  if (args instanceof Error) {
    process.stderr.write(`${args.message}\n`);
    process.exit(2);
  }
  const controller = new AbortController();
  process.once("SIGINT", () => controller.abort());
  process.exit(await runSnapshotCommand(args, (line) => process.stdout.write(`${line}\n`), controller.signal));
}
