"use client";

import { useMemo } from "react";
import type { Address } from "viem";
import { network } from "@/lib/network";
import { ProofCheck } from "@/components/trees/ProofCheck";
import type { WriteLock } from "@/components/write-lock";
import { ListPlaceholder } from "../status/ListPlaceholder";
import { ValidatorTable } from "../table/ValidatorTable";
import type { AccountData } from "./useAccountData";
import type { WriteFlow } from "./useWriteFlow";
import { rootMark } from "./root-mark";

/** The validators' table (or its placeholder while the list loads; nothing when the chain lists none). */
export function AccountTable({
  address,
  data,
  flow,
  lock,
}: {
  address: Address;
  data: Pick<AccountData, "view" | "list" | "rows" | "claims" | "feeAccount">;
  flow: Pick<WriteFlow, "pending" | "onToggle" | "onBondAction">;
  lock: WriteLock | undefined;
}) {
  const { view, rows } = data;
  const { proofs, roots } = data.claims;
  // One element for every row: a new one each render would re-render all of a long table's memoized rows.
  const exitsMatch = rootMark(data.claims.bond);
  const bondMark = useMemo(
    () => (
      <ProofCheck
        account={address}
        functionName="withdrawStake"
        proof={proofs.exits}
        matches={exitsMatch}
        roots={roots}
        compact
      />
    ),
    [address, proofs.exits, exitsMatch, roots],
  );
  if (view.source === "none") return data.list.phase === "loading" ? <ListPlaceholder phase="loading" /> : null;
  if (view.source === "chain" && rows.length === 0) return null;
  return (
    <ValidatorTable
      rows={rows}
      busy={flow.pending}
      lock={lock}
      onToggle={flow.onToggle}
      onBondAction={flow.onBondAction}
      bondMark={bondMark}
      beaconExplorerUrl={network.beaconExplorerUrl}
      feeAccount={data.feeAccount}
    />
  );
}
