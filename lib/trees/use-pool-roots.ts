"use client";

import { useCallback, useEffect, useMemo, useState } from "react";
import type { Address } from "viem";
import { useReadContracts } from "wagmi";
import { smoothlyPoolAbi } from "@/lib/protocol/abi.generated";
import { network } from "@/lib/network";
import { whenIdle } from "@/lib/use-idle";
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
  const { data, refetch, isError, error } = useReadContracts({
    contracts: CONTRACTS,
    allowFailure: false,
    // Stryker disable next-line ConditionalExpression: "undefined" is a scope key like any other; a new cycle changes it
    scopeKey: cycleKey === undefined ? undefined : String(cycleKey),
    query: { enabled, refetchInterval: 60_000 },
  });
  const roots = useMemo(() => toRoots(data), [data]);
  // Stryker disable next-line ArrayDeclaration: wagmi's refetch keeps its identity for the query
  const fresh = useCallback(async () => toRoots((await refetch()).data), [refetch]);
  // No roots and a failed read (a failed refresh keeps the roots it had); `error` says whether anything answered.
  const failed = isError && roots === undefined;
  return { roots, fresh, failed, error: failed ? error : null };
}

interface CheckedProofs {
  readonly account: Address;
  readonly roots: PoolRoots;
  readonly proofs: PoolProofs;
  readonly checks: RootChecks;
}

/**
 * Do the served proofs lead to the pool's roots; null before the roots are read, without an account, and until the
 * check has run. Hashing the leaf of an account with thousands of validators takes tens of milliseconds, so it runs
 * after the table is painted rather than before.
 */
export function useServedProofChecks(
  account: Address | undefined,
  proofs: PoolProofs,
  cycleKey?: bigint | number,
): { roots: PoolRoots | undefined; rootsFailed: boolean; rootsError: Error | null; checks: RootChecks | null } {
  const { roots, failed, error } = usePoolRoots(account !== undefined, cycleKey);
  const { withdrawals, exits } = proofs;
  const [checked, setChecked] = useState<CheckedProofs | null>(null);
  useEffect(() => {
    if (!account || !roots) return;
    return whenIdle(() =>
      setChecked({
        account,
        roots,
        proofs: { withdrawals, exits },
        checks: checkServedProofs({ withdrawals, exits }, roots, account),
      }),
    );
  }, [account, roots, withdrawals, exits]);
  // A check of other proofs or roots than the current ones says nothing about these.
  const current =
    checked !== null &&
    checked.account === account &&
    checked.roots === roots &&
    checked.proofs.withdrawals === withdrawals &&
    checked.proofs.exits === exits;
  return { roots, rootsFailed: failed, rootsError: error, checks: current ? checked.checks : null };
}
