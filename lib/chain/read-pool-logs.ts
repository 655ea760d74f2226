import {
  encodeEventTopics,
  formatLog,
  HttpRequestError,
  numberToHex,
  parseEventLogs,
  TimeoutError,
  type Address,
  type EIP1193RequestFn,
  type Hex,
  type PublicRpcSchema,
  type RpcLog,
} from "viem";
import { poolEventLog, type PoolEventLog, type PoolEventName } from "@/lib/validators/events";
import { smoothlyPoolAbi } from "@/lib/protocol/abi.generated";

/** The five events a validator owner causes; each names the owner as its indexed `eth1`. */
export const POOL_EVENT_NAMES = [
  "Registered",
  "ExitRequested",
  "RewardsWithdrawal",
  "StakeWithdrawal",
  "StakeAdded",
] as const satisfies readonly PoolEventName[];

/** Public RPCs refuse `eth_getLogs` over long ranges (10,000 blocks is a common limit, some allow fewer). */
export const DEFAULT_MAX_BLOCK_RANGE = 10_000n;

/** What the reader needs of a client: its JSON-RPC request function (a viem or wagmi public client has it). */
export interface LogClient {
  readonly request: EIP1193RequestFn<PublicRpcSchema>;
}

export interface ReadPoolLogsOptions {
  readonly client: LogClient;
  readonly pool: Address;
  /** Whose logs: the node filters on the indexed eth1. */
  readonly account: Address;
  readonly fromBlock: bigint;
  readonly toBlock: bigint;
  /** The widest block range one request asks for. */
  readonly maxRange?: bigint;
}

const EVENT_TOPICS: readonly Hex[] = POOL_EVENT_NAMES.map((eventName) => {
  const [signature] = encodeEventTopics({ abi: smoothlyPoolAbi, eventName });
  // Stryker disable next-line StringLiteral: unreachable, every event of the ABI has a signature topic
  if (!signature) throw new Error(`no topic for ${eventName}`);
  return signature;
});

function ownerTopic(account: Address): Hex {
  const topic = encodeEventTopics({ abi: smoothlyPoolAbi, eventName: "Registered", args: { eth1: account } })[1];
  // Stryker disable next-line ConditionalExpression,StringLiteral: unreachable, an address always encodes to one topic
  if (typeof topic !== "string") throw new Error("no eth1 topic");
  return topic;
}

/** Inclusive block ranges of at most `size` blocks covering [from, to]. */
export function blockRanges(from: bigint, to: bigint, size: bigint): readonly (readonly [bigint, bigint])[] {
  if (size < 1n) throw new RangeError("a block range holds at least one block");
  const ranges: [bigint, bigint][] = [];
  for (let start = from; start <= to; start += size)
    // Stryker disable next-line EqualityOperator: at equality both sides are `to`
    ranges.push([start, start + size - 1n < to ? start + size - 1n : to]);
  return ranges;
}

/** A transport failure (no answer at all), as opposed to a node that answered with an error. */
function isUnreachable(error: unknown): boolean {
  return error instanceof HttpRequestError || error instanceof TimeoutError;
}

function isMinedPoolLog(log: ReturnType<typeof decode>[number]): log is typeof log & PoolEventLog {
  return log.blockNumber !== null && log.logIndex !== null && log.transactionHash !== null;
}

function decode(raw: readonly RpcLog[], account: Address) {
  return parseEventLogs({
    abi: smoothlyPoolAbi,
    eventName: [...POOL_EVENT_NAMES],
    logs: raw.map((log) => formatLog(log)),
    args: { eth1: account },
    strict: true, // only logs whose args decode completely
  });
}

async function readRange(options: ReadPoolLogsOptions, range: readonly [bigint, bigint]): Promise<PoolEventLog[]> {
  const raw = await options.client.request({
    method: "eth_getLogs",
    params: [
      {
        address: options.pool,
        topics: [[...EVENT_TOPICS], ownerTopic(options.account)],
        fromBlock: numberToHex(range[0]),
        toBlock: numberToHex(range[1]),
      },
    ],
  });
  return decode(raw, options.account).filter(isMinedPoolLog).map(poolEventLog);
}

/**
 * The account's five pool events in blocks [fromBlock, toBlock], decoded with the generated ABI, in chain order.
 * The range is read in chunks of `maxRange` blocks, all requested at once (a batching transport sends them in one
 * HTTP request). A node that refuses a chunk (a range limit lower than ours) is asked again in chunks ten times
 * smaller, twice at most; a node that does not answer at all fails the read at once.
 */
export async function readPoolLogs(options: ReadPoolLogsOptions): Promise<PoolEventLog[]> {
  const { fromBlock, toBlock } = options;
  // Stryker disable next-line ConditionalExpression: without it blockRanges gives no range, so no request either
  if (fromBlock > toBlock) return [];
  let size = options.maxRange ?? DEFAULT_MAX_BLOCK_RANGE;
  for (let attempt = 0; ; attempt++) {
    try {
      const chunks = await Promise.all(blockRanges(fromBlock, toBlock, size).map((r) => readRange(options, r)));
      return chunks.flat();
    } catch (error) {
      if (isUnreachable(error) || attempt >= 2 || size === 1n) throw error;
      size = size / 10n > 0n ? size / 10n : 1n;
    }
  }
}
