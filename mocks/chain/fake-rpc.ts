import { http, HttpResponse, type HttpHandler } from "msw";
import type { Hex } from "viem";

/** A JSON-RPC error answer: `{ code: 3, message: "execution reverted", data }` is how a node reports a revert. */
export class RpcFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: Hex,
  ) {
    super(message);
  }
}

/** One JSON-RPC call the fake chain received. */
export interface RpcCall {
  readonly method: string;
  readonly params: readonly unknown[];
}

/** Answers one call: a result, or throws an RpcFailure to answer with an error. */
export type RpcAnswer = (call: RpcCall) => unknown;

interface RpcRequestBody {
  readonly id: number;
  readonly method: string;
  readonly params?: readonly unknown[];
}

/**
 * A chain's JSON-RPC endpoint at `url`, answered in-process by `answer` (msw catches the HTTP request), for unit
 * tests of code that reads through viem or wagmi: both the page's transport and wagmi's mock connector send there.
 * Every call is recorded in `calls`, in order; batched requests are answered item by item.
 */
export function fakeRpc(url: string, answer: RpcAnswer): { readonly handler: HttpHandler; readonly calls: RpcCall[] } {
  const calls: RpcCall[] = [];
  const one = async (body: RpcRequestBody) => {
    const call = { method: body.method, params: body.params ?? [] };
    calls.push(call);
    try {
      return { jsonrpc: "2.0", id: body.id, result: (await answer(call)) ?? null };
    } catch (error) {
      if (!(error instanceof RpcFailure)) throw error;
      return { jsonrpc: "2.0", id: body.id, error: { code: error.code, message: error.message, data: error.data } };
    }
  };
  const handler = http.post(url, async ({ request }) => {
    const body = (await request.json()) as RpcRequestBody | RpcRequestBody[];
    return HttpResponse.json(Array.isArray(body) ? await Promise.all(body.map(one)) : await one(body));
  });
  return { handler, calls };
}

/**
 * A chain that answers the bounds' three calls (lib/chain/logs/chain-bounds.ts): `chainId` (hex), head 100 (0x64),
 * finalized 90 (0x5a), unless `changes` answers a method otherwise; any other call is unexpected.
 */
export const chainWithBounds =
  (chainId: Hex, changes: Record<string, unknown> = {}): RpcAnswer =>
  (call) => {
    if (call.method in changes) return changes[call.method];
    if (call.method === "eth_chainId") return chainId;
    if (call.method === "eth_blockNumber") return "0x64";
    if (call.method === "eth_getBlockByNumber") return { number: "0x5a", hash: `0x${"ab".repeat(32)}` };
    throw new Error(`unexpected ${call.method}`);
  };
