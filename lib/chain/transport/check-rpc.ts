import { RPC_BAD_URL, rpcUnreachable, rpcUnusable, rpcWrongChain } from "@/lib/copy/rpc";
import { chainIdOf } from "./asked-for";
import { isUsableRpcUrl, rpcHost } from "./rpc-choice";

export type RpcCheck = { readonly ok: true } | { readonly ok: false; readonly message: string };

const REQUEST_ID = 1;

/**
 * Asks a visitor's RPC for its chain id before the page reads through it: an RPC of another chain would show another
 * chain's pool, and claims sent from what it shows would fail. Nothing is kept unless it is this network's chain.
 * An RPC that answers, but not with a chain id for this request, is told apart from one that does not answer.
 */
export async function checkRpcUrl(
  url: string,
  network: { readonly chainId: number; readonly name: string },
  fetchImpl: typeof fetch = fetch,
): Promise<RpcCheck> {
  if (!isUsableRpcUrl(url)) return { ok: false, message: RPC_BAD_URL };
  const host = rpcHost(url);
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: REQUEST_ID, method: "eth_chainId", params: [] }),
      credentials: "omit",
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    return { ok: false, message: rpcUnreachable(host) };
  }
  let chainId: number;
  try {
    const body = (await response.json()) as { id?: unknown; result?: unknown };
    // An answer to another request (or none) says nothing of this one.
    if (body.id !== undefined && body.id !== REQUEST_ID) throw new Error("another request's answer");
    chainId = chainIdOf(body.result);
  } catch {
    return { ok: false, message: rpcUnusable(host) };
  }
  if (chainId !== network.chainId)
    return { ok: false, message: rpcWrongChain(host, chainId, network.chainId, network.name) };
  return { ok: true };
}
