"use client";

import { useGasPrice, useReadContracts } from "wagmi";
import { network } from "@/lib/network";
import type { CycleTiming } from "@/lib/validators/countdown";
import { poolGovernanceAbi } from "@/lib/protocol/abi.generated";

const governance = { address: network.governance, abi: poolGovernanceAbi, chainId: network.chain.id } as const;

/**
 * Governance's lastEpoch and epochInterval for the cycle countdown. The transport batches JSON-RPC, so both reads
 * (and the gas price read of the same tick) travel in one HTTP request; anvil has no multicall contract.
 */
export function useCycleTiming(): CycleTiming | undefined {
  const { data } = useReadContracts({
    contracts: [
      { ...governance, functionName: "lastEpoch" },
      { ...governance, functionName: "epochInterval" },
    ],
    allowFailure: false,
    query: { refetchInterval: 60_000 },
  });
  return data ? { lastEpoch: data[0], epochInterval: data[1] } : undefined;
}

/** Current gas price in wei for the footer; undefined until known. */
export function useFooterGasPrice(): bigint | undefined {
  return useGasPrice({ chainId: network.chain.id, query: { refetchInterval: 30_000 } }).data;
}
