"use client";

import { useCallback, useEffect, useMemo, useState } from "react";
import { useAccount } from "wagmi";
import { LazyAlertModal, LazyDisclaimerModal, LazyNoticeModal, LazyTxPendingModal, prefetchModals } from "@/components/modals/lazy";
import { usePoolData } from "@/lib/api/use-pool-api";
import type { PoolWrite } from "@/lib/chain/pool-write";
import { proofKey, useClaimableProofs } from "@/lib/chain/use-claimable-proofs";
import { useCycleTiming } from "@/lib/chain/use-chain-reads";
import { usePoolWrite } from "@/lib/chain/use-pool-write";
import type { WriteOutcome } from "@/lib/chain/write-pipeline";
import { formatEth } from "@/lib/format";
import { network } from "@/lib/network";
import type { BondAction } from "@/lib/validators/bond-action";
import { cycleTimeLeft } from "@/lib/validators/countdown";
import { validatorRows, type ValidatorRow } from "@/lib/validators/rows";
import { EMPTY_SELECTION, reconcileSelection, toggleSelection, type Selection } from "@/lib/validators/selection";
import { validatorStatus } from "@/lib/validators/status";
import type { PoolProofs } from "@/lib/validators/types";
import { ClaimButton } from "./ClaimButton";
import { CycleCountdown } from "./CycleCountdown";
import { SelectionBar } from "./SelectionBar";
import { StatusLegend } from "./StatusLegend";
import { useDelayedAlert } from "./useDelayedAlert";
import { useNowSeconds } from "./useNowSeconds";
import { useValidatorList } from "./useValidatorList";
import { ValidatorTable } from "./ValidatorTable";

const NO_PROOFS: PoolProofs = { withdrawals: null, exits: null };

/** MY VALIDATORS: wires the API, the chain and the write pipeline to the presentational pieces. */
export function Dashboard() {
  const { address } = useAccount();
  const poolData = usePoolData(address);
  useEffect(() => {
    if (address) prefetchModals();
  }, [address]);
  const refresh = poolData.mutate;
  const validators = useValidatorList(address, poolData.data?.validators, network.bond, useCallback(() => void refresh(), [refresh]));

  // Proofs this page has spent stay hidden even while the API (which lags the chain) still serves them.
  const [spent, setSpent] = useState<ReadonlySet<string>>(new Set());
  const loadedProofs = poolData.data ?? NO_PROOFS;
  const unspent = useMemo<PoolProofs>(
    () => ({
      withdrawals: spent.has(proofKey(loadedProofs.withdrawals)) ? null : loadedProofs.withdrawals,
      exits: spent.has(proofKey(loadedProofs.exits)) ? null : loadedProofs.exits,
    }),
    [spent, loadedProofs.withdrawals, loadedProofs.exits],
  );
  const proofs = useClaimableProofs(address, address ? unspent : NO_PROOFS);

  const [rawSelection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const statusOf = useCallback((index: number) => {
    const v = validators.find((x) => x.index === index);
    return v ? validatorStatus(v) : undefined;
  }, [validators]);
  const selection = reconcileSelection(rawSelection, statusOf);
  const rows = validatorRows(validators, proofs, selection, network);

  const [modal, setModal] = useState<"disclaimer" | "notice" | null>(null);
  const { alert, show: showAlert, close: closeAlert } = useDelayedAlert();

  const onSettled = useCallback(
    (write: PoolWrite, outcome: WriteOutcome) => {
      if (outcome.kind === "silent") return;
      if (outcome.kind === "success") {
        if (write.action === "withdrawRewards" || write.action === "withdrawStake") {
          const key = proofKey(write.proof);
          setSpent((prev) => new Set(prev).add(key));
        }
        if (write.action === "registerBulk" || write.action === "requestExit") setSelection(EMPTY_SELECTION);
        void refresh();
      }
      showAlert({
        kind: outcome.kind,
        message: outcome.message,
        explorerTxUrl: outcome.kind === "success" && network.explorerUrl ? `${network.explorerUrl}/tx/${outcome.hash}` : undefined,
      });
    },
    [refresh, showAlert],
  );
  const { run, pending, walletStep } = usePoolWrite(onSettled);
  const busy = pending !== null;

  const onBondAction = (index: number, action: Exclude<BondAction, null>) => {
    const row = rows.find((r) => r.index === index);
    if (!row) return;
    void run(action === "withdraw" ? { action: "withdrawStake", proof: proofs.exits } : { action: "addStake", index, stake: row.stake });
  };

  const onConfirmSelection = () => {
    if (selection.kind === "exit") setModal("notice");
    // Subscriptions closed: the pipeline answers with the deprecation notice before any wallet prompt.
    else if (selection.kind === "subscribe") {
      if (network.subscriptionsOpen) setModal("disclaimer");
      else void run({ action: "registerBulk", indexes: selection.indexes });
    }
  };

  const timing = useCycleTiming();
  const timeLeft = cycleTimeLeft(timing, useNowSeconds());
  // A new epoch publishes new roots: fetch the proofs that go with them.
  const lastEpoch = timing?.lastEpoch;
  useEffect(() => {
    if (lastEpoch !== undefined) void refresh();
  }, [lastEpoch, refresh]);
  const pendingSelected = selection.indexes.filter((i) => statusOf(i) === "Pending").length;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <CycleCountdown timeLeft={timeLeft} />
        <ClaimButton
          amount={formatEth(proofs.withdrawals?.amount ?? 0n)}
          disabled={proofs.withdrawals === null || busy}
          onClaim={() => void run({ action: "withdrawRewards", proof: proofs.withdrawals })}
        />
      </div>
      <ValidatorTable rows={rows} busy={busy} onToggle={(row: ValidatorRow) => setSelection(toggleSelection(selection, row.index, row.status))} onBondAction={onBondAction} />
      <SelectionBar selection={selection} disabled={busy} onConfirm={onConfirmSelection} onCancel={() => setSelection(EMPTY_SELECTION)} />
      <StatusLegend />

      {modal === "disclaimer" ? (
        <LazyDisclaimerModal
        open
        poolAddress={network.pool}
        deposit={formatEth(network.bond * BigInt(selection.indexes.length))}
        onClose={() => setModal(null)}
        onConfirm={() => void run({ action: "registerBulk", indexes: selection.indexes })}
      />
      ) : null}
      {modal === "notice" ? (
        <LazyNoticeModal
        open
        count={selection.indexes.length}
        pendingCount={pendingSelected}
        onClose={() => setModal(null)}
        onConfirm={() => void run({ action: "requestExit", indexes: selection.indexes })}
      />
      ) : null}
      {walletStep ? <LazyTxPendingModal open /> : null}
      {alert ? <LazyAlertModal alert={alert} onClose={closeAlert} /> : null}
    </div>
  );
}
