import {
  BaseError,
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
import { keepAskedLogs, UnaskedAnswerError, type LogRequest, type UnaskedCounts } from "../transport/asked-for";
import { rangeAdvice } from "./log-range-limits";

/** The five events a validator owner causes; each names the owner as its indexed `eth1`. */
export const POOL_EVENT_NAMES = [
  "Registered",
  "ExitRequested",
  "RewardsWithdrawal",
  "StakeWithdrawal",
  "StakeAdded",
] as const satisfies readonly PoolEventName[];

/** What the reader needs of a client: its JSON-RPC request function (a viem or wagmi public client has it). */
export interface LogClient {
  readonly request: EIP1193RequestFn<PublicRpcSchema>;
}

/**
 * Where a reader keeps the block range an endpoint is known to take (a refusal that stated it), so the next read,
 * after a reload too, starts right: sessionStorage in the page, per endpoint and chain.
 */
export interface RangeMemory {
  get(): bigint | null;
  set(blocks: bigint): void;
}

export interface ReadPoolLogsOptions {
  readonly client: LogClient;
  readonly pool: Address;
  /** Whose logs: the node filters on the indexed eth1; null for every owner's (the History snapshot's writer). */
  readonly account: Address | null;
  readonly fromBlock: bigint;
  readonly toBlock: bigint;
  /** The widest block range one request asks for; the whole span when unset (many providers cap logs, not blocks). */
  readonly maxRange?: bigint;
  readonly rangeMemory?: RangeMemory;
  /** Each range read, in order: its logs, and the last block it covers. */
  readonly onChunk?: (logs: readonly PoolEventLog[], throughBlock: bigint) => void;
  /** Stops the read between two requests (it then rejects with the signal's reason). */
  readonly signal?: AbortSignal;
  /** Ranges in flight at once once the range size has settled (the endpoint's gate still paces them). */
  readonly parallel?: number;
  /** Told what each answer held that was not asked for (dropped: another contract's, removed, outside the range…). */
  readonly onUnasked?: (dropped: UnaskedCounts) => void;
}

const EVENT_TOPICS: readonly Hex[] = POOL_EVENT_NAMES.map((eventName) => {
  const [signature] = encodeEventTopics({ abi: smoothlyPoolAbi, eventName });
  // Stryker disable next-line StringLiteral,CallExpression: unreachable, every event of the ABI has a signature topic
  if (!signature) throw new Error(`no topic for ${eventName}`);
  return signature;
});

function ownerTopic(account: Address): Hex {
  const topic = encodeEventTopics({ abi: smoothlyPoolAbi, eventName: "Registered", args: { eth1: account } })[1];
  // Stryker disable next-line ConditionalExpression,StringLiteral,CallExpression: unreachable, an address always encodes to one topic
  if (typeof topic !== "string") throw new Error("no eth1 topic");
  return topic;
}

/**
 * No answer at all (a transport failure), or an answer of which nothing can be used: either way a smaller range
 * would not help, unlike a node that refused this range.
 */
function isFinal(error: unknown): boolean {
  return error instanceof HttpRequestError || error instanceof TimeoutError || error instanceof UnaskedAnswerError;
}

function isMinedPoolLog(log: ReturnType<typeof decode>[number]): log is typeof log & PoolEventLog {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: keepAskedLogs already drops a log without these (malformed)
  return log.blockNumber !== null && log.logIndex !== null && log.transactionHash !== null;
}

function decode(raw: readonly RpcLog[], account: Address | null) {
  return parseEventLogs({
    abi: smoothlyPoolAbi,
    eventName: [...POOL_EVENT_NAMES],
    logs: raw.map((log) => formatLog(log)),
    // Stryker disable next-line ObjectLiteral: keepAskedLogs already keeps only the logs with the account's topic
    args: account === null ? undefined : { eth1: account },
    strict: true, // only logs whose args decode completely
  });
}

/**
 * One eth_getLogs, and of its answer only what was asked for (lib/chain/transport/asked-for.ts): what else came is dropped
 * and told to `onUnasked`, with the logs whose data does not decode as the pool's events (malformed).
 */
async function readRange(options: ReadPoolLogsOptions, range: readonly [bigint, bigint]): Promise<PoolEventLog[]> {
  const owner = options.account === null ? null : ownerTopic(options.account);
  const asked: LogRequest = {
    address: options.pool,
    topics: owner === null ? [EVENT_TOPICS] : [EVENT_TOPICS, owner],
    fromBlock: range[0],
    toBlock: range[1],
  };
  const raw: unknown = await options.client.request({
    method: "eth_getLogs",
    params: [
      {
        address: options.pool,
        topics: owner === null ? [[...EVENT_TOPICS]] : [[...EVENT_TOPICS], owner],
        fromBlock: numberToHex(range[0]),
        toBlock: numberToHex(range[1]),
      },
    ],
  });
  let kept: ReturnType<typeof keepAskedLogs>;
  try {
    kept = keepAskedLogs(raw, asked);
  } catch (error) {
    // Stryker disable next-line ConditionalExpression: keepAskedLogs throws nothing else
    if (error instanceof UnaskedAnswerError) options.onUnasked?.(error.counts);
    throw error;
  }
  // Stryker disable next-line MethodExpression: as in isMinedPoolLog, every log kept is mined (the filter narrows the type)
  const decoded = decode(kept.logs, options.account).filter(isMinedPoolLog);
  const undecoded = kept.logs.length - decoded.length;
  const dropped =
    undecoded > 0 ? { ...kept.dropped, malformed: (kept.dropped.malformed ?? 0) + undecoded } : kept.dropped;
  if (Object.keys(dropped).length > 0) options.onUnasked?.(dropped);
  return decoded.map(poolEventLog);
}

/** What the node said, through viem's wrappers (their short message and details, never their version line). */
function messageOf(error: unknown): string {
  // Stryker disable next-line ArrayDeclaration,EqualityOperator,StringLiteral: a word more or less, a cause deeper, or the parts joined without spaces, say the same limit
  const parts: string[] = [];
  // Stryker disable next-line ConditionalExpression,EqualityOperator: as above (and a chain of causes ends)
  for (let e: unknown = error; e instanceof Error && parts.length < 5; e = e.cause)
    parts.push(e instanceof BaseError ? `${e.shortMessage} ${e.details}` : e.message);
  // Stryker disable next-line StringLiteral: as above
  return parts.join(" ");
}

/**
 * The account's five pool events in blocks [fromBlock, toBlock], decoded with the generated ABI, in chain order.
 * It asks for the widest range first (the whole span, or what the endpoint is known to take) and goes on with the
 * widest that worked. A refused range is asked again smaller: as small as the node's message says (a stated cap is
 * remembered for the next read), the widest that worked before, or half. It never asks again for a range as wide as
 * one refused, probes between what worked and what was refused while the gap is worth it, and fails only when a
 * single block is refused, when the node does not answer, or when an answer is no list of logs. Of each answer it
 * keeps only the logs asked for; the rest is dropped and told to `onUnasked`.
 */
export async function readPoolLogs(options: ReadPoolLogsOptions): Promise<PoolEventLog[]> {
  const { fromBlock, toBlock, signal } = options;
  // Stryker disable next-line ArithmeticOperator: the span only bounds the first range, which toBlock bounds too
  const span = toBlock - fromBlock + 1n;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: without it the loop below does not run either
  if (span <= 0n) return [];
  const remembered = options.rangeMemory?.get() ?? null;
  /** Wider than this was refused (or stated): never asked again. */
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a cap equal to the lowest is the lowest; one wider than the span asks the same first range
  let ceiling = [options.maxRange, remembered].reduce<bigint>((low, cap) => (cap && cap < low ? cap : low), span);
  /** The widest range that worked. */
  let good = 0n;
  let size = ceiling;
  const all: PoolEventLog[] = [];
  for (let from = fromBlock; from <= toBlock;) {
    signal?.throwIfAborted();
    // Once the size has settled, the rest goes out in ranges of that size, several at a time.
    if (size === good) {
      all.push(...(await readSettled(options, from, size)));
      break;
    }
    // Stryker disable next-line EqualityOperator: when equal, either side is the same block
    const to = from + size - 1n < toBlock ? from + size - 1n : toBlock;
    const asked = to - from + 1n;
    try {
      const logs = await readRange(options, [from, to]);
      all.push(...logs);
      options.onChunk?.(logs, to);
      from = to + 1n;
      // Stryker disable next-line EqualityOperator: when equal, good is already what was asked
      if (asked > good) good = asked;
      // Probe halfway towards what was refused while that is more than an eighth wider; else stay at what works.
      const gap = ceiling - good;
      size = gap > good / 8n ? good + (gap + 1n) / 2n : good;
    } catch (error) {
      if (isFinal(error) || asked === 1n) throw error;
      const advice = rangeAdvice(messageOf(error), asked);
      if (advice.kind === "cap") options.rangeMemory?.set(advice.blocks);
      ceiling = advice.kind === "cap" ? advice.blocks : asked - 1n;
      if (good > ceiling) good = 0n; // what worked before is wider than this range takes now (a cap, denser blocks)
      const next = advice.kind !== "halve" ? advice.blocks : good > 0n ? good : (asked + 1n) / 2n;
      // Stryker disable next-line EqualityOperator,ConditionalExpression: when equal, either side is the same size; next is never wider (what a refusal states or suggests is narrower, as is half)
      size = next < ceiling ? next : ceiling;
    }
  }
  return all;
}

/**
 * [from, toBlock] in ranges of `size` blocks, `parallel` at a time, handed over in chain order. A range refused now
 * (denser logs than before) is read on its own, adaptively, from half that size.
 */
async function readSettled(options: ReadPoolLogsOptions, from: bigint, size: bigint): Promise<PoolEventLog[]> {
  const { toBlock, signal } = options;
  const ranges: (readonly [bigint, bigint])[] = [];
  for (let start = from; start <= toBlock; start += size)
    // Stryker disable next-line EqualityOperator: when equal, either side is the same block
    ranges.push([start, start + size - 1n < toBlock ? start + size - 1n : toBlock]);
  const results: (readonly PoolEventLog[] | undefined)[] = ranges.map(() => undefined);
  let next = 0;
  let delivered = 0;
  let failed = false;
  const deliver = () => {
    for (let done = results[delivered]; done !== undefined; done = results[delivered]) {
      options.onChunk?.(done, ranges[delivered]![1]);
      delivered += 1;
    }
  };
  const worker = async () => {
    while (next < ranges.length && !failed) {
      signal?.throwIfAborted();
      const i = next++;
      const range = ranges[i]!;
      try {
        results[i] = await readRange(options, range);
      } catch (error) {
        if (isFinal(error) || range[0] === range[1]) throw error;
        const half = (range[1] - range[0] + 2n) / 2n;
        results[i] = await readPoolLogs({
          ...options,
          fromBlock: range[0],
          toBlock: range[1],
          maxRange: half,
          onChunk: undefined,
        });
      }
      deliver();
    }
  };
  const workers = Math.min(options.parallel ?? 4, ranges.length);
  await Promise.all(
    Array.from({ length: workers }, () =>
      worker().catch((error: unknown) => {
        failed = true;
        throw error;
      }),
    ),
  );
  // Stryker disable next-line ArrayDeclaration: unreachable, every range has its logs once all workers are done
  return results.flatMap((logs) => logs ?? []);
}
