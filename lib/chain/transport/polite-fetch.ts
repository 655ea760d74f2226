import type { RpcGate } from "./rpc-gate";

/** One JSON-RPC call or answer, as far as the gate needs to read them. */
interface RpcMessage {
  readonly id?: unknown;
  readonly error?: { readonly code?: unknown; readonly message?: unknown };
}

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** A rate-limit refusal in a JSON-RPC error (providers use -32005, 429 or -32029, and say "rate" or "limit"). */
export function isRateLimitError(error: RpcMessage["error"]): boolean {
  if (!error) return false;
  // Stryker disable next-line ConditionalExpression,StringLiteral: a message that is not a string names no rate limit either way
  const message = typeof error.message === "string" ? error.message : "";
  if (error.code === 429 || error.code === -32029) return true;
  return /rate limit|too many requests|exceeded.*(capacity|requests per)|request limit|throttl/i.test(message);
}

/** A refusal of the batch for its size: a lone error for a whole batch that mentions batches or size. */
function isBatchRefusal(status: number, data: unknown): boolean {
  if (status === 413) return true;
  const error = (Array.isArray(data) && data.length === 1 ? data[0] : data) as RpcMessage | undefined;
  const message = typeof error?.error?.message === "string" ? error.error.message : "";
  return /batch/i.test(message) && /size|limit|too (large|many)|exceed|maximum/i.test(message);
}

/** Retry-After in milliseconds (seconds or an HTTP date), or null without one. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (header === null) return null;
  const seconds = Number(header);
  if (header.trim() !== "" && Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

const jsonResponse = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { "content-type": "application/json" } });

/**
 * A fetch for viem's http transport that goes through the endpoint's gate. A refusal for rate (HTTP 429, a 503
 * with Retry-After, or rate-limit errors inside the answer) is waited out and sent again, so it never reaches the
 * reader; only a provider that keeps refusing gets its refusal through. A batch larger than the endpoint accepts
 * is split and its answers merged, in the order of the calls.
 */
export function politeFetch(gate: RpcGate, fetchImpl: Fetch, now: () => number = Date.now): Fetch {
  async function sendOnce(url: string | URL | Request, init: RequestInit, calls: readonly RpcMessage[] | RpcMessage) {
    const count = Array.isArray(calls) ? calls.length : 1;
    if (!gate.tryAcquire(count)) await gate.acquire(count);
    try {
      return await fetchImpl(url, { ...init, body: JSON.stringify(calls) });
    } finally {
      gate.release();
    }
  }

  /** One call or one batch that fits: sent again (only its refused calls) while the refusals are for rate. */
  async function send(
    url: string | URL | Request,
    init: RequestInit,
    calls: readonly RpcMessage[] | RpcMessage,
  ): Promise<Response> {
    for (;;) {
      const response = await sendOnce(url, init, calls);
      const refusedForRate =
        response.status === 429 || (response.status === 503 && response.headers.has("retry-after"));
      if (refusedForRate) {
        if (gate.refused(retryAfterMs(response.headers.get("retry-after"), now()))) continue;
        return response;
      }
      const data: unknown = await response
        .clone()
        .json()
        .catch(() => undefined);
      if (Array.isArray(calls) && calls.length > 1 && isBatchRefusal(response.status, data)) {
        gate.batchRefused(calls.length);
        return sendAll(url, init, calls);
      }
      if (!Array.isArray(calls)) {
        if (isRateLimitError((data as RpcMessage | undefined)?.error)) {
          if (gate.refused(null)) continue;
          return response;
        }
        gate.answered();
        return response;
      }
      if (!Array.isArray(data)) {
        gate.answered();
        return response;
      }
      // Some calls of the batch were refused for rate: wait, send those again, and answer all in call order.
      const answers = data as RpcMessage[];
      const refusedIds = new Set(answers.filter((a) => isRateLimitError(a.error)).map((a) => a.id));
      if (refusedIds.size === 0) {
        gate.answered();
        return response;
      }
      if (!gate.refused(null)) return response;
      const again = calls.filter((call) => refusedIds.has(call.id));
      const retried = (await (await send(url, init, again)).json()) as RpcMessage[];
      const byId = new Map([...answers, ...retried].map((a) => [a.id, a]));
      return jsonResponse(calls.map((call) => byId.get(call.id)));
    }
  }

  /** A batch in pieces the endpoint accepts, their answers merged in call order. */
  async function sendAll(
    url: string | URL | Request,
    init: RequestInit,
    calls: readonly RpcMessage[],
  ): Promise<Response> {
    const pieces: RpcMessage[][] = [];
    for (let i = 0; i < calls.length; i += gate.maxBatch) pieces.push(calls.slice(i, i + gate.maxBatch));
    // Stryker disable next-line ConditionalExpression: one piece merged is the same answer, only re-wrapped
    if (pieces.length === 1) return send(url, init, calls);
    const responses = await Promise.all(pieces.map((piece) => send(url, init, piece)));
    const failed = responses.find((r) => !r.ok);
    if (failed) return failed;
    const answers = (await Promise.all(responses.map((r) => r.json()))) as RpcMessage[][];
    return jsonResponse(answers.flat());
  }

  return async (url, init = {}) => {
    const calls = JSON.parse(typeof init.body === "string" ? init.body : "null") as RpcMessage[] | RpcMessage | null;
    if (calls === null) return fetchImpl(url, init);
    return Array.isArray(calls) ? sendAll(url, init, calls) : send(url, init, calls);
  };
}
