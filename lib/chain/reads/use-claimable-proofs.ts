"use client";

import { skipToken, useQuery } from "@tanstack/react-query";
import type { Address } from "viem";
import { simulateContract } from "viem/actions";
import { useClient } from "wagmi";
import { network } from "@/lib/network";
import { proofKey } from "@/lib/validators/proofs";
import { useIdleSince } from "@/lib/use-idle";
import type { PoolProofs, Proof } from "@/lib/validators/types";
import { smoothlyPoolAbi } from "@/lib/protocol/abi.generated";
import { revertedErrorName } from "../errors/error-catalogue";

type Claim = "withdrawRewards" | "withdrawStake";

/**
 * Simulates both claims with the loaded proofs, so a leaf already claimed elsewhere is never offered; a proof whose claim would revert AlreadyClaimed
 * is dropped, any other result (success, another error, not checked yet) leaves it visible.
 */
export function useClaimableProofs(account: Address | undefined, proofs: PoolProofs): PoolProofs {
  // Stryker disable next-line ObjectLiteral: the config holds only the pool's chain, so naming it changes nothing
  const client = useClient({ chainId: network.chain.id });
  const withdrawalsKey = proofKey(proofs.withdrawals);
  const exitsKey = proofKey(proofs.exits);
  // Encoding a claim of thousands of indexes takes tens of milliseconds: the check starts once the page is idle,
  // after the table with the new proofs is painted.
  const idle = useIdleSince(`${withdrawalsKey}|${exitsKey}`);
  // Without proofs the query simulates nothing (each missing proof answers "not claimed" at once).
  const ready = idle && client !== undefined && account !== undefined;
  const { data } = useQuery({
    // Stryker disable next-line StringLiteral: the key only names the query in the cache
    queryKey: ["claimable", account, withdrawalsKey, exitsKey],
    // skipToken rather than `enabled`: the query function exists only with a client and an account to simulate for.
    queryFn: ready
      ? async () => {
          const alreadyClaimed = async (functionName: Claim, proof: Proof | null) => {
            // Stryker disable next-line BooleanLiteral: a missing proof is null whether or not it counts as claimed
            if (!proof) return false;
            const args = [[...proof.proof], proof.indexes.map(BigInt), proof.amount] as const;
            try {
              await simulateContract(client, {
                address: network.pool,
                abi: smoothlyPoolAbi,
                functionName,
                args,
                account,
              });
              return false;
            } catch (error) {
              return revertedErrorName(error) === "AlreadyClaimed";
            }
          };
          const [rewards, bond] = await Promise.all([
            alreadyClaimed("withdrawRewards", proofs.withdrawals),
            alreadyClaimed("withdrawStake", proofs.exits),
          ]);
          return { rewards, bond };
        }
      : skipToken,
  });
  return {
    withdrawals: data?.rewards ? null : proofs.withdrawals,
    exits: data?.bond ? null : proofs.exits,
  };
}
