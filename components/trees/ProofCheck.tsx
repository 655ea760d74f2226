import type { Address } from "viem";
import type { ClaimFunction } from "@/lib/trees/proof-file";
import type { PoolRoots } from "@/lib/trees/root-checks";
import type { Proof } from "@/lib/validators/types";
import { DownloadProofButton } from "./DownloadProofButton";
import { RootMark } from "./RootMark";

/** Beside Claim and Withdraw bond: does the served proof match the pool's root, and its download. */
export function ProofCheck({
  account,
  functionName,
  proof,
  matches,
  roots,
  compact = false,
}: {
  account: Address | undefined;
  functionName: ClaimFunction;
  proof: Proof | null;
  matches: boolean | null | undefined;
  roots: PoolRoots | undefined;
  /** In a table cell: narrow on a phone. */
  compact?: boolean;
}) {
  if (!account || !proof || !roots) return null;
  const root = functionName === "withdrawRewards" ? roots.withdrawalsRoot : roots.exitsRoot;
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <RootMark matches={matches} epoch={roots.epoch} compact={compact} />
      {matches ? (
        <DownloadProofButton
          account={account}
          functionName={functionName}
          proof={proof}
          root={root}
          epoch={roots.epoch}
          compact={compact}
        />
      ) : null}
    </span>
  );
}
