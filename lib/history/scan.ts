import { numberToHex, type Address, type Hex } from "viem";
import { blockRanges, DEFAULT_MAX_BLOCK_RANGE, readPoolLogs, type LogClient } from "@/lib/chain/read-pool-logs";
import type { PoolEventLog } from "@/lib/validators/events";
import type { HistoryCache } from "./cache";
import { historyEvent, mergeHistory, type HistoryEvent } from "./events";

export interface ScanHistoryOptions {
  readonly client: LogClient;
  readonly chainId: number;
  readonly pool: Address;
  readonly account: Address;
  /** The pool's deployment block (or a bound before it): nothing earlier can hold its events. */
  readonly deployBlock: bigint;
  /** What an earlier visit stored, already checked against its schema and scope; null to read from the start. */
  readonly cached: HistoryCache | null;
  /** Each step's new cache (finalized blocks only), to be stored at once, so a reload resumes after it. */
  readonly onCache: (cache: HistoryCache) => void;
  /** The widest block range one eth_getLogs asks for. */
  readonly maxRange?: bigint;
  /** Blocks per step: a step's log reads go out together (one batched HTTP request), then the cache is stored. */
  readonly stepBlocks?: bigint;
}

export interface HistoryRead {
  /** Every event from the deployment block to the head, in chain order. */
  readonly events: readonly HistoryEvent[];
  /** What is stored now (null when no finalized block was read). */
  readonly cache: HistoryCache | null;
}

interface BlockHeader {
  readonly time: number;
  readonly hash: Hex;
}

/** Each block's timestamp and hash, all requested at once (a batching transport sends one HTTP request). */
async function readBlocks(client: LogClient, numbers: Iterable<bigint>): Promise<Map<bigint, BlockHeader>> {
  const unique = [...new Set(numbers)];
  const blocks = await Promise.all(
    unique.map((n) => client.request({ method: "eth_getBlockByNumber", params: [numberToHex(n), false] })),
  );
  const headers = new Map<bigint, BlockHeader>();
  unique.forEach((n, i) => {
    const block = blocks[i];
    if (!block?.hash) throw new Error(`the node does not have block ${n}`);
    headers.set(n, { time: Number(BigInt(block.timestamp)), hash: block.hash });
  });
  return headers;
}

function toEvents(logs: readonly PoolEventLog[], headers: ReadonlyMap<bigint, BlockHeader>): HistoryEvent[] {
  return logs.map((log) => historyEvent(log, headers.get(log.blockNumber)?.time ?? 0));
}

/**
 * Reads the account's pool events that the cache does not hold yet. Blocks up to the finalized one are read in
 * steps from where the cache stopped (or the deployment block) and stored after each step; the blocks after the
 * finalized one (a reorg may still change them) are read on every call and never stored. A cached block whose hash
 * no longer matches the chain (a replaced chain) throws the cache away and starts again.
 */
export async function scanHistory(options: ScanHistoryOptions): Promise<HistoryRead> {
  const { client } = options;
  const maxRange = options.maxRange ?? DEFAULT_MAX_BLOCK_RANGE;
  const stepBlocks = options.stepBlocks ?? maxRange * 20n;
  const [finalizedBlock, headHex, cachedBlock] = await Promise.all([
    client.request({ method: "eth_getBlockByNumber", params: ["finalized", false] }),
    client.request({ method: "eth_blockNumber" }),
    options.cached
      ? client.request({ method: "eth_getBlockByNumber", params: [numberToHex(options.cached.scannedThrough), false] })
      : null,
  ]);
  const head = BigInt(headHex);
  const finalized = finalizedBlock?.number ? BigInt(finalizedBlock.number) : -1n;
  const cached =
    options.cached && cachedBlock?.hash === options.cached.scannedHash && options.cached.scannedThrough <= finalized
      ? options.cached
      : null;

  // A chain whose head is before the deployment block is a local copy of the network (its contracts placed at
  // the real addresses): its events can be anywhere from block 0.
  const fromBlock = cached?.fromBlock ?? (head < options.deployBlock ? 0n : options.deployBlock);
  let cache = cached;
  let events: readonly HistoryEvent[] = cached?.events ?? [];
  const start = cached ? cached.scannedThrough + 1n : fromBlock;
  const read = (from: bigint, to: bigint) =>
    readPoolLogs({ client, pool: options.pool, account: options.account, fromBlock: from, toBlock: to, maxRange });

  for (const [from, to] of blockRanges(start, finalized, stepBlocks)) {
    const logs = await read(from, to);
    const headers = await readBlocks(client, [...logs.map((l) => l.blockNumber), to]);
    events = mergeHistory(events, toEvents(logs, headers));
    const end = headers.get(to);
    if (!end) throw new Error(`the node does not have block ${to}`);
    cache = {
      chainId: options.chainId,
      pool: options.pool,
      account: options.account,
      fromBlock,
      scannedThrough: to,
      scannedHash: end.hash,
      events,
    };
    options.onCache(cache);
  }

  const tailFrom = finalized + 1n > start ? finalized + 1n : start;
  if (tailFrom <= head) {
    const logs = await read(tailFrom, head);
    if (logs.length > 0)
      events = mergeHistory(
        events,
        toEvents(
          logs,
          await readBlocks(
            client,
            logs.map((l) => l.blockNumber),
          ),
        ),
      );
  }
  return { events, cache };
}
