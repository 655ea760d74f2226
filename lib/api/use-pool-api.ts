"use client";

import useSWR, { type SWRConfiguration } from "swr";
import type { Address } from "viem";
import { network } from "@/lib/network";
import { getPoolData } from "./client";
import type { PoolData } from "@/lib/protocol/api-schemas";

// Failures loading data are only logged, never shown as an Alert: the page shows an empty list (or "–" in the footer).
const logFailure = (what: string) => (error: unknown) =>
  console.warn(`Could not load ${what}:`, error instanceof Error ? error.message : error);

const fetchPoolData = (address: Address) => getPoolData(network, address);

/**
 * The connected address's validators and proofs; nothing is fetched without an address. `options` adds SWR settings
 * (the retry policy); `fetch` stands in for the plain request (the list's reads the chain alongside).
 */
export function usePoolData(
  address: Address | undefined,
  options: SWRConfiguration<PoolData, Error> = {},
  fetch: (address: Address) => Promise<PoolData> = fetchPoolData,
) {
  return useSWR(
    address ? ["pooldata", network.apiKind, network.apiUrl, address.toLowerCase()] : null,
    () => fetch(address as Address),
    {
      onError: logFailure("your validators"),
      revalidateOnFocus: true,
      keepPreviousData: false,
      ...options,
    },
  );
}
