"use client";

import { skipToken, useQuery } from "@tanstack/react-query";
import { useClient, useGasPrice } from "wagmi";
import { CHAIN, readingFigure, type Figure } from "@/lib/figure";
import { network } from "@/lib/network";
import type { CycleTiming } from "@/lib/validators/countdown";
import { poolGovernanceGetters } from "@/lib/protocol/abi.generated";
import { decodeUintWord } from "@/lib/protocol/uint-word";

type Client = NonNullable<ReturnType<typeof useClient>>;

/**
 * One governance getter as a bare eth_call with its generated selector: the visitor's page loads this with its first
 * scripts, and viem's ABI coder (or its readContract/multicall actions) would add about a twentieth to them.
 */
async function readGovernance(client: Client, getter: "lastEpoch" | "epochInterval"): Promise<bigint> {
  const { selector, bits } = poolGovernanceGetters[getter];
  const result = await client.request({
    method: "eth_call",
    params: [{ to: network.governance, data: selector }, "latest"],
  });
  return decodeUintWord(result, bits);
}

/**
 * Governance's lastEpoch and epochInterval for the cycle countdown. The transport batches JSON-RPC, so both reads
 * (and the gas price read of the same tick) travel in one HTTP request; anvil has no multicall contract. Fresh for
 * 30 s, so the connected dashboard mounting does not read them again.
 */
export function useCycleTiming(): CycleTiming | undefined {
  return useCycleTimingQuery().data;
}

/** The cycle's timing as a figure: known from the chain, stale after a failed read, unknown before any answer. */
export function useCycleTimingFigure(): Figure<CycleTiming> {
  const { data, isError, dataUpdatedAt } = useCycleTimingQuery();
  return readingFigure({ value: data, answeredAt: dataUpdatedAt, failed: isError }, CHAIN, "chain-unreachable");
}

function useCycleTimingQuery() {
  // Stryker disable next-line ObjectLiteral: the config holds only the pool's chain, so naming it changes nothing
  const client = useClient({ chainId: network.chain.id });
  return useQuery({
    // Stryker disable next-line ArrayDeclaration,StringLiteral: the key only names the query in the cache; no other query shares it
    queryKey: ["cycleTiming", network.chain.id, network.governance],
    // Stryker disable next-line ConditionalExpression: without a client the read would only fail, leaving it undefined too
    queryFn: client
      ? async (): Promise<CycleTiming> => {
          const [lastEpoch, epochInterval] = await Promise.all([
            readGovernance(client, "lastEpoch"),
            readGovernance(client, "epochInterval"),
          ]);
          return { lastEpoch, epochInterval };
        }
      : skipToken,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

/** Current gas price in wei for the footer, as a figure of the chain. */
export function useFooterGasPrice(): Figure<bigint> {
  const { data, isError, dataUpdatedAt } = useGasPrice({
    chainId: network.chain.id,
    query: { refetchInterval: 30_000 },
  });
  return readingFigure({ value: data, answeredAt: dataUpdatedAt, failed: isError }, CHAIN, "chain-unreachable");
}
