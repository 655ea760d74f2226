import * as v from "valibot";
import { network } from "@/lib/network";
import { politeFetch } from "./polite-fetch";
import { rpcHost } from "./rpc-choice";
import { gateFor } from "./rpc-gates";
import { injectedProvider, readRpc, type InjectedProvider } from "./read-rpc";

/** One JSON-RPC call. */
export interface RpcCall {
  readonly method: string;
  readonly params?: readonly unknown[];
}

/** Where a batch goes: an RPC URL (through its gate), or the wallet's own connection. */
export type RpcTarget = { readonly url: string } | { readonly provider: InjectedProvider };

/** Where the page reads: the chosen URL, or the wallet's connection when that is the choice (as lib/wallet/config.ts). */
export function readTarget(): RpcTarget {
  const provider = injectedProvider();
  if (readRpc.url === null && provider) return { provider };
  return { url: readRpc.url ?? network.rpcUrl };
}

/** Nothing came back from the endpoint: no connection, a timeout, or an HTTP error status. */
export class RpcUnreachable extends Error {
  override readonly name = "RpcUnreachable";
  constructor(
    message: string,
    /** The HTTP status, when one came. */
    readonly status?: number,
  ) {
    super(message);
  }
}

/** The endpoint answered, but not with what was asked: not JSON-RPC, an answer missing, or an error in it. */
export class RpcUnusableAnswer extends Error {
  override readonly name = "RpcUnusableAnswer";
  /** The URL that answered, or "wallet" for the wallet's connection: the page names it. */
  constructor(
    readonly endpoint: string,
    detail: string,
  ) {
    // Stryker disable next-line ConditionalExpression,StringLiteral: rpcHost("wallet") is "wallet" too (no URL to parse)
    super(`${endpoint === "wallet" ? "wallet" : rpcHost(endpoint)}: ${detail}`);
  }
}

/** A read that may wait behind a Retry-After before it is sent, as viem's transport allows. */
const TIMEOUT_MS = 30_000;

const answersSchema = v.array(
  v.object({
    id: v.number(),
    result: v.optional(v.unknown()),
    error: v.optional(v.object({ code: v.number(), message: v.string() })),
  }),
);

async function post(url: string, calls: readonly RpcCall[]): Promise<unknown> {
  const send = politeFetch(gateFor(url), (input, init) => fetch(input, init));
  const body = JSON.stringify(
    calls.map((call, id) => ({ jsonrpc: "2.0", id, method: call.method, params: call.params ?? [] })),
  );
  let response: Response;
  try {
    response = await send(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new RpcUnreachable(`${rpcHost(url)}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) throw new RpcUnreachable(`${rpcHost(url)}: HTTP ${response.status}`, response.status);
  try {
    return await response.json();
  } catch {
    throw new RpcUnusableAnswer(url, "the answer is not JSON");
  }
}

/**
 * The results of `calls`, in their order, sent as one JSON-RPC batch (the endpoint's gate splits it if it must) or
 * one by one through the wallet. Any call's error, or an answer that does not match the calls, fails the whole
 * batch: the page's reads are all-or-nothing figures.
 */
export async function rpcBatch(target: RpcTarget, calls: readonly RpcCall[]): Promise<unknown[]> {
  if ("provider" in target) {
    return Promise.all(
      calls.map((call) => target.provider.request({ method: call.method, params: call.params ?? [] })),
    );
  }
  const parsed = v.safeParse(answersSchema, await post(target.url, calls));
  const { url } = target;
  if (!parsed.success) throw new RpcUnusableAnswer(url, "the answer is not a JSON-RPC batch");
  const byId = new Map(parsed.output.map((answer) => [answer.id, answer]));
  return calls.map((call, id) => {
    const answer = byId.get(id);
    if (!answer) throw new RpcUnusableAnswer(url, `no answer to ${call.method}`);
    if (answer.error) throw new RpcUnusableAnswer(url, `${call.method}: ${answer.error.message}`);
    return answer.result;
  });
}
