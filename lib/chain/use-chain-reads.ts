"use client";

import { useQuery } from "@tanstack/react-query";
import { decodeFunctionResult, encodeFunctionData } from "viem";
import { useClient, useGasPrice } from "wagmi";
import { network } from "@/lib/network";
import type { CycleTiming } from "@/lib/validators/countdown";
import { poolGovernanceAbi } from "@/lib/protocol/abi.generated";

type Client = NonNullable<ReturnType<typeof useClient>>;

/**
 * One governance getter as a bare eth_call: the visitor's page loads this with its first scripts, and viem's
 * readContract/multicall actions (CCIP reads, deployless calls, their ABIs) would add about a tenth to them.
 */
async function readGovernance(client: Client, functionName: "lastEpoch" | "epochInterval") {
  const data = encodeFunctionData({ abi: poolGovernanceAbi, functionName });
  const result = await client.request({ method: "eth_call", params: [{ to: network.governance, data }, "latest"] });
  return decodeFunctionResult({ abi: poolGovernanceAbi, functionName, data: result });
}

/**
 * Governance's lastEpoch and epochInterval for the cycle countdown. The transport batches JSON-RPC, so both reads
 * (and the gas price read of the same tick) travel in one HTTP request; anvil has no multicall contract. Fresh for
 * 30 s, so the connected dashboard mounting does not read them again.
 */
export function useCycleTiming(): CycleTiming | undefined {
  const client = useClient({ chainId: network.chain.id });
  const { data } = useQuery({
    queryKey: ["cycleTiming", network.chain.id, network.governance],
    enabled: client !== undefined,
    queryFn: async (): Promise<CycleTiming> => {
      if (!client) throw new Error("no client for the pool's chain");
      const [lastEpoch, epochInterval] = await Promise.all([
        readGovernance(client, "lastEpoch"),
        readGovernance(client, "epochInterval"),
      ]);
      return { lastEpoch, epochInterval };
    },
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
  return data;
}

/** Current gas price in wei for the footer; undefined until known. */
export function useFooterGasPrice(): bigint | undefined {
  return useGasPrice({ chainId: network.chain.id, query: { refetchInterval: 30_000 } }).data;
}
