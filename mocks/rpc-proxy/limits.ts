import { REFUSALS, type ProxyProfile } from "./profiles";

/** One JSON-RPC call and its answer, as the limits read them. */
export interface RpcCall {
  readonly jsonrpc?: string;
  readonly id?: unknown;
  readonly method: string;
  readonly params?: readonly unknown[];
}

export interface RpcAnswer {
  readonly jsonrpc: "2.0";
  readonly id: unknown;
  readonly result?: unknown;
  readonly error?: { readonly code: number; readonly message: string };
}

export const answerOf = (call: RpcCall, fields: Pick<RpcAnswer, "result" | "error">): RpcAnswer => ({
  jsonrpc: "2.0",
  id: call.id ?? null,
  ...fields,
});

/** A block tag or number as the chain at `head` reads it. */
export function blockOf(tag: unknown, head: bigint): bigint {
  if (typeof tag === "string" && /^0x[0-9a-f]+$/i.test(tag)) return BigInt(tag);
  return tag === "earliest" ? 0n : head;
}

/** The refusal of an eth_getLogs over more blocks than the profile takes; null when it takes it. */
export function rangeRefusal(profile: ProxyProfile, call: RpcCall, head: bigint): RpcAnswer | null {
  if (call.method !== "eth_getLogs" || profile.maxBlockRange === undefined) return null;
  const filter = (call.params?.[0] ?? {}) as { fromBlock?: unknown; toBlock?: unknown };
  const span = blockOf(filter.toBlock, head) - blockOf(filter.fromBlock, head) + 1n;
  if (span <= BigInt(profile.maxBlockRange)) return null;
  return answerOf(call, { error: { code: -32005, message: REFUSALS.range(profile.maxBlockRange) } });
}

/** The refusal of an eth_getLogs answer with more logs than the profile takes, naming a range that fits. */
export function logsRefusal(profile: ProxyProfile, call: RpcCall, answer: RpcAnswer, head: bigint): RpcAnswer | null {
  const logs = answer.result;
  if (call.method !== "eth_getLogs" || profile.maxLogs === undefined) return null;
  if (!Array.isArray(logs) || logs.length <= profile.maxLogs) return null;
  const filter = (call.params?.[0] ?? {}) as { fromBlock?: unknown };
  const from = blockOf(filter.fromBlock, head);
  const blockAfterCap = BigInt((logs[profile.maxLogs] as { blockNumber: string }).blockNumber);
  const fits = blockAfterCap - 1n >= from ? blockAfterCap - 1n : from;
  return answerOf(call, { error: { code: -32005, message: REFUSALS.logs(profile.maxLogs, from, fits) } });
}

/** The calls let through in the last second, against the profile's calls per second. */
export class RateWindow {
  private times: number[] = [];
  constructor(private readonly perSecond: number | undefined) {}

  /** Lets `calls` through at `now`, or says they are over the rate (and lets none through). */
  take(calls: number, now: number): boolean {
    if (this.perSecond === undefined) return true;
    this.times = this.times.filter((at) => at > now - 1_000);
    if (this.times.length + calls > this.perSecond) return false;
    for (let i = 0; i < calls; i++) this.times.push(now);
    return true;
  }
}
