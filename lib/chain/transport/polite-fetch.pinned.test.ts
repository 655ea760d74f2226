// What politeFetch passes through untouched, what it waits out, and how it splits and merges batches.
import { describe, expect, it } from "vitest";
import { isRateLimitError, politeFetch, retryAfterMs } from "./polite-fetch";
import { RpcGate } from "./rpc-gate";
import { simulatedClock } from "@/mocks/chain/simulated-clock";

interface Call {
  readonly id: number;
  readonly method: string;
}

/** An endpoint that answers each call with its id unless `answer` answers the request otherwise. */
function endpoint(answer?: (calls: Call[], request: number) => Response | null) {
  const sent: { calls: Call[] | null; init: RequestInit | undefined }[] = [];
  const fetchImpl = async (_: string | URL | Request, init?: RequestInit) => {
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as Call | Call[]) : null;
    const calls = body === null ? null : Array.isArray(body) ? body : [body];
    sent.push({ calls, init });
    if (calls === null) return new Response("ok");
    const own = answer?.(calls, sent.length);
    if (own) return own;
    const answers = calls.map((c) => ({ jsonrpc: "2.0", id: c.id, result: `0x${c.id.toString(16)}` }));
    return Response.json(Array.isArray(body) ? answers : answers[0]);
  };
  return { fetchImpl, sent };
}

const call = (id: number): Call => ({ id, method: "eth_blockNumber" });
const post = (calls: Call | Call[]) => ({ method: "POST", body: JSON.stringify(calls) });
const rateLimited = (id: number | null) => ({
  jsonrpc: "2.0",
  id,
  error: { code: -32005, message: "rate limit exceeded" },
});

function setup(answer?: (calls: Call[], request: number) => Response | null, gateOptions = {}) {
  const clock = simulatedClock();
  const gate = new RpcGate({ clock, ...gateOptions });
  const rpc = endpoint(answer);
  return { gate, rpc, fetch: politeFetch(gate, rpc.fetchImpl, clock.now) };
}

describe("politeFetch passes on untouched", () => {
  it("a request without a JSON-RPC body", async () => {
    const { rpc, fetch } = setup();
    await fetch("https://rpc.example", { method: "GET" });
    expect(rpc.sent).toEqual([{ calls: null, init: { method: "GET" } }]);
  });

  it("a 503 without Retry-After (an outage, not a rate limit), at once", async () => {
    const { rpc, fetch } = setup(() => new Response("down", { status: 503 }));
    const response = await fetch("https://rpc.example", post(call(1)));
    expect(response.status).toBe(503);
    expect(rpc.sent).toHaveLength(1);
  });

  it("an answer that carries a Retry-After header but is not a refusal", async () => {
    const { rpc, fetch } = setup((calls) =>
      Response.json({ jsonrpc: "2.0", id: calls[0]?.id, result: "0x1" }, { headers: { "retry-after": "5" } }),
    );
    expect(await (await fetch("https://rpc.example", post(call(1)))).json()).toEqual({
      jsonrpc: "2.0",
      id: 1,
      result: "0x1",
    });
    expect(rpc.sent).toHaveLength(1);
  });

  it("an answer that is not JSON, for one call or a batch", async () => {
    const { rpc, fetch } = setup(() => new Response("<html>Bad gateway</html>", { status: 502 }));
    expect((await fetch("https://rpc.example", post(call(1)))).status).toBe(502);
    expect((await fetch("https://rpc.example", post([call(2), call(3)]))).status).toBe(502);
    expect(rpc.sent).toHaveLength(2);
  });

  it("a batch error that is not about its size, and a one-call batch's refusal", async () => {
    const lone = (message: string) => () =>
      Response.json({ jsonrpc: "2.0", id: null, error: { code: -32600, message } });
    const notSize = setup(lone("batch processing failed"));
    expect(await (await notSize.fetch("https://rpc.example", post([call(1), call(2)]))).json()).toEqual({
      jsonrpc: "2.0",
      id: null,
      error: { code: -32600, message: "batch processing failed" },
    });
    expect(notSize.rpc.sent).toHaveLength(1);
    const notBatch = setup(lone("request limit too large"));
    await notBatch.fetch("https://rpc.example", post([call(1), call(2)]));
    expect(notBatch.rpc.sent).toHaveLength(1);
    const single = setup(lone("batch size too large, max 1"));
    await single.fetch("https://rpc.example", post([call(1)]));
    expect(single.rpc.sent).toHaveLength(1);
  });
});

describe("politeFetch waits out", () => {
  it("a 503 with Retry-After, as a rate limit", async () => {
    const { rpc, fetch } = setup((_, request) =>
      request === 1 ? new Response("busy", { status: 503, headers: { "retry-after": "1" } }) : null,
    );
    expect(await (await fetch("https://rpc.example", post(call(4)))).json()).toEqual({
      jsonrpc: "2.0",
      id: 4,
      result: "0x4",
    });
    expect(rpc.sent).toHaveLength(2);
  });

  it("a one-call rate-limit error until the gate gives up, then passes it on", async () => {
    const { rpc, fetch, gate } = setup((calls) => Response.json(rateLimited(calls[0]?.id ?? null)), {
      giveUpAfter: 3,
    });
    expect(await (await fetch("https://rpc.example", post(call(1)))).json()).toEqual(rateLimited(1));
    expect(rpc.sent).toHaveLength(3);
    expect(gate.status).toBe("ok"); // said only after 4 in a row
  });

  it("a batch's rate-limited calls until the gate gives up, then passes the answer on", async () => {
    const { rpc, fetch } = setup((calls) => Response.json(calls.map((c) => rateLimited(c.id))), {
      giveUpAfter: 2,
    });
    const response = await fetch("https://rpc.example", post([call(1), call(2)]));
    expect(await response.json()).toEqual([rateLimited(1), rateLimited(2)]);
    expect(rpc.sent).toHaveLength(2);
  });
});

describe("politeFetch's batches", () => {
  it("splits on HTTP 413 and merges the answers as one JSON answer", async () => {
    const { rpc, fetch, gate } = setup((calls) =>
      calls.length > 2 ? new Response("Payload Too Large", { status: 413 }) : null,
    );
    const response = await fetch("https://rpc.example", post([call(1), call(2), call(3), call(4)]));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(((await response.json()) as { id: number }[]).map((a) => a.id)).toEqual([1, 2, 3, 4]);
    expect(rpc.sent.map((s) => s.calls?.length)).toEqual([4, 2, 2]);
    expect(gate.maxBatch).toBe(2);
  });

  it("answers with a piece's failure when one piece of a split batch fails", async () => {
    const { fetch } = setup((calls) => (calls[0]?.id === 3 ? new Response("down", { status: 500 }) : null), {
      maxBatch: 2,
    });
    const response = await fetch("https://rpc.example", post([call(1), call(2), call(3), call(4)]));
    expect(response.status).toBe(500);
  });
});

describe("isRateLimitError and retryAfterMs", () => {
  it("reads a provider's capacity message as a rate limit", () => {
    expect(isRateLimitError({ code: -32000, message: "Your app has exceeded its compute units capacity" })).toBe(true);
    expect(isRateLimitError({ code: -32000, message: "exceeded 25 requests per second" })).toBe(true);
    expect(isRateLimitError({ code: -32000 })).toBe(false);
    expect(isRateLimitError(undefined)).toBe(false);
  });

  it("reads an empty or blank Retry-After as none", () => {
    expect(retryAfterMs("", 0)).toBeNull();
    expect(retryAfterMs("  ", 0)).toBeNull();
    expect(retryAfterMs("-3", 0)).toBe(0);
  });
});
