import { rpcBatch, type RpcCall, type RpcTarget } from "./rpc-batch";

// Its own module, without the answers' checks: the wallet's code sends it as it names the account
// (lib/chain/reads/first-requests.ts), and lib/chain/logs/chain-bounds.ts's chainBoundsFrom reads the answers.

const BOUNDS_CALLS: readonly RpcCall[] = [
  { method: "eth_getBlockByNumber", params: ["finalized", false] },
  { method: "eth_blockNumber" },
];

/**
 * The finalized block and the head (and, with `withChainId`, the chain id) as one JSON-RPC batch sent at once
 * (lib/chain/transport/rpc-batch.ts), not at the end of the current task as viem's batching transport sends it: a read started
 * in the middle of a long task (a wallet's connect and the render it brings) is on its way before that task ends.
 */
export function requestChainBounds(target: RpcTarget, withChainId: boolean): Promise<unknown[]> {
  return rpcBatch(target, withChainId ? [...BOUNDS_CALLS, { method: "eth_chainId" }] : BOUNDS_CALLS);
}
