import * as v from "valibot";
import { keccak256, stringToBytes, type Address, type Hex } from "viem";
import { POOL_EVENT_NAMES } from "@/lib/chain/logs/read-pool-logs";
import { historyEventId, type HistoryEvent } from "./events";

/**
 * The pool's history up to a block N, as a build carries it beside its published trees (docs/release.md): every
 * owner's five pool events from the pool's deployment to N, with N's hash, split by the owner's first address byte so
 * that a visitor fetches one small file for their address. `snapshot.json` names N, its hash and each shard file with
 * its keccak256; every file is written by one serializer (below), so the same chain gives the same bytes anywhere.
 */
export const SNAPSHOT_FORMAT = "smoothly-history-snapshot/1";
export const SHARD_FORMAT = "smoothly-history-shard/1";
export const MANIFEST_FILE = "snapshot.json";

/** The largest files the page reads: far above a real pool's (docs/performance.md), far below a browser's limits. */
export const MAX_MANIFEST_BYTES = 256 * 1024;
export const MAX_SHARD_BYTES = 16 * 1024 * 1024;

/** Which shard holds an owner's events: the first byte of its address, two lower-case hex digits. */
export const shardOf = (owner: Address): string => owner.slice(2, 4).toLowerCase();

/** A shard's file: its name and the start of its digest, so a new snapshot never overwrites a file an old one names. */
export const shardFile = (shard: string, digest: Hex): string => `${shard}-${digest.slice(2, 10)}.json`;

export interface ShardEntry {
  /** Two hex digits: the owners' first address byte. */
  readonly shard: string;
  readonly file: string;
  readonly owners: number;
  readonly events: number;
  readonly bytes: number;
  /** keccak256 of the file's bytes. */
  readonly keccak256: Hex;
}

export interface SnapshotManifest {
  readonly chainId: number;
  /** Lower-case. */
  readonly pool: Address;
  /** The first block read: the pool's deployment block (or 0 on a local copy of the network). */
  readonly fromBlock: bigint;
  /** N: every event up to this block is in the shards. */
  readonly block: bigint;
  readonly blockHash: Hex;
  readonly events: number;
  /** In shard order; a shard with no event has no file. */
  readonly shards: readonly ShardEntry[];
}

/** Every owner's events up to the manifest's block, by lower-case owner; each list in chain order. */
export type OwnerEvents = ReadonlyMap<Address, readonly HistoryEvent[]>;

const digestOf = (text: string): Hex => keccak256(stringToBytes(text));

/** One event as a shard holds it: [kind, block, log index, transaction, validators, wei or null, block time]. */
function eventText(e: HistoryEvent): string {
  return JSON.stringify([
    e.kind,
    Number(e.blockNumber),
    e.logIndex,
    e.transactionHash.toLowerCase(),
    e.validators,
    e.value === null ? null : e.value.toString(),
    e.time,
  ]);
}

/** A shard's text: one owner per key (in address order), one event per line. */
export function shardText(shard: string, owners: readonly (readonly [Address, readonly HistoryEvent[]])[]): string {
  const sorted = [...owners].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const body = sorted
    .map(
      ([owner, events]) =>
        `    ${JSON.stringify(owner)}: [\n${events.map((e) => `      ${eventText(e)}`).join(",\n")}\n    ]`,
    )
    .join(",\n");
  return `{\n  "format": ${JSON.stringify(SHARD_FORMAT)},\n  "shard": ${JSON.stringify(shard)},\n  "owners": {\n${body}\n  }\n}\n`;
}

/** The manifest's text without its own digest: what the digest is taken of. */
function manifestBody(m: SnapshotManifest): string {
  const shards = m.shards.map(
    (s) =>
      `    { "shard": ${JSON.stringify(s.shard)}, "file": ${JSON.stringify(s.file)}, "owners": ${s.owners}, "events": ${s.events}, "bytes": ${s.bytes}, "keccak256": ${JSON.stringify(s.keccak256)} }`,
  );
  return [
    "{",
    `  "format": ${JSON.stringify(SNAPSHOT_FORMAT)},`,
    `  "chainId": ${m.chainId},`,
    `  "pool": ${JSON.stringify(m.pool.toLowerCase())},`,
    `  "fromBlock": ${m.fromBlock},`,
    `  "block": ${m.block},`,
    `  "blockHash": ${JSON.stringify(m.blockHash.toLowerCase())},`,
    `  "events": ${m.events},`,
    `  "shards": [${shards.length > 0 ? `\n${shards.join(",\n")}\n  ` : ""}],`,
  ].join("\n");
}

/** The manifest's text: its body, then the body's keccak256, so an edit of any line (a shard left out) is seen. */
export function manifestText(m: SnapshotManifest): string {
  const body = manifestBody(m);
  return `${body}\n  "keccak256": ${JSON.stringify(digestOf(body))}\n}\n`;
}

/** Every file of a snapshot of `owners`' events up to `block`, by file name (the manifest's is MANIFEST_FILE). */
export function snapshotFiles(
  head: Omit<SnapshotManifest, "events" | "shards">,
  owners: OwnerEvents,
): { readonly manifest: SnapshotManifest; readonly files: ReadonlyMap<string, string> } {
  const byShard = new Map<string, [Address, readonly HistoryEvent[]][]>();
  for (const [owner, events] of owners) {
    if (events.length === 0) continue;
    const lower = owner.toLowerCase() as Address;
    const list = byShard.get(shardOf(lower)) ?? [];
    list.push([lower, events]);
    byShard.set(shardOf(lower), list);
  }
  const files = new Map<string, string>();
  const shards: ShardEntry[] = [];
  for (const shard of [...byShard.keys()].sort()) {
    const list = byShard.get(shard) ?? [];
    const text = shardText(shard, list);
    const digest = digestOf(text);
    const file = shardFile(shard, digest);
    files.set(file, text);
    shards.push({
      shard,
      file,
      owners: list.length,
      events: list.reduce((n, [, events]) => n + events.length, 0),
      bytes: stringToBytes(text).byteLength,
      keccak256: digest,
    });
  }
  const manifest: SnapshotManifest = {
    ...head,
    pool: head.pool.toLowerCase() as Address,
    blockHash: head.blockHash.toLowerCase() as Hex,
    events: shards.reduce((n, s) => n + s.events, 0),
    shards,
  };
  files.set(MANIFEST_FILE, manifestText(manifest));
  return { manifest, files };
}

const safe = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const hash = v.pipe(v.string(), v.regex(/^0x[0-9a-f]{64}$/));
const address = v.pipe(v.string(), v.regex(/^0x[0-9a-f]{40}$/));

const manifestSchema = v.strictObject({
  format: v.literal(SNAPSHOT_FORMAT),
  chainId: safe,
  pool: address,
  fromBlock: safe,
  block: safe,
  blockHash: hash,
  events: safe,
  shards: v.array(
    v.strictObject({
      shard: v.pipe(v.string(), v.regex(/^[0-9a-f]{2}$/)),
      file: v.pipe(v.string(), v.regex(/^[0-9a-f]{2}-[0-9a-f]{8}\.json$/)),
      owners: safe,
      events: safe,
      bytes: safe,
      keccak256: hash,
    }),
  ),
  keccak256: hash,
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A manifest's text → the manifest, or null when it is not one this page wrote: not JSON (cut), another form, a
 * digest that is not its body's (altered), shards out of order or named twice, counts that do not add up.
 */
export function parseManifest(text: string): SnapshotManifest | null {
  const parsed = v.safeParse(manifestSchema, parseJson(text));
  if (!parsed.success) return null;
  const out = parsed.output;
  const manifest: SnapshotManifest = {
    chainId: out.chainId,
    pool: out.pool as Address,
    fromBlock: BigInt(out.fromBlock),
    block: BigInt(out.block),
    blockHash: out.blockHash as Hex,
    events: out.events,
    shards: out.shards.map((s) => ({ ...s, keccak256: s.keccak256 as Hex })),
  };
  if (digestOf(manifestBody(manifest)) !== out.keccak256) return null;
  if (manifest.block < manifest.fromBlock) return null;
  const names = manifest.shards.map((s) => s.shard);
  if (names.some((name, i) => i > 0 && name <= names[i - 1]!)) return null;
  if (manifest.shards.some((s) => s.file !== shardFile(s.shard, s.keccak256))) return null;
  if (manifest.shards.reduce((n, s) => n + s.events, 0) !== manifest.events) return null;
  return manifest;
}

const wei = v.pipe(v.string(), v.regex(/^(0|[1-9]\d{0,77})$/));
const eventSchema = v.tuple([
  v.picklist(POOL_EVENT_NAMES),
  safe,
  safe,
  hash,
  v.pipe(v.array(safe), v.minLength(1)),
  v.nullable(wei),
  safe,
]);
const shardSchema = v.strictObject({
  format: v.literal(SHARD_FORMAT),
  shard: v.pipe(v.string(), v.regex(/^[0-9a-f]{2}$/)),
  owners: v.record(address, v.pipe(v.array(eventSchema), v.minLength(1))),
});

const AMOUNT_KINDS: ReadonlySet<string> = new Set(["RewardsWithdrawal", "StakeWithdrawal", "StakeAdded"]);

function toEvent(tuple: v.InferOutput<typeof eventSchema>): HistoryEvent | null {
  const [kind, block, logIndex, transactionHash, validators, value, time] = tuple;
  if (AMOUNT_KINDS.has(kind) !== (value !== null)) return null;
  if (kind === "StakeAdded" && validators.length !== 1) return null;
  return {
    kind,
    blockNumber: BigInt(block),
    logIndex,
    transactionHash: transactionHash as Hex,
    validators,
    value: value === null ? null : BigInt(value),
    time,
  };
}

/**
 * A shard's text, checked against its manifest entry (its exact bytes' keccak256 first: a cut or edited file is
 * never read) and the manifest's blocks → its owners' events; null when anything does not hold: each owner in this
 * shard, its events within [fromBlock, block], in chain order, each once, amounts where the event has one.
 */
export function parseShard(text: string, entry: ShardEntry, manifest: SnapshotManifest): OwnerEvents | null {
  if (digestOf(text) !== entry.keccak256) return null;
  const parsed = v.safeParse(shardSchema, parseJson(text));
  if (!parsed.success || parsed.output.shard !== entry.shard) return null;
  const owners = new Map<Address, readonly HistoryEvent[]>();
  let count = 0;
  for (const [owner, tuples] of Object.entries(parsed.output.owners)) {
    if (shardOf(owner as Address) !== entry.shard) return null;
    const events: HistoryEvent[] = [];
    const seen = new Set<string>();
    for (const tuple of tuples) {
      const event = toEvent(tuple);
      if (event === null || event.blockNumber < manifest.fromBlock || event.blockNumber > manifest.block) return null;
      const last = events.at(-1);
      if (
        last &&
        (event.blockNumber < last.blockNumber ||
          (event.blockNumber === last.blockNumber && event.logIndex <= last.logIndex))
      )
        return null;
      const id = historyEventId(event);
      if (seen.has(id)) return null;
      seen.add(id);
      events.push(event);
    }
    owners.set(owner as Address, events);
    count += events.length;
  }
  if (owners.size !== entry.owners || count !== entry.events) return null;
  return owners;
}
