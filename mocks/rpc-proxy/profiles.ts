/**
 * Named imitations of public RPC providers' free tiers, for the limiting proxy in front of anvil (proxy.ts). Each
 * limit answers the way such providers answer, in their words, so the page meets what it meets in the world.
 */
export interface ProxyProfile {
  readonly description: string;
  /** eth_getLogs over more blocks than this is refused. */
  readonly maxBlockRange?: number;
  /** eth_getLogs whose answer would hold more logs than this is refused, with a range that fits. */
  readonly maxLogs?: number;
  /** A JSON-RPC batch of more calls than this is refused whole. */
  readonly maxBatch?: number;
  /** More calls than this in any second: HTTP 429 with Retry-After. */
  readonly callsPerSecond?: number;
  readonly retryAfterSeconds?: number;
  /** Added before every answer. */
  readonly latencyMs?: number;
  /** The share of requests answered HTTP 503 at random. */
  readonly failureShare?: number;
  /** Adds four logs it was not asked for to each eth_getLogs answer that holds logs (unasked-logs.ts). */
  readonly unaskedLogs?: boolean;
}

export const PROXY_PROFILES = {
  strict: {
    description: "eth_getLogs over 20 blocks, batches of 10, 25 calls/s then 429 + Retry-After: 1, 100 ms latency",
    maxBlockRange: 20,
    maxBatch: 10,
    callsPerSecond: 25,
    retryAfterSeconds: 1,
    latencyMs: 100,
  },
  "result-capped": {
    description: "any block range, at most 10,000 logs an answer (Infura, Alchemy's second mode)",
    maxLogs: 10_000,
    latencyMs: 50,
  },
  "range-10k": {
    description: "eth_getLogs over 10,000 blocks refused (publicnode, QuickNode), batches of 50",
    maxBlockRange: 10_000,
    maxBatch: 50,
    latencyMs: 50,
  },
  "range-1k-rate": {
    description: "eth_getLogs over 1,000 blocks refused, 25 calls/s then 429 + Retry-After: 1",
    maxBlockRange: 1_000,
    callsPerSecond: 25,
    retryAfterSeconds: 1,
    latencyMs: 50,
  },
  "range-5": {
    description: "eth_getLogs over 5 blocks refused (QuickNode's free trial), 25 calls/s then 429 + Retry-After: 1",
    maxBlockRange: 5,
    callsPerSecond: 25,
    retryAfterSeconds: 1,
    latencyMs: 50,
  },
  "pass-through": {
    description: "no limit: every call goes to the chain (the counters still count)",
  },
  flaky: {
    description: "5 % of requests answered HTTP 503, 200 ms latency",
    failureShare: 0.05,
    latencyMs: 200,
  },
  "unasked-logs": {
    description:
      "each eth_getLogs answer holding logs gets four more: another contract's, a removed one, one past the range asked, a copy",
    unaskedLogs: true,
  },
} as const satisfies Record<string, ProxyProfile>;

export type ProxyProfileName = keyof typeof PROXY_PROFILES;

export function isProxyProfileName(name: string): name is ProxyProfileName {
  return Object.hasOwn(PROXY_PROFILES, name);
}

/** The providers' own words for each refusal. */
export const REFUSALS = {
  range: (max: number) => `exceed maximum block range: ${max}`,
  logs: (max: number, from: bigint, to: bigint) =>
    `query returned more than ${max} results. Try with this block range [0x${from.toString(16)}, 0x${to.toString(16)}].`,
  batch: (max: number) => `batch size too large: max ${max} calls per batch`,
} as const;
