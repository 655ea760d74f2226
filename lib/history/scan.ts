import { numberToHex, type Address, type Hex } from "viem";
import { askedBlockHeader, UnaskedAnswerError, type UnaskedCounts } from "@/lib/chain/transport/asked-for";
import { readPoolLogs, type LogClient, type RangeMemory } from "@/lib/chain/logs/read-pool-logs";
import type { PoolEventLog } from "@/lib/validators/events";
import type { HistoryCache } from "./cache";
import { historyEvent, mergeHistory, type HistoryEvent } from "./events";
import type { AccountSnapshot } from "./snapshot-fetch";

/** How far a read has come: the last block read, of the head it reads to. */
export interface HistoryProgress {
  readonly through: bigint;
  readonly head: bigint;
}

export interface ScanHistoryOptions {
  readonly client: LogClient;
  readonly chainId: number;
  readonly pool: Address;
  readonly account: Address;
  /** The pool's deployment block (or a bound before it): nothing earlier can hold its events. */
  readonly deployBlock: bigint;
  /** What an earlier visit stored, already checked against its schema and scope; null to read from the start. */
  readonly cached: HistoryCache | null;
  /**
   * The account's part of the build's history snapshot, up to its block N; null without one. It is used only when
   * the chain's block N has its hash (asked once, with the first reads) and the cache does not reach further.
   */
  readonly snapshot?: AccountSnapshot | null;
  /** Told what became of the snapshot as soon as the first reads say it (HistoryRead's `snapshot`). */
  readonly onSnapshotChecked?: (state: HistoryRead["snapshot"]) => void;
  /** Each new cache (finalized blocks only), to be stored at once, so a reload resumes after it. */
  readonly onCache: (cache: HistoryCache) => void;
  readonly onProgress?: (progress: HistoryProgress) => void;
  readonly rangeMemory?: RangeMemory;
  /** Stops the read between two requests; what is cached so far stays. */
  readonly signal?: AbortSignal;
  /** Stores the cache after this many ranges read (each store reads the last block's hash). */
  readonly cacheEvery?: number;
  /** The widest block range one eth_getLogs asks for (the reader asks for the whole span when unset). */
  readonly maxRange?: bigint;
  /** Told what the RPC sent that was not asked for (logs, block headers), which the read left out. */
  readonly onUnasked?: (dropped: UnaskedCounts) => void;
}

export interface HistoryRead {
  /** Every event from the deployment block to the head, in chain order. */
  readonly events: readonly HistoryEvent[];
  /** What is stored now (null when no finalized block was read). */
  readonly cache: HistoryCache | null;
  /**
   * What became of the snapshot: read from (`used`); not this chain's (`mismatch`: block N has another hash, or
   * none); not reaching back to the deployment (`unusable`); null when there was none or the cache went further.
   */
  readonly snapshot: "used" | "mismatch" | "unusable" | null;
}

export interface BlockHeader {
  readonly time: number;
  readonly hash: Hex;
}

type Report = ScanHistoryOptions["onUnasked"];

const askBlock = (client: LogClient, n: bigint): Promise<unknown> =>
  // Stryker disable next-line BooleanLiteral: with its transactions a block has the same hash and time
  client.request({ method: "eth_getBlockByNumber", params: [numberToHex(n), false] });

/** Block `n`'s header from an answer, or why it was dropped (told to `report`): another block's, or malformed. */
function headerOf(answer: unknown, n: bigint, report: Report): BlockHeader | UnaskedAnswerError {
  try {
    const header = askedBlockHeader(answer, n);
    if (!header) throw new Error(`the node does not have block ${n}`);
    return { time: Number(header.timestamp), hash: header.hash };
  } catch (error) {
    if (!(error instanceof UnaskedAnswerError)) throw error;
    report?.(error.counts);
    return error;
  }
}

/** Block `n`'s header, or null when the node does not have it or sent an unusable one (dropped, and told). */
function headerOrNone(answer: unknown, n: bigint, report: Report): BlockHeader | null {
  if (answer === null) return null;
  const header = headerOf(answer, n, report);
  return header instanceof UnaskedAnswerError ? null : header;
}

/**
 * Each block's timestamp and hash, all requested at once (a batching transport sends them together). A header of
 * another block than asked (or a malformed one) is dropped and asked for once more; a second one fails the read.
 */
export async function readBlocks(
  client: LogClient,
  numbers: Iterable<bigint>,
  report: Report,
): Promise<Map<bigint, BlockHeader>> {
  const headers = new Map<bigint, BlockHeader>();
  let wanted = [...new Set(numbers)];
  for (let attempt = 0; wanted.length > 0; attempt++) {
    const answers = await Promise.all(wanted.map((n) => askBlock(client, n)));
    const again: bigint[] = [];
    wanted.forEach((n, i) => {
      const header = headerOf(answers[i], n, report);
      if (!(header instanceof UnaskedAnswerError)) headers.set(n, header);
      else if (attempt === 0) again.push(n);
      else throw header;
    });
    wanted = again;
  }
  return headers;
}

export function toEvents(logs: readonly PoolEventLog[], headers: ReadonlyMap<bigint, BlockHeader>): HistoryEvent[] {
  // Stryker disable next-line OptionalChaining: readBlocks has thrown for any block it could not read
  return logs.map((log) => historyEvent(log, headers.get(log.blockNumber)?.time ?? 0));
}

/**
 * Reads the account's pool events that the cache does not hold yet. Blocks up to the finalized one are read in one
 * adaptive pass (widest ranges the endpoint takes) from where the cache stopped (or the deployment block), and the
 * cache is stored every `cacheEvery` ranges and at the end, so a reload or a cancel resumes from there; the blocks
 * after the finalized one (a reorg may still change them) are read on every call and never stored. A cached block
 * whose hash no longer matches the chain (a replaced chain) throws the cache away and starts again.
 */
export async function scanHistory(options: ScanHistoryOptions): Promise<HistoryRead> {
  const { client, signal } = options;
  const cacheEvery = options.cacheEvery ?? 50;
  const snapshot = options.snapshot ?? null;
  const [finalizedBlock, headHex, cachedBlock, snapshotBlock] = await Promise.all([
    // Stryker disable next-line BooleanLiteral: with its transactions a block has the same number and hash
    client.request({ method: "eth_getBlockByNumber", params: ["finalized", false] }),
    client.request({ method: "eth_blockNumber" }),
    options.cached ? askBlock(client, options.cached.scannedThrough) : null,
    snapshot ? askBlock(client, snapshot.block) : null,
  ]);
  const head = BigInt(headHex);
  const finalized = finalizedBlock?.number ? BigInt(finalizedBlock.number) : -1n;
  // The stored block's header, checked to be that block's: another block's says nothing of the cache (read afresh).
  const cachedHeader =
    options.cached && cachedBlock !== null
      ? headerOrNone(cachedBlock, options.cached.scannedThrough, options.onUnasked)
      : null;
  const cached =
    options.cached && cachedHeader?.hash === options.cached.scannedHash && options.cached.scannedThrough <= finalized
      ? options.cached
      : null;

  // A chain whose head is before the deployment block is a local copy of the network (its contracts placed at
  // the real addresses): its events can be anywhere from block 0.
  const firstBlock = head < options.deployBlock ? 0n : options.deployBlock;
  // The snapshot, where the cache does not reach as far: only with its block N's hash on this chain, and only when
  // it reads from no later than this read would (so no block of the pool's is left out).
  const snapshotHeader =
    snapshot && snapshotBlock !== null ? headerOrNone(snapshotBlock, snapshot.block, options.onUnasked) : null;
  const snapshotWanted = snapshot !== null && (cached === null || cached.scannedThrough < snapshot.block);
  const snapshotState: HistoryRead["snapshot"] = !snapshotWanted
    ? null
    : snapshotHeader?.hash.toLowerCase() !== snapshot.blockHash.toLowerCase()
      ? "mismatch"
      : snapshot.fromBlock > firstBlock
        ? "unusable"
        : "used";
  options.onSnapshotChecked?.(snapshotState);
  const base = snapshotState === "used" ? snapshot : null;
  const fromBlock = base?.fromBlock ?? cached?.fromBlock ?? firstBlock;
  let cache = base ? null : cached;
  let events: readonly HistoryEvent[] = base?.events ?? cached?.events ?? [];
  const start = base ? base.block + 1n : cached ? cached.scannedThrough + 1n : fromBlock;
  const read = (from: bigint, to: bigint, onChunk: (logs: readonly PoolEventLog[], through: bigint) => void) =>
    readPoolLogs({
      client,
      pool: options.pool,
      account: options.account,
      fromBlock: from,
      toBlock: to,
      maxRange: options.maxRange,
      rangeMemory: options.rangeMemory,
      onChunk,
      signal,
      onUnasked: options.onUnasked,
    });

  // Logs read since the last store, and how many ranges they came in.
  let pending: PoolEventLog[] = [];
  let ranges = 0;
  let storing: Promise<void> = Promise.resolve();
  const store = async (through: bigint, logs: readonly PoolEventLog[]) => {
    const headers = await readBlocks(client, [...logs.map((l) => l.blockNumber), through], options.onUnasked);
    const end = headers.get(through);
    // Stryker disable next-line ConditionalExpression: readBlocks throws for a block it cannot read
    if (!end) throw new Error(`the node does not have block ${through}`);
    events = mergeHistory(events, toEvents(logs, headers));
    cache = {
      chainId: options.chainId,
      pool: options.pool,
      account: options.account,
      fromBlock,
      scannedThrough: through,
      scannedHash: end.hash,
      events,
    };
    options.onCache(cache);
  };
  // Stryker disable next-line ConditionalExpression: past the finalized block the read below asks for nothing
  if (start <= finalized) {
    let last = start - 1n;
    let stored = start - 1n;
    const storeThrough = (through: bigint) => {
      const batch = pending;
      pending = [];
      stored = through;
      storing = storing.then(() => store(through, batch));
    };
    let failure: { readonly error: unknown } | null = null;
    try {
      await read(start, finalized, (logs, through) => {
        pending.push(...logs);
        last = through;
        // Stryker disable next-line AssignmentOperator: counting down, the remainder is zero at the same ranges
        ranges += 1;
        options.onProgress?.({ through, head });
        if (ranges % cacheEvery === 0) storeThrough(through);
      });
    } catch (error) {
      failure = { error };
    }
    // What was read before a cancel or a failure is kept for the next read too.
    if (last > stored) storeThrough(last);
    try {
      await storing;
    } catch (error) {
      failure ??= { error };
    }
    if (failure) throw failure.error;
  }

  // Stryker disable next-line ConditionalExpression,EqualityOperator: a kept cache never goes past the finalized block, so start is at most one after it
  const tailFrom = finalized + 1n > start ? finalized + 1n : start;
  if (tailFrom <= head) {
    const logs = await read(tailFrom, head, (_, through) => options.onProgress?.({ through, head }));
    // Stryker disable next-line ConditionalExpression,EqualityOperator: no logs, no blocks to read: nothing is asked either way
    if (logs.length > 0)
      events = mergeHistory(
        events,
        toEvents(
          logs,
          await readBlocks(
            client,
            logs.map((l) => l.blockNumber),
            options.onUnasked,
          ),
        ),
      );
  }
  options.onProgress?.({ through: head, head });
  return { events, cache, snapshot: snapshotState };
}
