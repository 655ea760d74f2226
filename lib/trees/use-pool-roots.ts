"use client";

import { useCallback, useMemo } from "react";
import type { Address } from "viem";
import { useReadContracts } from "wagmi";
import { smoothlyPoolAbi } from "@/lib/protocol/abi.generated";
import { network } from "@/lib/network";
import type { PoolProofs } from "@/lib/validators/types";
import { checkServedProofs, type PoolRoots, type RootChecks } from "./root-checks";

const pool = { address: network.pool, abi: smoothlyPoolAbi, chainId: network.chain.id } as const;
const CONTRACTS = [
  { ...pool, functionName: "epoch" },
  { ...pool, functionName: "withdrawalsRoot" },
  { ...pool, functionName: "exitsRoot" },
] as const;

type RootsRead = readonly [bigint, `0x${string}`, `0x${string}`];
const toRoots = (data: RootsRead | undefined): PoolRoots | undefined =>
  data ? { epoch: Number(data[0]), withdrawalsRoot: data[1], exitsRoot: data[2] } : undefined;

/**
 * The pool's current roots and epoch, read from the chain (never from the API). `cycleKey` (governance's
 * lastEpoch) changes with each new epoch and makes them read again; `fresh()` reads them now, for an import.
 */
export function usePoolRoots(enabled: boolean, cycleKey?: bigint | number) {
  const { data, refetch } = useReadContracts({
    contracts: CONTRACTS,
    allowFailure: false,
    scopeKey: cycleKey === undefined ? undefined : String(cycleKey),
    query: { enabled, refetchInterval: 60_000 },
  });
  const roots = useMemo(() => toRoots(data), [data]);
  const fresh = useCallback(async () => toRoots((await refetch()).data), [refetch]);
  return { roots, fresh };
}

/** Do the served proofs lead to the pool's roots; null before the roots are read or without an account. */
export function useServedProofChecks(
  account: Address | undefined,
  proofs: PoolProofs,
  cycleKey?: bigint | number,
): { roots: PoolRoots | undefined; checks: RootChecks | null } {
  const { roots } = usePoolRoots(account !== undefined, cycleKey);
  const { withdrawals, exits } = proofs;
  const checks = useMemo(
    () => (account && roots ? checkServedProofs({ withdrawals, exits }, roots, account) : null),
    [account, roots, withdrawals, exits],
  );
  return { roots, checks };
}
