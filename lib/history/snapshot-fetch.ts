import type { Address, Hex } from "viem";
import { readLimited } from "@/lib/trees/fetch-tree";
import type { HistoryEvent } from "./events";
import {
  MANIFEST_FILE,
  MAX_MANIFEST_BYTES,
  MAX_SHARD_BYTES,
  parseManifest,
  parseShard,
  shardOf,
} from "./snapshot-files";

/** One address's part of the history snapshot a build carries: its events up to block N, and N's hash. */
export interface AccountSnapshot {
  readonly fromBlock: bigint;
  readonly block: bigint;
  readonly blockHash: Hex;
  /** The address's events up to `block`, in chain order (none when the snapshot names no event of it). */
  readonly events: readonly HistoryEvent[];
}

/**
 * Why a build's snapshot is not used: it could not be fetched; a file of it is cut, altered or not one the command
 * wrote; or it is another chain's or pool's (its block N has another hash on this chain, or the manifest says so).
 */
export type SnapshotRefusal = "unreachable" | "unusable" | "mismatch";

export type SnapshotLoad =
  | { readonly kind: "found"; readonly snapshot: AccountSnapshot }
  | { readonly kind: "refused"; readonly why: SnapshotRefusal; readonly block: bigint | null; readonly detail: string };

export interface SnapshotScope {
  readonly chainId: number;
  readonly pool: Address;
  readonly account: Address;
}

/** How long a snapshot file may take to come: past it the History reads the chain instead of waiting on a gateway. */
export const SNAPSHOT_FETCH_TIMEOUT_MS = 20_000;

/**
 * A file's text, or why not: a fetch that failed, did not finish within `timeoutMs` or answered other than 2xx, or a
 * body over `limit` bytes.
 */
async function fetchText(
  url: string,
  limit: number,
  fetchImpl: typeof fetch,
  timeoutMs: number,
): Promise<string | SnapshotRefusal> {
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetchImpl(url, { credentials: "omit", cache: "no-cache", signal });
  } catch {
    return "unreachable";
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    return "unreachable";
  }
  try {
    return (await readLimited(response, limit)) ?? "unusable";
  } catch {
    return "unreachable";
  }
}

const refused = (why: SnapshotRefusal, block: bigint | null, detail: string): SnapshotLoad => ({
  kind: "refused",
  why,
  block,
  detail,
});

/**
 * The account's part of the snapshot under `base` (the build's history/ folder): the manifest, then only the one
 * shard that holds the account's first address byte (none when the manifest lists no such shard: no owner of that
 * byte had an event). Each file is checked against its schema and digest; anything that does not hold is refused
 * with why, never partly used. Block N's hash is checked against the chain by the scan that uses it.
 */
export async function fetchAccountSnapshot(
  base: string,
  scope: SnapshotScope,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = SNAPSHOT_FETCH_TIMEOUT_MS,
): Promise<SnapshotLoad> {
  const manifestUrl = new URL(MANIFEST_FILE, base).href;
  const manifestText = await fetchText(manifestUrl, MAX_MANIFEST_BYTES, fetchImpl, timeoutMs);
  if (manifestText === "unreachable") return refused("unreachable", null, `${manifestUrl} could not be fetched`);
  if (manifestText === "unusable") return refused("unusable", null, `${manifestUrl} is too large`);
  const manifest = parseManifest(manifestText);
  if (!manifest) return refused("unusable", null, `${manifestUrl} is cut, altered or of another form`);
  if (manifest.chainId !== scope.chainId || manifest.pool !== scope.pool.toLowerCase())
    return refused(
      "mismatch",
      null,
      `the snapshot is of chain ${manifest.chainId}'s pool ${manifest.pool}, not chain ${scope.chainId}'s ${scope.pool}`,
    );
  const found = (events: readonly HistoryEvent[]): SnapshotLoad => ({
    kind: "found",
    snapshot: { fromBlock: manifest.fromBlock, block: manifest.block, blockHash: manifest.blockHash, events },
  });
  const entry = manifest.shards.find((s) => s.shard === shardOf(scope.account));
  if (!entry) return found([]);
  const shardUrl = new URL(entry.file, base).href;
  const text = await fetchText(shardUrl, Math.min(entry.bytes, MAX_SHARD_BYTES), fetchImpl, timeoutMs);
  if (text === "unreachable") return refused("unreachable", manifest.block, `${shardUrl} could not be fetched`);
  if (text === "unusable") return refused("unusable", manifest.block, `${shardUrl} is larger than the manifest says`);
  const owners = parseShard(text, entry, manifest);
  if (!owners) return refused("unusable", manifest.block, `${shardUrl} is cut, altered or of another form`);
  return found(owners.get(scope.account.toLowerCase() as Address) ?? []);
}
