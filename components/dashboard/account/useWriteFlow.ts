"use client";

import { useCallback, useRef, useState } from "react";
import { writesOf, type PoolWrite, type WriteRequest } from "@/lib/chain/write/pool-write";
import { poolWrite, spentProof } from "@/lib/chain/write/pool-writes";
import { usePoolWrite } from "@/lib/chain/write/use-pool-write";
import type { WriteOutcome } from "@/lib/chain/write/write-pipeline";
import { network } from "@/lib/network";
import type { BondAction } from "@/lib/validators/bond-action";
import type { ValidatorRow } from "@/lib/validators/rows";
import { toggleSelection } from "@/lib/validators/selection";
import { subscriptionRefusal } from "@/lib/validators/subscribe";
import { useDelayedAlert } from "./useDelayedAlert";
import { useWriteSettled } from "./useWriteSettled";
import type { AccountData } from "./useAccountData";
import type { WriteMemory } from "./useWriteMemory";

/** Which confirmation dialog is open before a write: the subscription Disclaimer or the exit Notice. */
export type WriteDialog = "disclaimer" | "notice" | null;

/**
 * The write flow's state for one account: the dialogs before a write, the write pipeline, what a settled write
 * changes (its entry says: lib/chain/write/pool-writes.ts) and the Alert that tells it.
 */
export function useWriteFlow(
  readOnly: boolean,
  data: Pick<AccountData, "refresh" | "clearSelection" | "setSelection" | "selection" | "rows" | "claims">,
  memory: Pick<WriteMemory, "markSpent" | "countConfirmed">,
) {
  const { refresh, clearSelection, setSelection, selection, rows, claims } = data;
  const { markSpent, countConfirmed } = memory;
  const [modal, setModal] = useState<WriteDialog>(null);
  // "Withdraw everything" shows each step's outcome in its own dialog: no alert or pending cover on top of it.
  const [windDownOpen, setWindDownOpen] = useState(false);
  const quiet = useRef(false);
  const { alert, show: showAlert, showNow, close: closeAlert, onShown: onAlertShown } = useDelayedAlert();
  const { settled, markSettled } = useWriteSettled();

  // A Safe's batch ("Withdraw everything") settles when its owners execute it: the dialog's steps follow it.
  const [batchOutcome, setBatchOutcome] = useState<{ readonly hash: string; readonly outcome: WriteOutcome } | null>(
    null,
  );
  const onSettled = useCallback(
    (write: WriteRequest, outcome: WriteOutcome, sentAs?: string) => {
      if (outcome.kind === "silent") {
        markSettled("silent");
        return;
      }
      const writes = writesOf(write);
      // Spent now, or already claimed elsewhere (AlreadyClaimed): either way this proof pays nothing more.
      if (outcome.kind === "success" || (outcome.kind === "failure" && outcome.errorName === "AlreadyClaimed")) {
        markSpent(writes.flatMap((w) => spentProof(w) ?? []));
      }
      if (outcome.kind === "success") {
        countConfirmed();
        if (writes.some((w) => poolWrite(w.action).clearsSelection)) clearSelection();
        void refresh();
      }
      if (write.action === "batch" && sentAs !== undefined) setBatchOutcome({ hash: sentAs, outcome });
      // Withdraw everything's dialog shows each step's outcome itself.
      if (quiet.current) {
        markSettled(outcome.kind);
        return;
      }
      const hash = outcome.kind === "success" || outcome.kind === "unconfirmed" ? outcome.hash : undefined;
      showAlert(
        {
          // Proposed to a Safe: neither a success nor an error while its owners have not executed it.
          kind: outcome.kind === "success" ? "success" : outcome.kind === "proposed" ? "waiting" : "failure",
          message: outcome.message,
          explorerTxUrl: hash && network.explorerUrl ? `${network.explorerUrl}/tx/${hash}` : undefined,
          txHash: hash,
        },
        () => markSettled(outcome.kind),
      );
    },
    [refresh, showAlert, markSettled, markSpent, countConfirmed, clearSelection],
  );
  const pool = usePoolWrite(onSettled);
  // The pending animation can be hidden (a wallet that never answers must not cover the page); the next write shows it again.
  const [pendingHidden, setPendingHidden] = useState(false);
  const send = (write: PoolWrite) => {
    if (readOnly) return; // the controls are disabled too; the wallet cannot sign for this address anyway
    setPendingHidden(false);
    void pool.run(write);
  };

  const onBondAction = (index: number, action: Exclude<BondAction, null>) => {
    const row = rows.find((r) => r.index === index);
    if (!row) return;
    send(
      action === "withdraw"
        ? { action: "withdrawStake", proof: claims.proofs.exits }
        : { action: "addStake", index, stake: row.stake },
    );
  };

  const onToggle = (row: ValidatorRow) => {
    if (row.selectable) setSelection(toggleSelection(selection, row.index, row.status));
  };

  const onConfirmSelection = () => {
    if (selection.kind === "exit") setModal("notice");
    else if (selection.kind === "subscribe") {
      const refusal = subscriptionRefusal(network.subscriptionsOpen);
      if (refusal === null) setModal("disclaimer");
      else showNow({ kind: "failure", message: refusal });
    }
  };

  const onWindDownDialog = (open: boolean) => {
    quiet.current = open;
    setWindDownOpen(open);
  };

  return {
    ...pool,
    send,
    onBondAction,
    onToggle,
    onConfirmSelection,
    onWindDownDialog,
    modal,
    closeModal: () => setModal(null),
    batchOutcome,
    settled,
    alert,
    closeAlert,
    onAlertShown,
    /** The pending cover: the wallet has the write, the person has not hidden it, no Withdraw everything dialog. */
    showPending: pool.walletStep && !pendingHidden && !windDownOpen,
    hidePending: () => setPendingHidden(true),
  };
}

export type WriteFlow = ReturnType<typeof useWriteFlow>;
