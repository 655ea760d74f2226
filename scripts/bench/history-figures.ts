// The History at mainnet scale behind each provider profile, replayed in process on a virtual clock:
// `tsx scripts/bench/history-figures.ts [--full-5]` (npm run bench runs it too). One `name: value unit` line per
// figure: the whole read from the deployment block, and the read after a history snapshot 1 day, 1 week and 1 month
// of blocks behind the head (made from the same simulated chain by the command's own writer).
import { fileURLToPath } from "node:url";
import { createPublicClient, http, type Address } from "viem";
import { politeFetch } from "../../lib/chain/transport/polite-fetch";
import { RpcGate } from "../../lib/chain/transport/rpc-gate";
import { mainnet } from "../../lib/protocol/chains";
import { scanHistory } from "../../lib/history/scan";
import { fetchAccountSnapshot, type AccountSnapshot } from "../../lib/history/snapshot-fetch";
import { writeHistorySnapshot, type SnapshotWrite } from "../../lib/history/snapshot-write";
import { MANIFEST_FILE } from "../../lib/history/snapshot-files";
import type { ProxyProfileName } from "../../mocks/rpc-proxy/profiles";
import {
  busyOperatorChain,
  simulatedProvider,
  VirtualClock,
  type SimulatedChain,
} from "../../mocks/rpc-proxy/simulation";

const OWNER: Address = "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc";
const POOL: Address = "0x43670D6f39Bca19EE26462f62339e90A39B01e34";
const DEPLOY_BLOCK = 18_700_000n;

/** Blocks of 12 s: a day, a week and a month (30 days) of them. */
export const SNAPSHOT_AGES = { "1 day": 7_200n, "1 week": 50_400n, "1 month": 216_000n } as const;
export type SnapshotAge = keyof typeof SNAPSHOT_AGES;

export interface HistoryFigure {
  readonly profile: ProxyProfileName;
  /** How many blocks behind the head the snapshot ends; null for the whole read from the deployment. */
  readonly snapshotAge: SnapshotAge | null;
  readonly events: number;
  readonly calls: number;
  readonly getLogs: number;
  /** eth_getLogs the cap allows at the least (the span read over the block cap; 1 without one). */
  readonly minimumGetLogs: number;
  readonly refused: number;
  readonly requests: number;
  readonly simulatedSeconds: number;
  readonly failed: string | null;
}

/** A client of `chain` behind `profile`, through the page's own gate and polite fetch, on `clock`. */
function clientOf(chain: SimulatedChain, profile: ProxyProfileName, clock: VirtualClock) {
  const provider = simulatedProvider(chain, profile, clock);
  const gate = new RpcGate({ clock });
  const client = createPublicClient({
    chain: mainnet,
    transport: http("https://rpc.simulated.example", {
      batch: { batchSize: gate.maxBatch },
      fetchFn: politeFetch(gate, provider.fetch, clock.now),
      timeout: 0,
    }),
  });
  return { client, provider };
}

/**
 * The history snapshot an operator would make of the simulated chain up to `age` blocks behind its head, written by
 * the command's writer (lib/history/snapshot-write.ts) through a provider without limits.
 */
export async function benchSnapshot(age: SnapshotAge): Promise<SnapshotWrite> {
  const clock = new VirtualClock();
  const chain = busyOperatorChain(OWNER, clock);
  const { client } = clientOf(chain, "pass-through", clock);
  let written: SnapshotWrite | null = null;
  const result = await clock.run(
    writeHistorySnapshot({
      client,
      chainId: 1,
      pool: POOL,
      deployBlock: DEPLOY_BLOCK,
      previous: null,
      toBlock: chain.head - SNAPSHOT_AGES[age],
      onSnapshot: (write) => {
        written = write;
      },
    }),
  );
  if (result.kind !== "written" || written === null) throw new Error("the snapshot was not written");
  return written;
}

/** The owner's part of a snapshot as the page gets it: fetched from the site's history/ and checked file by file. */
async function accountSnapshot(write: SnapshotWrite): Promise<AccountSnapshot> {
  const base = "https://site.simulated.example/history/";
  const fetchImpl = (async (input: string | URL | Request) => {
    const text = write.files.get(String(input).slice(base.length));
    return text === undefined ? new Response("", { status: 404 }) : new Response(text);
  }) as typeof fetch;
  const load = await fetchAccountSnapshot(base, { chainId: 1, pool: POOL, account: OWNER }, fetchImpl);
  if (load.kind !== "found") throw new Error(`the snapshot was refused: ${load.detail}`);
  return load.snapshot;
}

const snapshots = new Map<SnapshotAge, Promise<SnapshotWrite>>();

/**
 * One read of the busy operator's History as the page does it, behind `profile`: from the deployment block, or
 * (`snapshotAge`) from a snapshot that many blocks behind the head, its block N's hash asked first.
 */
export async function historyFigure(
  profile: ProxyProfileName,
  blockCap: number | null,
  snapshotAge: SnapshotAge | null = null,
): Promise<HistoryFigure> {
  let snapshot: AccountSnapshot | null = null;
  if (snapshotAge !== null) {
    if (!snapshots.has(snapshotAge)) snapshots.set(snapshotAge, benchSnapshot(snapshotAge));
    snapshot = await accountSnapshot(await snapshots.get(snapshotAge)!);
  }
  const clock = new VirtualClock();
  const chain = busyOperatorChain(OWNER, clock);
  const { client, provider } = clientOf(chain, profile, clock);
  let events = 0;
  let failed: string | null = null;
  try {
    const read = await clock.run(
      scanHistory({
        client,
        chainId: 1,
        pool: POOL,
        account: OWNER,
        deployBlock: DEPLOY_BLOCK,
        cached: null,
        snapshot,
        onCache: () => {},
      }),
    );
    if (snapshot !== null && read.snapshot !== "used") throw new Error(`the snapshot was not used (${read.snapshot})`);
    events = read.events.length;
  } catch (error) {
    failed = error instanceof Error ? error.message.split("\n")[0]! : String(error);
  }
  const from = snapshot ? snapshot.block + 1n : DEPLOY_BLOCK;
  const span = Number(chain.head - from + 1n);
  return {
    profile,
    snapshotAge,
    events,
    calls: provider.counters.calls,
    getLogs: provider.counters.getLogs,
    minimumGetLogs: blockCap === null ? 1 : Math.ceil(span / blockCap),
    refused: provider.counters.refused,
    requests: provider.counters.requests,
    simulatedSeconds: clock.now() / 1000,
    failed,
  };
}

export const HISTORY_PROFILES: readonly (readonly [ProxyProfileName, number | null])[] = [
  ["result-capped", null],
  ["range-10k", 10_000],
  ["range-1k-rate", 1_000],
  ["range-5", 5],
];

function printFigure(print: (line: string) => void, f: HistoryFigure): void {
  const name = `history ${f.profile}${f.snapshotAge === null ? "" : ` after a snapshot ${f.snapshotAge} old`}`;
  print(`${name} events: ${f.events}`);
  print(
    `${name} eth_getLogs: ${f.getLogs} calls (minimum ${f.minimumGetLogs}, ${(f.getLogs / f.minimumGetLogs).toFixed(3)}×)`,
  );
  print(`${name} calls: ${f.calls} in ${f.requests} requests, ${f.refused} refused`);
  print(`${name} simulated time: ${f.simulatedSeconds.toFixed(1)} s`);
  print(`${name} error shown: ${f.failed ?? "none"}`);
}

/** The snapshot's sizes: the manifest, the busy operator's shard, all files. */
export async function snapshotSizes(age: SnapshotAge): Promise<{ manifest: number; shard: number; total: number }> {
  const write = await benchSnapshot(age);
  const bytes = (text: string | undefined) => Buffer.byteLength(text ?? "");
  const shard = write.manifest.shards.find((s) => s.shard === OWNER.slice(2, 4).toLowerCase());
  return {
    manifest: bytes(write.files.get(MANIFEST_FILE)),
    shard: bytes(shard ? write.files.get(shard.file) : undefined),
    total: [...write.files.values()].reduce((n, text) => n + bytes(text), 0),
  };
}

/**
 * Every figure. The whole read behind the 5-block cap (over a million eth_getLogs, about half an hour of real time on
 * this machine kind) runs only with `full5`; without it that figure says so, and the snapshot reads run.
 */
export async function printHistoryFigures(print: (line: string) => void, { full5 = false } = {}): Promise<void> {
  for (const [profile, cap] of HISTORY_PROFILES) {
    if (profile === "range-5" && !full5) print(`history range-5 simulated time: unknown (not run: --full-5 runs it)`);
    else printFigure(print, await historyFigure(profile, cap));
    for (const age of Object.keys(SNAPSHOT_AGES) as SnapshotAge[])
      printFigure(print, await historyFigure(profile, cap, age));
  }
  const sizes = await snapshotSizes("1 week");
  print(`history snapshot manifest: ${sizes.manifest} bytes`);
  print(`history snapshot the operator's shard: ${sizes.shard} bytes`);
  print(`history snapshot all files: ${sizes.total} bytes`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await printHistoryFigures((line) => process.stdout.write(`${line}\n`), { full5: process.argv.includes("--full-5") });
}
