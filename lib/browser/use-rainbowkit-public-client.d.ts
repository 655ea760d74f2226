import type { Client, Hash, TransactionReceipt } from "viem";

/** The chain's client with the one action RainbowKit's transaction store calls. */
export declare function usePublicClient(parameters?: {
  chainId?: number;
}): (Client & { waitForTransactionReceipt: (args: { hash: Hash }) => Promise<TransactionReceipt> }) | undefined;
