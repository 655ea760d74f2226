import type { Address } from "viem";
import { anvilAt, LOCAL_RPC_URL } from "@/lib/protocol/chains";
import { apiKindOr, DEFAULT_IPFS_GATEWAY, DEFAULT_TREES_URL, type NetworkConfig } from "./types";

export { LOCAL_RPC_URL };
export const LOCAL_API_URL = "http://127.0.0.1:8546";

const rpcUrl = process.env.NEXT_PUBLIC_RPC_URL || LOCAL_RPC_URL;

/**
 * The local anvil chain: holesky's amounts; addresses from lib/network/local-deployment.json, which next.config.mjs
 * (and vitest.config.ts) inline only into the local build, so the public builds carry none of them.
 */
export const localNetwork: NetworkConfig = {
  name: "local",
  chain: /* @__PURE__ */ anvilAt(rpcUrl),
  pool: (process.env.NEXT_PUBLIC_LOCAL_POOL ?? "") as Address,
  governance: (process.env.NEXT_PUBLIC_LOCAL_GOVERNANCE ?? "") as Address,
  deployBlock: 0n, // a short chain: reading it all costs one request
  bond: 50_000_000_000_000_000n, // 0.05 ETH
  topUp: 15_000_000_000_000_000n, // 0.015 ETH
  explorerUrl: null,
  beaconExplorerUrl: null,
  apiUrl: process.env.NEXT_PUBLIC_API_URL || LOCAL_API_URL,
  apiKind: apiKindOr("dashboard"),
  rpcUrl,
  ipfsGateway: process.env.NEXT_PUBLIC_IPFS_GATEWAY || DEFAULT_IPFS_GATEWAY,
  treesUrl: process.env.NEXT_PUBLIC_TREES_URL ?? DEFAULT_TREES_URL,
  historyUrl: process.env.NEXT_PUBLIC_HISTORY_URL ?? "",
  subscriptionsOpen: true,
};
