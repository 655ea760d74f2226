import { RPC_BAD_URL, rpcUnreachable, rpcWrongChain } from "@/lib/copy/rpc";
import { isUsableRpcUrl, rpcHost } from "./rpc-choice";

export type RpcCheck = { readonly ok: true } | { readonly ok: false; readonly message: string };

/**
 * Asks a visitor's RPC for its chain id before the page reads through it: an RPC of another chain would show another
 * chain's pool, and claims sent from what it shows would fail. Nothing is kept unless it is this network's chain.
 */
export async function checkRpcUrl(
  url: string,
  network: { readonly chainId: number; readonly name: string },
  fetchImpl: typeof fetch = fetch,
): Promise<RpcCheck> {
  if (!isUsableRpcUrl(url)) return { ok: false, message: RPC_BAD_URL };
  const host = rpcHost(url);
  let chainId: number;
  try {
    const response = await fetchImpl(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
      credentials: "omit",
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json()) as { result?: unknown };
    if (typeof body.result !== "string" || !/^0x[0-9a-f]+$/i.test(body.result)) throw new Error("no chain id");
    chainId = Number(BigInt(body.result));
  } catch {
    return { ok: false, message: rpcUnreachable(host) };
  }
  if (chainId !== network.chainId)
    return { ok: false, message: rpcWrongChain(host, chainId, network.chainId, network.name) };
  return { ok: true };
}
