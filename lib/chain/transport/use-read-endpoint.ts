"use client";

import { useMemo } from "react";
import { useClient } from "wagmi";
import type { ChainFailure } from "@/lib/figure";
import { network } from "@/lib/network";
import { chainFailure } from "./read-failure";
import { endpointOf } from "./read-failure";

/** The endpoint the page reads the chain through: its URL, "wallet" for the wallet's connection, null before a client. */
export function useReadEndpoint(): string | null {
  const client = useClient({ chainId: network.chain.id });
  return client ? endpointOf(client.transport) : null;
}

/**
 * A read's error in the figures' terms: the chain could not be reached, or the RPC (named) answered unusably; null
 * without an error.
 */
export function useChainFailure(error: unknown): ChainFailure | null {
  const endpoint = useReadEndpoint();
  return useMemo(() => {
    if (error === null || error === undefined) return null;
    return endpoint === null ? "chain-unreachable" : chainFailure(error, endpoint);
  }, [error, endpoint]);
}
