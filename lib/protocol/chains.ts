import { defineChain } from "viem";
import { anvil } from "viem/chains";

export { holesky, mainnet } from "viem/chains";

/** Where a local anvil answers unless told otherwise (viem's own default for anvil). */
export const LOCAL_RPC_URL = "http://127.0.0.1:8545";

/** Anvil's chain id: the local chain the dashboard, the local oracle and the tests share. */
export const LOCAL_CHAIN_ID = anvil.id;

/**
 * The local chain: viem's `anvil`, reached at `rpcUrl` (a test stack picks a free port). `chainId` is for an anvil
 * started under another chain's id, as the public-build tests do to stand in for holesky or mainnet.
 */
export function anvilAt(rpcUrl: string, chainId: number = LOCAL_CHAIN_ID) {
  return defineChain({ ...anvil, id: chainId, rpcUrls: { default: { http: [rpcUrl] } }, testnet: true });
}
