import { mainnet } from "@/lib/protocol/chains";
import { apiKindOr, DEFAULT_IPFS_GATEWAY, DEFAULT_TREES_URL, type NetworkConfig } from "./types";

export const mainnetNetwork: NetworkConfig = {
  name: "mainnet",
  chain: mainnet,
  pool: "0x43670D6f39Bca19EE26462f62339e90A39B01e34",
  governance: "0xc7Ea6FF9bE0aE48A3E2C968076E6b1fd921c06EB",
  // The oracle starts from beacon epoch 249058 (slot 7,969,856, 13 Dec 2023), which is at most block 18,807,237
  // (the merge block 15,537,394 was slot 4,700,013, and a slot holds at most one block); 18,700,000 leaves room for
  // missed slots and a deployment some days earlier.
  deployBlock: 18_700_000n,
  bond: 500_000_000_000_000_000n, // 0.5 ETH
  topUp: 150_000_000_000_000_000n, // 0.15 ETH
  explorerUrl: "https://etherscan.io",
  beaconExplorerUrl: "https://beaconcha.in",
  apiUrl: process.env.NEXT_PUBLIC_API_URL || "https://node-mainnet.smoothly.money",
  apiKind: apiKindOr("oracle"),
  rpcUrl: process.env.NEXT_PUBLIC_RPC_URL || "https://ethereum-rpc.publicnode.com",
  ipfsGateway: process.env.NEXT_PUBLIC_IPFS_GATEWAY || DEFAULT_IPFS_GATEWAY,
  treesUrl: process.env.NEXT_PUBLIC_TREES_URL ?? DEFAULT_TREES_URL,
  historyUrl: process.env.NEXT_PUBLIC_HISTORY_URL ?? "",
  subscriptionsOpen: false,
};
