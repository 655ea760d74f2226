import { encodeAbiParameters, encodeEventTopics, numberToHex, type Address, type Hex, type RpcLog } from "viem";
import { smoothlyPoolAbi } from "../../lib/protocol/abi.generated";
import { answerOf, logsRefusal, rangeRefusal, RateWindow, type RpcAnswer, type RpcCall } from "./limits";
import { PROXY_PROFILES, REFUSALS, type ProxyProfile, type ProxyProfileName } from "./profiles";
import { withUnaskedLogs } from "./unasked-logs";

/**
 * Simulated time for a simulated provider: a sleep waits for the clock, and `run` moves the clock to the next
 * sleep's end whenever nothing else is left to do. Months of a rate-limited read take a second to replay.
 */
export class VirtualClock {
  private time = 0;
  private timers: { at: number; resolve: () => void }[] = [];
  private seed = 42;

  readonly now = (): number => this.time;

  readonly sleep = (ms: number): Promise<void> =>
    new Promise((resolve) => this.timers.push({ at: this.time + Math.max(0, ms), resolve }));

  /** A repeatable sequence in [0, 1) (mulberry32), so every run of the bench jitters alike. */
  readonly random = (): number => {
    this.seed = (this.seed + 0x6d2b79f5) | 0;
    let t = this.seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  async run<T>(work: Promise<T>): Promise<T> {
    let settled = false;
    const done = work.finally(() => {
      settled = true;
    });
    while (!settled) {
      // Let every promise and real zero-delay timer (viem's batching) run first.
      await new Promise((resolve) => setTimeout(resolve, 0));
      await new Promise((resolve) => setImmediate(resolve));
      if (settled || this.timers.length === 0) continue;
      this.timers.sort((a, b) => a.at - b.at);
      this.time = Math.max(this.time, this.timers[0]!.at);
      const due = this.timers.filter((t) => t.at <= this.time);
      this.timers = this.timers.filter((t) => t.at > this.time);
      for (const timer of due) timer.resolve();
    }
    return done;
  }
}

export interface SimulatedChain {
  readonly head: bigint;
  readonly finalized: bigint;
  /** The owner's pool logs, in chain order. */
  readonly logs: readonly RpcLog[];
}

const POOL: Address = "0x43670D6f39Bca19EE26462f62339e90A39B01e34";

/**
 * A busy operator on mainnet's pool: a thousand validators registered in ten transactions over the first year, a
 * claim every month, top-ups, exit requests one by one and bonds withdrawn in batches, spread over
 * 18,700,000 → 24,000,000.
 */
export function busyOperatorChain(owner: Address, clock: VirtualClock): SimulatedChain {
  const from = 18_700_000;
  const head = 24_000_000n;
  const span = Number(head) - from;
  const at = (share: number) => from + Math.floor(share * span);
  const topics = (name: "Registered" | "ExitRequested" | "RewardsWithdrawal" | "StakeWithdrawal" | "StakeAdded") =>
    encodeEventTopics({ abi: smoothlyPoolAbi, eventName: name, args: { eth1: owner } }) as [Hex];
  const indexes = (first: number, count: number) => Array.from({ length: count }, (_, i) => BigInt(first + i));
  const entries: { block: number; topics: [Hex]; data: Hex }[] = [];
  for (let i = 0; i < 10; i++)
    entries.push({
      block: at((i / 10) * 0.2),
      topics: topics("Registered"),
      data: encodeAbiParameters([{ type: "uint64[]" }], [indexes(500_000 + i * 100, 100)]),
    });
  for (let month = 0; month < 24; month++)
    entries.push({
      block: at(0.05 + (month / 24) * 0.9),
      topics: topics("RewardsWithdrawal"),
      data: encodeAbiParameters([{ type: "uint64[]" }, { type: "uint256" }], [indexes(500_000, 1000), 10n ** 18n]),
    });
  for (let i = 0; i < 300; i++)
    entries.push({
      block: at(0.1 + clock.random() * 0.85),
      topics: topics("StakeAdded"),
      data: encodeAbiParameters([{ type: "uint64" }, { type: "uint256" }], [BigInt(500_000 + i), 15n * 10n ** 16n]),
    });
  for (let i = 0; i < 200; i++)
    entries.push({
      block: at(0.6 + clock.random() * 0.35),
      topics: topics("ExitRequested"),
      data: encodeAbiParameters([{ type: "uint64[]" }], [[BigInt(500_000 + i)]]),
    });
  for (let i = 0; i < 20; i++)
    entries.push({
      block: at(0.7 + (i / 20) * 0.29),
      topics: topics("StakeWithdrawal"),
      data: encodeAbiParameters(
        [{ type: "uint64[]" }, { type: "uint256" }],
        [indexes(500_000 + i * 10, 10), 5n * 10n ** 18n],
      ),
    });
  entries.sort((a, b) => a.block - b.block);
  const logs = entries.map((entry, i): RpcLog => ({
    address: POOL,
    blockHash: `0x${entry.block.toString(16).padStart(64, "b")}`,
    blockNumber: numberToHex(entry.block),
    data: entry.data,
    logIndex: numberToHex(i % 4),
    removed: false,
    topics: entry.topics,
    transactionHash: `0x${(entry.block * 10 + (i % 10)).toString(16).padStart(64, "0")}`,
    transactionIndex: "0x0",
  }));
  return { head, finalized: head - 64n, logs };
}

export interface SimulatedCounters {
  requests: number;
  calls: number;
  getLogs: number;
  refused: number;
}

/**
 * A provider of `chain` under a proxy profile, in process and on the virtual clock: the same limits and the same
 * words as the limiting proxy, as a fetch for viem's http transport.
 */
export function simulatedProvider(chain: SimulatedChain, name: ProxyProfileName, clock: VirtualClock) {
  const profile: ProxyProfile = PROXY_PROFILES[name];
  const window = new RateWindow(profile.callsPerSecond);
  const counters: SimulatedCounters = { requests: 0, calls: 0, getLogs: 0, refused: 0 };

  const answer = (call: RpcCall): RpcAnswer => {
    if (call.method === "eth_chainId") return answerOf(call, { result: "0x1" });
    if (call.method === "eth_blockNumber") return answerOf(call, { result: numberToHex(chain.head) });
    if (call.method === "eth_getBlockByNumber") {
      const tag = call.params?.[0];
      const n = tag === "finalized" ? chain.finalized : tag === "latest" ? chain.head : BigInt(String(tag));
      return answerOf(call, {
        result: {
          number: numberToHex(n),
          hash: `0x${n.toString(16).padStart(64, "c")}`,
          timestamp: numberToHex(1_700_000_000n + n * 12n),
        },
      });
    }
    if (call.method !== "eth_getLogs") return answerOf(call, { error: { code: -32601, message: "method not found" } });
    counters.getLogs += 1;
    const refusedRange = rangeRefusal(profile, call, chain.head);
    if (refusedRange) return refusedRange;
    const filter = (call.params?.[0] ?? {}) as { fromBlock: Hex; toBlock: Hex; topics?: readonly unknown[] };
    const from = BigInt(filter.fromBlock);
    const to = BigInt(filter.toBlock);
    const logs = chain.logs.filter((log) => {
      const block = BigInt(log.blockNumber ?? "0x0");
      return block >= from && block <= to;
    });
    const full = answerOf(call, { result: logs });
    const refused = logsRefusal(profile, call, full, chain.head);
    if (refused || !profile.unaskedLogs) return refused ?? full;
    return withUnaskedLogs(call, full, chain.head).answer;
  };

  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

  const fetch = async (_: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const body = JSON.parse(String(init?.body)) as RpcCall | RpcCall[];
    const calls = Array.isArray(body) ? body : [body];
    counters.requests += 1;
    counters.calls += calls.length;
    await clock.sleep(profile.latencyMs ?? 0);
    if (profile.maxBatch !== undefined && Array.isArray(body) && body.length > profile.maxBatch) {
      counters.refused += 1;
      return json(200, {
        jsonrpc: "2.0",
        id: null,
        error: { code: -32600, message: REFUSALS.batch(profile.maxBatch) },
      });
    }
    if (!window.take(calls.length, clock.now())) {
      counters.refused += calls.length;
      return json(429, { error: "Too Many Requests" }, { "retry-after": String(profile.retryAfterSeconds ?? 1) });
    }
    const answers = calls.map(answer);
    counters.refused += answers.filter((a) => a.error).length;
    return json(200, Array.isArray(body) ? answers : answers[0]);
  };

  return { fetch, counters };
}
