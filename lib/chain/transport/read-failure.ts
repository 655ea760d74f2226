import { HttpRequestError, TimeoutError } from "viem";
import { chainUnusable, type ChainFailure } from "@/lib/figure";
import { RPC_WALLET_NAME } from "@/lib/copy/rpc";
import { RpcUnreachable } from "./rpc-batch";
import { rpcHost } from "./rpc-choice";

/**
 * Nothing answered: the request failed on its way (no connection, a timeout) or the server is down (HTTP 5xx).
 * Anything else came from the RPC: a JSON-RPC error, a refusal, or an answer the page could not use.
 */
export function isUnreachable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 8; e = e.cause, depth++) {
    if (e instanceof TimeoutError) return true;
    if (e instanceof HttpRequestError || e instanceof RpcUnreachable) return e.status === undefined || e.status >= 500;
  }
  return false;
}

/** The endpoint a client reads through: its URL, or "wallet" for the wallet's own connection. */
export function endpointOf(transport: object): string {
  return "url" in transport && typeof transport.url === "string" ? transport.url : "wallet";
}

/** How the RPC at `endpoint` ("wallet" for the wallet's connection) is named on the page. */
export function rpcName(endpoint: string): string {
  return endpoint === "wallet" ? RPC_WALLET_NAME : rpcHost(endpoint);
}

/** A failed read, in the figures' terms: the chain could not be reached, or its RPC answered unusably (named). */
export function chainFailure(error: unknown, endpoint: string): ChainFailure {
  return isUnreachable(error) ? "chain-unreachable" : chainUnusable(rpcName(endpoint));
}
