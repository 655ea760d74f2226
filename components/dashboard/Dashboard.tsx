"use client";

import { useEffect, useId, useMemo } from "react";
import type { Address } from "viem";
import { prefetchModals } from "@/components/modals/lazy";
import { prefetchWindDown } from "@/components/winddown/lazy";
import { READ_ONLY_REASON } from "@/lib/copy/read-only";
import { whenIdle } from "@/lib/use-idle";
import { network } from "@/lib/network";
import { EMPTY_SELECTION } from "@/lib/validators/selection";
import { WindDown } from "@/components/winddown/WindDown";
import { HistorySection } from "@/components/history/HistorySection";
import type { WriteLock } from "@/components/write-lock";
import { AccountLines } from "./account/AccountLines";
import { AccountTable } from "./account/AccountTable";
import { ClaimArea } from "./account/ClaimArea";
import { StatusNotes } from "./account/StatusNotes";
import { useAccountData } from "./account/useAccountData";
import { useWriteFlow } from "./account/useWriteFlow";
import { useWriteMemory } from "./account/useWriteMemory";
import { WriteDialogs } from "./account/WriteDialogs";
import { SelectionBar } from "./table/SelectionBar";
import { StatusLegend } from "./table/StatusLegend";
import { settleAttributes } from "./account/useWriteSettled";

/**
 * MY VALIDATORS for one address: the connected wallet's, or (`readOnly`) one looked up that the wallet cannot sign
 * for. Everything below is per account: switching, disconnecting or looking up another starts from a clean slate.
 */
export function Dashboard({ address, readOnly }: { address: Address; readOnly: boolean }) {
  return <AccountDashboard key={`${address}:${readOnly ? "view" : "act"}`} address={address} readOnly={readOnly} />;
}

/** Lays out one account's data (./account/useAccountData.ts) and write flow (./account/useWriteFlow.ts). */
function AccountDashboard({ address, readOnly }: { address: Address; readOnly: boolean }) {
  const memory = useWriteMemory();
  const data = useAccountData(address, memory);
  const flow = useWriteFlow(readOnly, data, memory);
  const { claims, selection } = data;
  // The dialogs' code (Withdraw everything's too) is fetched once the rows are on screen and the page is idle: a user
  // acts on a row, a long list is not held up by evaluating code it does not need yet, and on a slow network the
  // first reads do not share it with Headless UI's code.
  const listReady = data.list.phase === "ready";
  useEffect(() => {
    if (!readOnly && listReady)
      return whenIdle(() => {
        prefetchModals();
        prefetchWindDown();
      });
  }, [readOnly, listReady]);
  // Someone else's address: every write control is disabled and says why.
  const lockId = useId();
  const lock = useMemo<WriteLock | undefined>(
    () => (readOnly ? { id: lockId, reason: READ_ONLY_REASON } : undefined),
    [readOnly, lockId],
  );

  return (
    <div className="flex flex-col gap-5" {...settleAttributes(flow.settled, flow.pending)}>
      <AccountLines address={address} chainName={network.chain.name} viaSafe={flow.viaSafe} lock={lock} />
      <WindDown
        address={address}
        view={data.windDown}
        validators={data.listValidators}
        proofs={claims.proofs}
        timing={data.timing}
        overdue={data.overdue}
        feeAccount={data.feeAccount}
        leftIndexes={data.leftIndexes}
        busy={flow.pending}
        lock={lock}
        net={network}
        run={flow.run}
        canBatch={flow.canBatch}
        batchOutcome={flow.batchOutcome}
        onDialogChange={flow.onWindDownDialog}
      />
      <ClaimArea
        address={address}
        timeLeft={data.timeLeft}
        overdue={data.overdue}
        rewards={claims.rewards}
        rewardsClaim={data.rewardsClaim}
        roots={claims.roots}
        busy={flow.pending}
        lock={lock}
        send={flow.send}
      />
      <StatusNotes data={data} inFlight={flow.inFlight} readOnly={readOnly} />
      <AccountTable address={address} data={data} flow={flow} lock={lock} />
      <SelectionBar
        selection={selection}
        disabled={flow.pending || readOnly}
        onConfirm={flow.onConfirmSelection}
        onCancel={() => data.setSelection(EMPTY_SELECTION)}
      />
      <StatusLegend withUnknown={data.rows.some((row) => row.status === "Unknown")} />
      <HistorySection address={address} refreshKey={memory.confirmedWrites} />
      <WriteDialogs data={data} flow={flow} />
    </div>
  );
}
