import { useMemo } from "react";
import { waitForTransactionReceipt } from "viem/actions";
import { useClient } from "../../node_modules/wagmi/dist/esm/exports/index.js";

/**
 * wagmi's usePublicClient as RainbowKit uses it: the chain's client with the one action its transaction store calls
 * (waiting for the receipts of transactions added to its recent list).
 * @param {{ chainId?: number }} [parameters]
 */
export function usePublicClient(parameters = {}) {
  const client = useClient(parameters);
  return useMemo(
    () =>
      client?.extend((base) => ({
        waitForTransactionReceipt: (args) => waitForTransactionReceipt(base, args),
      })),
    [client],
  );
}
