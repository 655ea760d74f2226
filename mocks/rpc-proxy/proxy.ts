import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { answerOf, blockOf, logsRefusal, rangeRefusal, RateWindow, type RpcAnswer, type RpcCall } from "./limits";
import { PROXY_PROFILES, REFUSALS, type ProxyProfile, type ProxyProfileName } from "./profiles";
import { withUnaskedLogs } from "./unasked-logs";

/** What the proxy saw, for the tests and for `npm start -- --rpc-profile` on Ctrl-C. */
export interface ProxyCounters {
  /** HTTP requests, and the JSON-RPC calls in them. */
  readonly requests: number;
  readonly calls: number;
  readonly methods: Readonly<Record<string, number>>;
  readonly refused: {
    readonly rate: number;
    readonly range: number;
    readonly logs: number;
    readonly batch: number;
    readonly failure: number;
  };
  /** Requests that arrived after the proxy had answered 429 and before its Retry-After was over. */
  readonly insideRetryAfter: number;
  /** Logs the proxy added to eth_getLogs answers that they were not asked for (the "unasked-logs" profile). */
  readonly unaskedLogs: number;
  /** The lowest block any eth_getLogs asked for (refused or not); null before one. */
  readonly lowestLogBlock: number | null;
}

export interface RpcProxy {
  readonly url: string;
  readonly profile: ProxyProfileName;
  counters(): ProxyCounters;
  /** Zeroes the counters (the rate window and any Retry-After in force stay). */
  reset(): void;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A JSON-RPC proxy in front of `upstream` (anvil) that behaves like a public provider's free tier, by profile:
 * a block-range or log cap on eth_getLogs, a batch cap, a rate limit answered with 429 and Retry-After, latency,
 * random 503s, or logs added to eth_getLogs answers that they were not asked for. It counts what it sees,
 * including any request sent while a Retry-After it gave was in force.
 */
export async function startRpcProxy({
  upstream,
  profile: name,
  port = 0,
  random = Math.random,
}: {
  upstream: string;
  profile: ProxyProfileName;
  port?: number;
  random?: () => number;
}): Promise<RpcProxy> {
  const profile: ProxyProfile = PROXY_PROFILES[name];
  let counters = fresh();
  const window = new RateWindow(profile.callsPerSecond);
  /** Until when the last 429 told the client to wait (from the moment it was sent). */
  let retryUntil = 0;

  function fresh() {
    return {
      requests: 0,
      calls: 0,
      methods: {} as Record<string, number>,
      refused: { rate: 0, range: 0, logs: 0, batch: 0, failure: 0 },
      insideRetryAfter: 0,
      unaskedLogs: 0,
      lowestLogBlock: null as number | null,
    };
  }

  async function upstreamCall(calls: readonly RpcCall[]): Promise<RpcAnswer[]> {
    if (calls.length === 0) return [];
    const response = await fetch(upstream, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(calls.map((c, i) => ({ jsonrpc: "2.0", ...c, id: i }))),
    });
    const answers = (await response.json()) as RpcAnswer[];
    return calls.map((call, i) => {
      const answer = answers.find((a) => a.id === i);
      return answerOf(call, answer?.error ? { error: answer.error } : { result: answer?.result ?? null });
    });
  }

  /** The calls' answers: eth_getLogs checked against the profile's caps, everything else from upstream. */
  async function answer(calls: readonly RpcCall[]): Promise<RpcAnswer[]> {
    const needsHead = calls.some((c) => c.method === "eth_getLogs");
    const headAnswer = needsHead ? (await upstreamCall([{ method: "eth_blockNumber" }]))[0]?.result : "0x0";
    const head = BigInt(typeof headAnswer === "string" ? headAnswer : "0x0");
    const refusals = new Map<number, RpcAnswer>();
    calls.forEach((call, i) => {
      if (call.method === "eth_getLogs") {
        const from = Number(blockOf((call.params?.[0] as { fromBlock?: unknown } | undefined)?.fromBlock, head));
        counters.lowestLogBlock = Math.min(counters.lowestLogBlock ?? from, from);
      }
      const refusal = rangeRefusal(profile, call, head);
      if (!refusal) return;
      counters.refused.range += 1;
      refusals.set(i, refusal);
    });
    const answers = await upstreamCall(calls.filter((_, i) => !refusals.has(i)));
    let next = 0;
    return calls.map((call, i) => {
      const refusal = refusals.get(i);
      if (refusal) return refusal;
      const upstreamAnswer = answers[next++] ?? answerOf(call, { result: null });
      const tooMany = logsRefusal(profile, call, upstreamAnswer, head);
      if (tooMany) counters.refused.logs += 1;
      if (tooMany || !profile.unaskedLogs) return tooMany ?? upstreamAnswer;
      const { answer: more, added } = withUnaskedLogs(call, upstreamAnswer, head);
      counters.unaskedLogs += added;
      return more;
    });
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // A page on another origin reads it, as it reads a public provider: CORS, with Retry-After readable.
    response.setHeader("access-control-allow-origin", "*");
    response.setHeader("access-control-expose-headers", "retry-after");
    if (request.method === "OPTIONS") {
      response
        .writeHead(204, { "access-control-allow-methods": "POST", "access-control-allow-headers": "content-type" })
        .end();
      return;
    }
    const arrived = Date.now();
    const text = await readBody(request);
    let body: RpcCall | RpcCall[];
    try {
      body = JSON.parse(text) as RpcCall | RpcCall[];
    } catch {
      response.writeHead(400, { "content-type": "application/json" }).end('{"error":"not JSON"}');
      return;
    }
    const calls = Array.isArray(body) ? body : [body];
    counters.requests += 1;
    counters.calls += calls.length;
    for (const call of calls) counters.methods[call.method] = (counters.methods[call.method] ?? 0) + 1;
    const respond = async (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      await wait(profile.latencyMs ?? 0);
      response.writeHead(status, { "content-type": "application/json", ...headers }).end(JSON.stringify(payload));
    };
    const refuseForRate = async () => {
      counters.refused.rate += 1;
      const seconds = profile.retryAfterSeconds ?? 1;
      await respond(
        429,
        { jsonrpc: "2.0", id: null, error: { code: 429, message: "Too Many Requests" } },
        {
          "retry-after": String(seconds),
        },
      );
      // The client learns of the wait when the answer leaves: from then on it must hold its requests.
      retryUntil = Math.max(retryUntil, Date.now() + seconds * 1000);
    };

    if (arrived < retryUntil) {
      counters.insideRetryAfter += 1;
      return refuseForRate();
    }
    if (profile.failureShare !== undefined && random() < profile.failureShare) {
      counters.refused.failure += 1;
      return respond(503, { error: "Service Unavailable" });
    }
    if (profile.maxBatch !== undefined && Array.isArray(body) && body.length > profile.maxBatch) {
      counters.refused.batch += 1;
      return respond(200, {
        jsonrpc: "2.0",
        id: null,
        error: { code: -32600, message: REFUSALS.batch(profile.maxBatch) },
      });
    }
    if (!window.take(calls.length, arrived)) return refuseForRate();
    const answers = await answer(calls);
    await respond(200, Array.isArray(body) ? answers : answers[0]);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(502, { "content-type": "application/json" }).end(JSON.stringify({ error: String(error) }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    profile: name,
    counters: () => structuredClone(counters),
    reset: () => {
      counters = fresh();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The counters in lines for a terminal. */
export function describeCounters(counters: ProxyCounters): string {
  const methods = Object.entries(counters.methods)
    .sort(([, a], [, b]) => b - a)
    .map(([method, count]) => `${method} ${count}`)
    .join(", ");
  const { rate, range, logs, batch, failure } = counters.refused;
  return [
    `requests ${counters.requests}, calls ${counters.calls} (${methods || "none"})`,
    `refused: rate ${rate}, block range ${range}, log cap ${logs}, batch ${batch}, random 503 ${failure}`,
    `requests sent inside a Retry-After window: ${counters.insideRetryAfter}`,
    ...(counters.unaskedLogs > 0 ? [`logs added that were not asked for: ${counters.unaskedLogs}`] : []),
  ].join("\n");
}
