"use client";

import { useMemo } from "react";
import type { Address } from "viem";
import { useClaimableProofs } from "@/lib/chain/reads/use-claimable-proofs";
import { useChainFailure } from "@/lib/chain/transport/use-read-endpoint";
import type { ApiFailure } from "@/lib/figure";
import { chooseClaim, SPENT_CLAIM, type ClaimChoice, type ServedProof, type TreeSide } from "@/lib/trees/claim-choice";
import { checkLatestTree, type LatestTrees } from "@/lib/trees/latest-trees";
import type { PoolRoots } from "@/lib/trees/root-checks";
import { useLatestTrees } from "@/lib/trees/use-latest-trees";
import { useServedProofChecks } from "@/lib/trees/use-pool-roots";
import { withoutSpent } from "@/lib/validators/proofs";
import type { PoolProofs, Proof } from "@/lib/validators/types";
import type { ValidatorList } from "./useValidatorList";

const NO_PROOFS: PoolProofs = { withdrawals: null, exits: null };
/** A build without published trees: only a zero root on chain proves anything. */
const NO_TREES: LatestTrees = { epoch: null, withdrawals: { status: "absent" }, exits: { status: "absent" } };

export interface Claims {
  readonly rewards: ClaimChoice;
  readonly bond: ClaimChoice;
  /** The proofs the page offers: chosen, unspent, and not already claimed by the chain's simulation. */
  readonly proofs: PoolProofs;
  readonly roots: PoolRoots | undefined;
}

/** The chosen proof, unless this page spent it or the chain's simulation says it is claimed already. */
function settled(choice: ClaimChoice, offered: Proof | null): ClaimChoice {
  return choice.proof !== null && offered === null ? SPENT_CLAIM : choice;
}

/**
 * Both claims of `address`, from every source the page has, the chain first (lib/trees/claim-choice.ts): the pool
 * API's proofs checked against the pool's roots, and the build's latest published trees, fetched without being
 * asked and checked against the same roots. `spent` holds the proofs this page has claimed.
 */
export function useClaims(
  address: Address,
  list: ValidatorList,
  apiWhy: ApiFailure,
  spent: ReadonlySet<string>,
  cycleKey: bigint | number | undefined,
): Claims {
  const answer = list.poolData.data;
  const loaded = answer ?? NO_PROOFS;
  const served = useMemo(
    () => withoutSpent({ withdrawals: loaded.withdrawals, exits: loaded.exits }, spent),
    [loaded.withdrawals, loaded.exits, spent],
  );
  const { roots, rootsFailed, rootsError, checks } = useServedProofChecks(address, served, cycleKey);
  const rootsWhy = useChainFailure(rootsError);
  const latest = useLatestTrees(true, roots?.epoch);

  const chosen = useMemo(() => {
    const side = (kind: "withdrawals" | "exits"): TreeSide => {
      if (!roots)
        return rootsFailed ? { state: "no-chain", why: rootsWhy ?? "chain-unreachable" } : { state: "loading" };
      if (latest === null) return checkLatestTree(kind, NO_TREES, roots, address);
      return latest ? checkLatestTree(kind, latest, roots, address) : { state: "loading" };
    };
    const servedProof = (kind: "withdrawals" | "exits"): ServedProof => {
      if (list.phase === "ready") {
        const check = checks?.[kind];
        return {
          status: "answered",
          proof: served[kind],
          asOf: list.asOf,
          rootCheck: check === null || check === undefined || !roots ? null : { matches: check, epoch: roots.epoch },
        };
      }
      return list.phase === "failed" ? { status: "failed", why: apiWhy } : { status: "loading" };
    };
    return {
      rewards: chooseClaim(servedProof("withdrawals"), side("withdrawals")),
      bond: chooseClaim(servedProof("exits"), side("exits")),
    };
  }, [address, list.phase, list.asOf, apiWhy, served, checks, roots, rootsFailed, rootsWhy, latest]);

  const candidates = useMemo(
    () => withoutSpent({ withdrawals: chosen.rewards.proof, exits: chosen.bond.proof }, spent),
    [chosen, spent],
  );
  const proofs = useClaimableProofs(address, candidates);
  return {
    rewards: settled(chosen.rewards, proofs.withdrawals),
    bond: settled(chosen.bond, proofs.exits),
    proofs,
    roots,
  };
}
