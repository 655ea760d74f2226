import * as v from "valibot";
import type { Address, Hex } from "viem";
import { POOL_EVENT_NAMES } from "@/lib/chain/logs/read-pool-logs";
import type { HistoryEvent } from "./events";

/**
 * What the browser keeps of one address's History on one chain: the events of the blocks already read, up to a
 * finalized block (a reorg cannot change those), and that block's hash, so a chain that was replaced under the
 * same number (a restarted local chain) is noticed and read again.
 */
export interface HistoryCache {
  readonly chainId: number;
  readonly pool: Address;
  readonly account: Address;
  /** The first block read. */
  readonly fromBlock: bigint;
  /** The last block read; every event up to it is in `events`. */
  readonly scannedThrough: bigint;
  readonly scannedHash: Hex;
  /** In chain order. */
  readonly events: readonly HistoryEvent[];
}

/** Which chain, pool and address an entry belongs to. */
export interface HistoryScope {
  readonly chainId: number;
  readonly pool: Address;
  readonly account: Address;
}

/** A stored entry of another form is simply not read: the key's version changes with the form. */
export const HISTORY_CACHE_VERSION = 1;

export function historyCacheKey(scope: HistoryScope): string {
  return `smoothly:history:v${HISTORY_CACHE_VERSION}:${scope.chainId}:${scope.pool.toLowerCase()}:${scope.account.toLowerCase()}`;
}

const blockNumber = v.pipe(
  v.string(),
  v.regex(/^\d{1,20}$/),
  v.transform((s) => BigInt(s)),
);
const wei = v.pipe(
  v.string(),
  v.regex(/^\d{1,78}$/),
  v.transform((s) => BigInt(s)),
);
const hash = v.pipe(
  v.string(),
  v.regex(/^0x[0-9a-fA-F]{64}$/),
  v.transform((s) => s as Hex),
);
const address = v.pipe(
  v.string(),
  v.regex(/^0x[0-9a-fA-F]{40}$/),
  v.transform((s) => s as Address),
);
const smallInt = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));

const storedEvent = v.object({
  kind: v.picklist(POOL_EVENT_NAMES),
  blockNumber,
  logIndex: smallInt,
  transactionHash: hash,
  validators: v.array(smallInt),
  value: v.nullable(wei),
  time: smallInt,
});

const storedCache = v.object({
  version: v.literal(HISTORY_CACHE_VERSION),
  chainId: smallInt,
  pool: address,
  account: address,
  fromBlock: blockNumber,
  scannedThrough: blockNumber,
  scannedHash: hash,
  events: v.array(storedEvent),
});

/** JSON text for localStorage: bigints as decimal strings. */
export function serializeHistoryCache(cache: HistoryCache): string {
  return JSON.stringify({
    version: HISTORY_CACHE_VERSION,
    ...cache,
    fromBlock: cache.fromBlock.toString(),
    scannedThrough: cache.scannedThrough.toString(),
    events: cache.events.map((e) => ({
      ...e,
      blockNumber: e.blockNumber.toString(),
      value: e.value === null ? null : e.value.toString(),
    })),
  });
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The stored entry for `scope`, or null when there is none usable: text that is not JSON, another form or version,
 * or an entry of another chain, pool or address. Never throws; a null entry means the History is read afresh.
 */
export function parseHistoryCache(text: string | null, scope: HistoryScope): HistoryCache | null {
  if (text === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const result = v.safeParse(storedCache, json);
  if (!result.success) return null;
  const out = result.output;
  const cache: HistoryCache = {
    chainId: out.chainId,
    pool: out.pool,
    account: out.account,
    fromBlock: out.fromBlock,
    scannedThrough: out.scannedThrough,
    scannedHash: out.scannedHash,
    events: out.events,
  };
  if (
    cache.chainId !== scope.chainId ||
    !sameAddress(cache.pool, scope.pool) ||
    !sameAddress(cache.account, scope.account)
  )
    return null;
  if (cache.scannedThrough < cache.fromBlock) return null;
  return cache;
}
