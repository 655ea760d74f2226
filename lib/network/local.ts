import { defineChain } from "viem";
import deployment from "./local-deployment.json";
import type { NetworkConfig } from "./types";

export const LOCAL_RPC_URL = "http://127.0.0.1:8545";
export const LOCAL_API_URL = "http://127.0.0.1:8546";

const rpcUrl = process.env.NEXT_PUBLIC_RPC_URL || LOCAL_RPC_URL;

export const anvilChain = /* @__PURE__ */ defineChain({
  id: deployment.chainId,
  name: "Anvil",
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
  testnet: true,
});

/** The local anvil chain: holesky's amounts, addresses from the deterministic local deployment. */
export const localNetwork: NetworkConfig = {
  name: "local",
  chain: anvilChain,
  pool: deployment.pool as `0x${string}`,
  governance: deployment.governance as `0x${string}`,
  bond: 50_000_000_000_000_000n, // 0.05 ETH
  topUp: 15_000_000_000_000_000n, // 0.015 ETH
  explorerUrl: null,
  apiUrl: process.env.NEXT_PUBLIC_API_URL || LOCAL_API_URL,
  rpcUrl,
  subscriptionsOpen: true,
};
