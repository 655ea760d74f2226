import { holesky } from "@/lib/protocol/chains";
import { apiKindOr, DEFAULT_IPFS_GATEWAY, DEFAULT_TREES_URL, type NetworkConfig } from "./types";

export const holeskyNetwork: NetworkConfig = {
  name: "holesky",
  chain: holesky,
  pool: "0xdDdaBb545F2dc906259A9a26C33095a37f5AB1F9",
  governance: "0x9aF9D23c1efC2f94F49eFa1eAD7c5eC36b5f584E",
  // The oracle starts from beacon epoch 38317 (slot 1,226,144); holesky's blocks start at slot 0, one at most per
  // slot, so the pool is at most at block 1,226,144. 900,000 leaves room for holesky's many missed slots.
  deployBlock: 900_000n,
  bond: 50_000_000_000_000_000n, // 0.05 ETH
  topUp: 15_000_000_000_000_000n, // 0.015 ETH
  explorerUrl: "https://holesky.etherscan.io",
  beaconExplorerUrl: "https://holesky.beaconcha.in",
  apiUrl: process.env.NEXT_PUBLIC_API_URL || "https://node-holesky.smoothly.money",
  apiKind: apiKindOr("oracle"),
  rpcUrl: process.env.NEXT_PUBLIC_RPC_URL || "https://ethereum-holesky-rpc.publicnode.com",
  ipfsGateway: process.env.NEXT_PUBLIC_IPFS_GATEWAY || DEFAULT_IPFS_GATEWAY,
  treesUrl: process.env.NEXT_PUBLIC_TREES_URL ?? DEFAULT_TREES_URL,
  historyUrl: process.env.NEXT_PUBLIC_HISTORY_URL ?? "",
  subscriptionsOpen: false,
};
