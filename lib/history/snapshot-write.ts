import type { Address } from "viem";
import { askedChainId, type UnaskedCounts } from "@/lib/chain/transport/asked-for";
import { readPoolLogs, type LogClient, type RangeMemory } from "@/lib/chain/logs/read-pool-logs";
import type { PoolEventLog } from "@/lib/validators/events";
import { mergeHistory, type HistoryEvent } from "./events";
import { readBlocks, toEvents, type BlockHeader } from "./scan";
import { snapshotFiles, type OwnerEvents, type SnapshotManifest } from "./snapshot-files";

/** A whole snapshot: its manifest and every owner's events (what a folder holds, every shard checked). */
export interface FullSnapshot {
  readonly manifest: SnapshotManifest;
  readonly owners: OwnerEvents;
}

/** A complete snapshot up to a block: its manifest and every file's text, by file name. */
export interface SnapshotWrite {
  readonly manifest: SnapshotManifest;
  readonly files: ReadonlyMap<string, string>;
}

/** The snapshot at hand is not of the chain the RPC serves: its block N has another hash there (or none). */
export class SnapshotMismatchError extends Error {
  override readonly name = "SnapshotMismatchError";
}

export interface WriteSnapshotOptions {
  readonly client: LogClient;
  readonly chainId: number;
  readonly pool: Address;
  /** The pool's deployment block (or a bound before it); on a chain whose head is before it (a local copy), 0. */
  readonly deployBlock: bigint;
  /** The snapshot to extend (every shard already checked); null to read from the deployment. */
  readonly previous: FullSnapshot | null;
  /** Read to this block, which must be finalized; the finalized block when unset. */
  readonly toBlock?: bigint;
  /** Each complete snapshot: every `checkpointEvery` ranges read, at a stop or a failure, and at the end. */
  readonly onSnapshot: (snapshot: SnapshotWrite) => Promise<void> | void;
  readonly checkpointEvery?: number;
  readonly onProgress?: (through: bigint, to: bigint) => void;
  readonly rangeMemory?: RangeMemory;
  readonly maxRange?: bigint;
  readonly signal?: AbortSignal;
  readonly onUnasked?: (dropped: UnaskedCounts) => void;
}

export type WriteSnapshotResult =
  | { readonly kind: "written"; readonly snapshot: SnapshotWrite }
  /** N is already the block asked for (or later): nothing was read. */
  | { readonly kind: "current"; readonly block: bigint };

/** Every owner's events of `previous` and of `logs` (dated by `headers`), by lower-case owner. */
function withLogs(
  previous: OwnerEvents,
  logs: readonly PoolEventLog[],
  headers: ReadonlyMap<bigint, BlockHeader>,
): Map<Address, readonly HistoryEvent[]> {
  const byOwner = new Map<Address, PoolEventLog[]>();
  for (const log of logs) {
    const owner = log.args.eth1.toLowerCase() as Address;
    byOwner.set(owner, [...(byOwner.get(owner) ?? []), log]);
  }
  const owners = new Map(previous);
  for (const [owner, list] of byOwner)
    owners.set(owner, mergeHistory(owners.get(owner) ?? [], toEvents(list, headers)));
  return owners;
}

/**
 * Reads every owner's pool events after the previous snapshot's block N (or from the deployment) up to a finalized
 * block, through `client` (the polite transport: adaptive ranges, Retry-After waited out), and hands over complete
 * snapshots as it goes, so a stopped run is extended from its last one rather than started again. The previous
 * snapshot is extended only when its block N has the same hash on this chain; another chain's throws
 * SnapshotMismatchError. The files depend only on the chain: the same blocks give the same bytes.
 */
export async function writeHistorySnapshot(options: WriteSnapshotOptions): Promise<WriteSnapshotResult> {
  const { client, previous, signal } = options;
  const report = options.onUnasked;
  const [chainAnswer, finalizedBlock, headHex] = await Promise.all([
    client.request({ method: "eth_chainId" }),
    client.request({ method: "eth_getBlockByNumber", params: ["finalized", false] }),
    client.request({ method: "eth_blockNumber" }),
  ]);
  askedChainId(chainAnswer, options.chainId);
  const head = BigInt(headHex);
  const finalized = finalizedBlock?.number ? BigInt(finalizedBlock.number) : -1n;
  const to = options.toBlock ?? finalized;
  if (to > finalized)
    throw new Error(`block ${to} is not finalized yet (the finalized block is ${finalized}): a snapshot ends at one`);
  if (previous && previous.manifest.chainId !== options.chainId)
    throw new SnapshotMismatchError(`the snapshot is of chain ${previous.manifest.chainId}, not ${options.chainId}`);
  if (previous && previous.manifest.pool.toLowerCase() !== options.pool.toLowerCase())
    throw new SnapshotMismatchError(`the snapshot is of pool ${previous.manifest.pool}, not ${options.pool}`);
  if (previous) {
    const { block, blockHash } = previous.manifest;
    const headers = block <= head ? await readBlocks(client, [block], report).catch(() => null) : null;
    const hash = headers?.get(block)?.hash;
    if (hash?.toLowerCase() !== blockHash.toLowerCase())
      throw new SnapshotMismatchError(
        hash
          ? `block ${block} has hash ${hash} on this chain, not the snapshot's ${blockHash}`
          : `this chain has no block ${block}`,
      );
    if (block >= to) return { kind: "current", block };
  }
  const fromBlock = previous?.manifest.fromBlock ?? (head < options.deployBlock ? 0n : options.deployBlock);
  const start = previous ? previous.manifest.block + 1n : fromBlock;
  const chainId = options.chainId;
  const pool = options.pool;
  const checkpointEvery = options.checkpointEvery ?? 1_000;

  let owners: OwnerEvents = previous?.owners ?? new Map();
  let latest: SnapshotWrite | null = null;
  let pending: PoolEventLog[] = [];
  const times = new Map<bigint, BlockHeader>();
  const checkpoint = async (through: bigint, logs: readonly PoolEventLog[]) => {
    const wanted = [...new Set([...logs.map((l) => l.blockNumber), through])].filter((n) => !times.has(n));
    for (const [n, header] of await readBlocks(client, wanted, report)) times.set(n, header);
    const end = times.get(through);
    // Stryker disable next-line ConditionalExpression: readBlocks throws for a block it cannot read
    if (!end) throw new Error(`the node does not have block ${through}`);
    owners = withLogs(owners, logs, times);
    latest = snapshotFiles({ chainId, pool, fromBlock, block: through, blockHash: end.hash }, owners);
    await options.onSnapshot(latest);
  };

  let last = start - 1n;
  let ranges = 0;
  let saving: Promise<void> = Promise.resolve();
  let failure: { readonly error: unknown } | null = null;
  if (start <= to) {
    try {
      await readPoolLogs({
        client,
        pool,
        account: null,
        fromBlock: start,
        toBlock: to,
        maxRange: options.maxRange,
        rangeMemory: options.rangeMemory,
        signal,
        onUnasked: report,
        onChunk: (logs, through) => {
          pending.push(...logs);
          last = through;
          ranges += 1;
          options.onProgress?.(through, to);
          if (ranges % checkpointEvery === 0) {
            const logs = pending;
            pending = [];
            saving = saving.then(() => checkpoint(through, logs));
          }
        },
      });
    } catch (error) {
      failure = { error };
    }
  }
  // What was read before a stop or a failure is kept: the next run goes on from there.
  const stored = () => latest?.manifest.block ?? previous?.manifest.block ?? start - 1n;
  try {
    await saving;
    if (last > stored()) await checkpoint(last, pending);
  } catch (error) {
    failure ??= { error };
  }
  if (failure) throw failure.error;
  // Stryker disable next-line ConditionalExpression: unreachable, a read that did not fail read up to `to`
  if (!latest) throw new Error(`nothing was read from block ${start} to ${to}`);
  return { kind: "written", snapshot: latest };
}
