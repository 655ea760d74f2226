import * as v from "valibot";
import type { Address, Hash, Hex, RpcLog } from "viem";

/**
 * What an RPC may send that the page did not ask for. Load-balanced providers repeat logs and send logs past the
 * range asked; a provider's bug or a hostile endpoint can send another contract's logs, a header or a receipt of
 * something else, or another chain's answers. Each is dropped, counted, and said once (lib/chain/transport/unasked-tally.ts).
 */
export const UNASKED_KINDS = [
  /** A log of another contract than the one asked for. */
  "other-contract",
  /** A log whose topics are not the ones asked for (another event, another owner). */
  "other-topic",
  /** A log from a block outside the range asked for. */
  "outside-range",
  /** A log marked `removed: true` (a reorg took it out). */
  "removed",
  /** A second copy of a log already in the answer (same block hash, transaction and log index). */
  "repeated",
  /** Not the shape asked for: a log without its fields, or one whose data does not decode; an answer that is no list. */
  "malformed",
  /** A block header for another number than the one asked for. */
  "other-block",
  /** A receipt or transaction for another hash than the one asked for. */
  "other-transaction",
  /** A chain id other than the network's: the answers are another chain's. */
  "other-chain",
] as const;

export type UnaskedKind = (typeof UNASKED_KINDS)[number];

/** How many answers (or logs) of each kind were dropped; a kind not present is none. */
export type UnaskedCounts = Readonly<Partial<Record<UnaskedKind, number>>>;

/** Both tallies in one. */
export function addCounts(a: UnaskedCounts, b: UnaskedCounts): UnaskedCounts {
  const sum: Partial<Record<UnaskedKind, number>> = { ...a };
  for (const kind of UNASKED_KINDS) {
    const n = b[kind];
    if (n) sum[kind] = (sum[kind] ?? 0) + n;
  }
  return sum;
}

export function countOf(counts: UnaskedCounts): number {
  return UNASKED_KINDS.reduce((total, kind) => total + (counts[kind] ?? 0), 0);
}

/**
 * An answer that came, but that nothing of can be used: the node answered, so this is never "cannot be reached".
 * `counts` says what was dropped.
 */
export class UnaskedAnswerError extends Error {
  override readonly name = "UnaskedAnswerError";
  constructor(
    readonly kind: UnaskedKind,
    message: string,
  ) {
    super(message);
  }
  get counts(): UnaskedCounts {
    return { [this.kind]: 1 };
  }
}

const hexRegex = (digits: string) => new RegExp(`^0x[0-9a-fA-F]${digits}$`);
const quantity = v.pipe(v.string(), v.regex(hexRegex("{1,64}")));
const hash = v.pipe(v.string(), v.regex(hexRegex("{64}")));

/** A log as eth_getLogs returns it: every field the page reads, mined (a pending log has no block). */
const rpcLogSchema = v.object({
  address: v.pipe(v.string(), v.regex(hexRegex("{40}"))),
  topics: v.pipe(v.array(hash), v.maxLength(4)),
  data: v.pipe(v.string(), v.regex(/^0x([0-9a-fA-F]{2})*$/)),
  blockNumber: quantity,
  blockHash: hash,
  transactionHash: hash,
  logIndex: quantity,
  transactionIndex: v.optional(v.nullable(quantity), null),
  removed: v.optional(v.boolean(), false),
});

/** What an eth_getLogs asked for: the filter the page sent. */
export interface LogRequest {
  readonly address: Address;
  /** By position: the topic asked for, any of a list, or null for any. */
  readonly topics: readonly (Hex | readonly Hex[] | null)[];
  readonly fromBlock: bigint;
  readonly toBlock: bigint;
}

export interface AskedLogs {
  /** The logs that answer the request, each once, in the answer's order. */
  readonly logs: readonly RpcLog[];
  readonly dropped: UnaskedCounts;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function topicsAsked(topics: readonly Hex[], asked: LogRequest["topics"]): boolean {
  return asked.every((want, i) => {
    if (want === null) return true;
    const got = topics[i];
    if (got === undefined) return false;
    return typeof want === "string" ? same(got, want) : want.some((w) => same(got, w));
  });
}

/** Why a well-formed log is not what was asked for; null when it is. */
function unaskedReason(log: v.InferOutput<typeof rpcLogSchema>, request: LogRequest): UnaskedKind | null {
  if (log.removed) return "removed";
  if (!same(log.address, request.address)) return "other-contract";
  if (!topicsAsked(log.topics as Hex[], request.topics)) return "other-topic";
  const block = BigInt(log.blockNumber);
  if (block < request.fromBlock || block > request.toBlock) return "outside-range";
  return null;
}

/**
 * The logs of an eth_getLogs answer that the request asked for: well formed, not removed, of the contract asked,
 * with the topics asked, in the blocks asked, each once. The rest is dropped and counted by kind (the first reason
 * that applies: malformed, removed, another contract, another topic, outside the range, repeated). An answer that
 * is not a list throws an UnaskedAnswerError: nothing of it can be used.
 */
export function keepAskedLogs(answer: unknown, request: LogRequest): AskedLogs {
  if (!Array.isArray(answer)) throw new UnaskedAnswerError("malformed", "eth_getLogs answered with no list of logs");
  const dropped: Partial<Record<UnaskedKind, number>> = {};
  const drop = (kind: UnaskedKind) => {
    dropped[kind] = (dropped[kind] ?? 0) + 1;
  };
  const seen = new Set<string>();
  const logs: RpcLog[] = [];
  for (const raw of answer) {
    const parsed = v.safeParse(rpcLogSchema, raw);
    if (!parsed.success) {
      drop("malformed");
      continue;
    }
    const log = parsed.output;
    const reason = unaskedReason(log, request);
    if (reason) {
      drop(reason);
      continue;
    }
    const id = `${log.blockHash}:${log.transactionHash}:${BigInt(log.logIndex)}`.toLowerCase();
    if (seen.has(id)) {
      drop("repeated");
      continue;
    }
    seen.add(id);
    logs.push(log as RpcLog);
  }
  return { logs, dropped };
}

/** What the page reads of a block header. */
export interface BlockHeader {
  readonly number: bigint;
  readonly hash: Hash;
  /** Seconds. */
  readonly timestamp: bigint;
}

const headerSchema = v.object({ number: quantity, hash, timestamp: quantity });

/**
 * The header eth_getBlockByNumber sent for block `number`, or null when the node does not have that block. A header
 * of another block, or one without its number, hash or time, throws an UnaskedAnswerError.
 */
export function askedBlockHeader(answer: unknown, number: bigint): BlockHeader | null {
  if (answer === null) return null;
  const parsed = v.safeParse(headerSchema, answer);
  if (!parsed.success) throw new UnaskedAnswerError("malformed", `the header of block ${number} is malformed`);
  const header = { ...parsed.output, number: BigInt(parsed.output.number) };
  if (header.number !== number)
    throw new UnaskedAnswerError("other-block", `asked for block ${number}, got block ${header.number}`);
  return { number: header.number, hash: header.hash as Hash, timestamp: BigInt(header.timestamp) };
}

/**
 * Whether a receipt (or a transaction) is one of those waited for: the hash sent, or the replacement the wallet
 * made of it. A receipt of anything else says nothing of them.
 */
export function isAskedTransaction(answer: { readonly transactionHash: Hash }, hashes: readonly Hash[]): boolean {
  return hashes.some((h) => same(h, answer.transactionHash));
}

/** The chain id of an eth_chainId answer: a hex quantity, or an UnaskedAnswerError. */
export function chainIdOf(answer: unknown): number {
  if (typeof answer !== "string" || !/^0x[0-9a-fA-F]{1,16}$/.test(answer))
    throw new UnaskedAnswerError("malformed", "eth_chainId answered with no chain id");
  return Number(BigInt(answer));
}

/** Checks that the chain answering is the network's: answers of another chain are never used. */
export function askedChainId(answer: unknown, expected: number): void {
  const chainId = chainIdOf(answer);
  if (chainId !== expected)
    throw new UnaskedAnswerError("other-chain", `the RPC answers for chain ${chainId}, not chain ${expected}`);
}
