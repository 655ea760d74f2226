import { describe, expect, it } from "vitest";
import { isRateLimitError, politeFetch, retryAfterMs } from "./polite-fetch";
import { RpcGate, type GateClock } from "./rpc-gate";
import { simulatedClock } from "@/mocks/chain/simulated-clock";

interface Call {
  readonly id: number;
  readonly method: string;
}

/** An endpoint that answers each call with its id; `answer` may refuse a request instead. */
function endpoint(clock: GateClock, answer?: (calls: Call[], at: number) => Response | null) {
  const sent: { at: number; calls: Call[] }[] = [];
  const fetchImpl = async (_: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Call | Call[];
    const calls = Array.isArray(body) ? body : [body];
    sent.push({ at: clock.now(), calls });
    const refusal = answer?.(calls, clock.now());
    if (refusal) return refusal;
    const answers = calls.map((c) => ({ jsonrpc: "2.0", id: c.id, result: `0x${c.id.toString(16)}` }));
    return Response.json(Array.isArray(body) ? answers : answers[0]);
  };
  return { fetchImpl, sent };
}

const call = (id: number): Call => ({ id, method: "eth_blockNumber" });
const post = (calls: Call | Call[]) => ({ method: "POST", body: JSON.stringify(calls) });
const tooMany = (retryAfter?: string) =>
  new Response("Too Many Requests", { status: 429, headers: retryAfter ? { "retry-after": retryAfter } : {} });

describe("politeFetch", () => {
  it("waits out a 429's Retry-After before anything else is sent, and the reader never sees the refusal", async () => {
    const clock = simulatedClock(0.5);
    let refused = false;
    const rpc = endpoint(clock, () => (refused ? null : ((refused = true), tooMany("2"))));
    const fetch = politeFetch(new RpcGate({ clock }), rpc.fetchImpl, clock.now);
    const response = await fetch("https://rpc.example", post(call(7)));
    expect(await response.json()).toEqual({ jsonrpc: "2.0", id: 7, result: "0x7" });
    expect(rpc.sent.map((s) => s.at)).toEqual([0, 2_000]);
  });

  it("sends a request that needs no wait in the caller's own task, before any queued microtask runs", () => {
    const clock = simulatedClock();
    const rpc = endpoint(clock);
    const fetch = politeFetch(new RpcGate({ clock }), rpc.fetchImpl, clock.now);
    void fetch("https://rpc.example", post([call(1), call(2)]));
    expect(rpc.sent.map((s) => s.calls.map((c) => c.id))).toEqual([[1, 2]]);
  });

  it("holds every request to the endpoint while one of them waits out a refusal", async () => {
    const clock = simulatedClock(0.5);
    const gate = new RpcGate({ clock });
    const rpc = endpoint(clock, (calls, at) => (calls[0]?.id === 1 && at === 0 ? tooMany("1") : null));
    const fetch = politeFetch(gate, rpc.fetchImpl, clock.now);
    await fetch("https://rpc.example", post(call(1)));
    await fetch("https://rpc.example", post(call(2)));
    // The second request went out after the first one's wait, not while it lasted.
    expect(rpc.sent.map((s) => [s.calls[0]?.id, s.at])).toEqual([
      [1, 0],
      [1, 1_000],
      [2, 1_000],
    ]);
  });

  it("backs off (a second, then doubling, with up to half again of jitter) when a refusal gives no Retry-After", async () => {
    const clock = simulatedClock(0.5);
    let refusals = 0;
    const rpc = endpoint(clock, () => (refusals++ < 2 ? tooMany() : null));
    await politeFetch(new RpcGate({ clock }), rpc.fetchImpl, clock.now)("https://rpc.example", post(call(1)));
    // random() is 0.5 here: the back-offs are 1,000 × 1.25 ms, then 2,000 × 1.25 ms.
    expect(rpc.sent.map((s) => s.at)).toEqual([0, 1_250, 3_750]);
  });

  it("treats a JSON-RPC rate-limit error (HTTP 200) as a refusal too", async () => {
    const clock = simulatedClock(0.5);
    let refused = false;
    const rpc = endpoint(clock, (calls) =>
      refused
        ? null
        : ((refused = true),
          Response.json({ jsonrpc: "2.0", id: calls[0]?.id, error: { code: -32005, message: "rate limit exceeded" } })),
    );
    const response = await politeFetch(
      new RpcGate({ clock }),
      rpc.fetchImpl,
      clock.now,
    )("https://rpc.example", post(call(3)));
    expect(await response.json()).toEqual({ jsonrpc: "2.0", id: 3, result: "0x3" });
    expect(rpc.sent).toHaveLength(2);
  });

  it("sends again only the calls of a batch that were refused for rate, and answers all in call order", async () => {
    const clock = simulatedClock(0.5);
    let first = true;
    const rpc = endpoint(clock, (calls) => {
      if (!first) return null;
      first = false;
      return Response.json(
        calls.map((c) =>
          c.id === 2
            ? { jsonrpc: "2.0", id: c.id, error: { code: 429, message: "Too many requests" } }
            : { jsonrpc: "2.0", id: c.id, result: "0x0" },
        ),
      );
    });
    const response = await politeFetch(
      new RpcGate({ clock }),
      rpc.fetchImpl,
      clock.now,
    )("https://rpc.example", post([call(1), call(2), call(3)]));
    expect(await response.json()).toEqual([
      { jsonrpc: "2.0", id: 1, result: "0x0" },
      { jsonrpc: "2.0", id: 2, result: "0x2" },
      { jsonrpc: "2.0", id: 3, result: "0x0" },
    ]);
    expect(rpc.sent.map((s) => s.calls.map((c) => c.id))).toEqual([[1, 2, 3], [2]]);
  });

  it("splits a batch larger than the endpoint takes, and learns to send smaller ones", async () => {
    const clock = simulatedClock(0.5);
    const gate = new RpcGate({ clock, maxBatch: 10 });
    const rpc = endpoint(clock, (calls) =>
      calls.length > 3
        ? Response.json({ jsonrpc: "2.0", id: null, error: { code: -32600, message: "batch size too large, max 3" } })
        : null,
    );
    const calls = [1, 2, 3, 4, 5, 6, 7, 8].map(call);
    const response = await politeFetch(gate, rpc.fetchImpl, clock.now)("https://rpc.example", post(calls));
    expect(((await response.json()) as { id: number }[]).map((a) => a.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(rpc.sent.map((s) => s.calls.length)).toEqual([8, 4, 4, 2, 2, 2, 2]);
    expect(gate.maxBatch).toBe(2);
    // Later batches go out in pieces the endpoint takes, without a refusal first.
    rpc.sent.length = 0;
    await politeFetch(gate, rpc.fetchImpl, clock.now)("https://rpc.example", post([call(9), call(10), call(11)]));
    expect(rpc.sent.map((s) => s.calls.length)).toEqual([2, 1]);
  });

  it("gives up on an endpoint that keeps refusing: the refusal goes through and the gate says so", async () => {
    const clock = simulatedClock(0.5);
    const gate = new RpcGate({ clock, sayAfter: 2, giveUpAfter: 3 });
    const rpc = endpoint(clock, () => tooMany("1"));
    const statuses: string[] = [];
    gate.subscribe(() => statuses.push(gate.status));
    const response = await politeFetch(gate, rpc.fetchImpl, clock.now)("https://rpc.example", post(call(1)));
    expect(response.status).toBe(429);
    expect(rpc.sent).toHaveLength(3);
    expect(statuses).toEqual(["refusing"]);
  });
});

describe("retryAfterMs and isRateLimitError", () => {
  it("read Retry-After in seconds or as a date", () => {
    const now = Date.UTC(2026, 10, 24, 12, 0, 0);
    expect(retryAfterMs("1", now)).toBe(1_000);
    expect(retryAfterMs("0.5", now)).toBe(500);
    expect(retryAfterMs("Tue, 24 Nov 2026 12:00:03 GMT", now)).toBe(3_000);
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs("soon", now)).toBeNull();
  });

  it.each([
    [{ code: 429, message: "" }, true],
    [{ code: -32029, message: "" }, true],
    [{ code: -32005, message: "rate limit exceeded" }, true],
    [{ code: -32000, message: "Too Many Requests" }, true],
    [{ code: -32005, message: "query returned more than 10000 results" }, false],
    [{ code: -32000, message: "execution reverted" }, false],
  ])("%j → %s", (error, expected) => {
    expect(isRateLimitError(error)).toBe(expected);
  });
});
