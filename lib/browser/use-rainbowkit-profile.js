import { useQuery } from "@tanstack/react-query";
import { formatUnits, hexToBigInt } from "viem";
import { useClient } from "../../node_modules/wagmi/dist/esm/exports/index.js";

/**
 * wagmi's useBalance as RainbowKit uses it (its account modal, while open): the account's native balance, one
 * eth_getBalance. wagmi's own (and viem's getBalance) can read through multicall, and bring the contract-call code
 * and the ABI coder with them.
 * @param {{ address?: `0x${string}`, chainId?: number, query?: { enabled?: boolean } }} [parameters]
 */
export function useBalance({ address, chainId, query = {} } = {}) {
  const client = useClient({ chainId });
  return useQuery({
    queryKey: ["smoothly:rainbowkit-balance", client?.chain.id, address],
    queryFn: async () => {
      if (!client || !address) throw new Error("no account to read the balance of");
      const value = hexToBigInt(await client.request({ method: "eth_getBalance", params: [address, "latest"] }));
      const { decimals, symbol } = client.chain.nativeCurrency;
      return { value, decimals, symbol, formatted: formatUnits(value, decimals) };
    },
    enabled: Boolean(client && address) && (query.enabled ?? true),
  });
}

/**
 * No ENS name: RainbowKit's account modal names the account by its address, as the page does everywhere
 * (lib/format.ts). wagmi's would ask the RPC the moment a wallet connects, beside the list's first reads, and brings
 * the contract-call code with it.
 */
export function useEnsName() {
  return { data: undefined };
}

/** No ENS avatar either (there is no name to find one for). */
export function useEnsAvatar() {
  return { data: undefined };
}
