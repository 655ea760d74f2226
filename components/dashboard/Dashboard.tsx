"use client";

import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import type { Address } from "viem";
import {
  LazyAlertModal,
  LazyDisclaimerModal,
  LazyNoticeModal,
  LazyTxPendingModal,
  prefetchModals,
} from "@/components/modals/lazy";
import { prefetchWindDown } from "@/components/winddown/lazy";
import { writesOf, type PoolWrite, type WriteRequest } from "@/lib/chain/pool-write";
import { useCycleTimingFigure } from "@/lib/chain/use-chain-reads";
import { useChainSeconds } from "@/lib/chain/use-chain-time";
import { usePoolWrite } from "@/lib/chain/use-pool-write";
import type { WriteOutcome } from "@/lib/chain/write-pipeline";
import { READ_ONLY_REASON, viewingMessage } from "@/lib/copy/read-only";
import { safeAppLine } from "@/lib/copy/safe";
import { neitherSource, type ApiFailure } from "@/lib/figure";
import { reasonText } from "@/lib/figure-text";
import { formatEth } from "@/lib/format";
import { whenIdle } from "@/lib/use-idle";
import { network } from "@/lib/network";
import { claimView, type ClaimChoice } from "@/lib/trees/claim-choice";
import type { BondAction } from "@/lib/validators/bond-action";
import { formatCycleEnd } from "@/lib/validators/calendar";
import { countdownClock, overdueCycle } from "@/lib/validators/cycle-overdue";
import { countdownFigure } from "@/lib/validators/first-screen-figures";
import { leftPoolIndexes } from "@/lib/validators/left-pool";
import { proofKey } from "@/lib/validators/proofs";
import type { ValidatorRow } from "@/lib/validators/rows";
import { EMPTY_SELECTION, reconcileSelection, toggleSelection, type Selection } from "@/lib/validators/selection";
import { validatorStatus } from "@/lib/validators/status";
import { subscriptionRefusal } from "@/lib/validators/subscribe";
import type { Validator } from "@/lib/validators/types";
import { apiShowsNothing, exitCosts, totalExitCost, windDownView, type ListView } from "@/lib/validators/wind-down";
import { ProofCheck } from "@/components/trees/ProofCheck";
import { PublishedTreeAction } from "@/components/trees/PublishedTreeAction";
import { ApiStatusLine, ChainStatusNote } from "./ApiStatusLine";
import { ChainListStatus } from "./ChainListStatus";
import { SnapshotNote } from "./SnapshotNote";
import { RpcRefusingNote } from "@/components/settings/RpcSetting";
import { RpcUnaskedNote } from "@/components/settings/RpcUnaskedNote";
import { ListPlaceholder } from "./ListPlaceholder";
import { ClaimButton } from "./ClaimButton";
import { CycleCountdown } from "./CycleCountdown";
import { OverdueLine } from "./OverdueLine";
import { SelectionBar } from "./SelectionBar";
import { PendingTransactions } from "./PendingTransactions";
import { StatusLegend } from "./StatusLegend";
import { useDelayedAlert } from "./useDelayedAlert";
import { useEpochChange } from "./useEpochChange";
import { useNowSeconds } from "./useNowSeconds";
import { useChainList } from "./useChainList";
import { useClaims } from "./useClaims";
import { useValidatorList } from "./useValidatorList";
import { useValidatorRows } from "./useValidatorRows";
import { settleAttributes, useWriteSettled } from "./useWriteSettled";
import { ValidatorTable } from "./ValidatorTable";
import { WindDown } from "@/components/winddown/WindDown";
import { HistorySection } from "@/components/history/HistorySection";
import type { WriteLock } from "@/components/write-lock";

const NO_VALIDATORS: readonly Validator[] = [];

/** A claim's root mark: verified when its amount is proven by the pool's root, nothing to say otherwise. */
const rootMark = (claim: ClaimChoice) =>
  claim.amount.state === "known" && claim.amount.source.kind === "root" ? true : null;

/**
 * MY VALIDATORS for one address: the connected wallet's, or (`readOnly`) one looked up that the wallet cannot sign
 * for. Everything below is per account: switching, disconnecting or looking up another starts from a clean slate.
 */
export function Dashboard({ address, readOnly }: { address: Address; readOnly: boolean }) {
  return <AccountDashboard key={`${address}:${readOnly ? "view" : "act"}`} address={address} readOnly={readOnly} />;
}

/** Wires the API, the chain and the write pipeline to the presentational pieces, for one account. */
function AccountDashboard({ address, readOnly }: { address: Address; readOnly: boolean }) {
  const list = useValidatorList(address, network.bond);
  const { poolData, validators } = list;
  const refresh = poolData.mutate;
  // The dialogs' code (Withdraw everything's too) is fetched once the rows are on screen and the page is idle: a user
  // acts on a row, a long list is not held up by evaluating code it does not need yet, and on a slow network the
  // first reads do not share it with Headless UI's 14 KiB.
  const listReady = list.phase === "ready";
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

  const timingFigure = useCycleTimingFigure();
  const timing = timingFigure.state === "unknown" ? undefined : timingFigure.value;
  // The chain's clock tells an overdue cycle (lib/validators/cycle-overdue.ts); the countdown reads the later clock.
  const chainSeconds = useChainSeconds();
  const overdue = overdueCycle(timing, chainSeconds);
  const timeLeft = countdownFigure(timingFigure, countdownClock(useNowSeconds(), chainSeconds));
  const feeAccount = useMemo(() => ({ network: network.name, address, poolAddress: network.pool }), [address]);
  const lastEpoch = timing?.lastEpoch;
  // A new epoch publishes new roots and records: fetch the answer that goes with them.
  useEpochChange(
    lastEpoch,
    useCallback(() => void refresh(), [refresh]),
  );

  // Proofs this page has spent, or found already claimed, stay hidden while the (lagging) API still serves them.
  const [spent, setSpent] = useState<ReadonlySet<string>>(new Set());
  // Each confirmed transaction of this page is a new History event: the open History reads the new blocks.
  const [confirmedWrites, setConfirmedWrites] = useState(0);
  const apiWhy: ApiFailure = list.apiProblem === "malformed" ? "api-malformed" : "api-unreachable";
  const claims = useClaims(address, list, apiWhy, spent, lastEpoch);
  const { proofs, roots } = claims;

  // The pool's events list the validators when the API cannot, and confirm it when it says nothing is left.
  const needsChain = list.phase === "failed" || (list.phase === "ready" && apiShowsNothing(list.validators, proofs));
  const { list: chain, snapshotRefused } = useChainList(address, needsChain, confirmedWrites);
  const chainValidators = chain.status === "ready" ? chain.validators : null;
  const chainWhy = chain.status === "failed" ? chain.why : null;
  const asOfAt = list.asOf?.at;
  const view = useMemo<ListView>(() => {
    if (list.phase === "ready")
      return { source: "api", validators, asOf: asOfAt === undefined ? null : { kind: "time", at: asOfAt } };
    if (list.phase === "failed" && chainValidators)
      return { source: "chain", validators: chainValidators, why: apiWhy };
    return {
      source: "none",
      why: list.phase === "failed" && chainWhy !== null ? neitherSource(apiWhy, chainWhy) : "loading",
    };
  }, [list.phase, validators, asOfAt, chainValidators, apiWhy, chainWhy]);
  const windDown = useMemo(
    () =>
      windDownView(
        view,
        { rewards: claims.rewards.amount, bond: claims.bond.amount },
        { withdrawals: proofs.withdrawals, exits: proofs.exits },
        chainValidators,
      ),
    [view, claims.rewards.amount, claims.bond.amount, proofs.withdrawals, proofs.exits, chainValidators],
  );
  const listValidators = view.source === "api" ? view.validators : NO_VALIDATORS;

  const [rawSelection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  // One lookup per index instead of a scan of thousands of validators for each selected one.
  const statuses = useMemo(() => new Map(listValidators.map((v) => [v.index, validatorStatus(v)])), [listValidators]);
  const statusOf = useCallback((index: number) => statuses.get(index), [statuses]);
  const selection = reconcileSelection(rawSelection, statusOf);
  const exitsLeaf = useMemo(
    () => (proofs.exits ? { proof: proofs.exits, epoch: roots?.epoch } : null),
    [proofs.exits, roots?.epoch],
  );
  const rows = useValidatorRows(view, exitsLeaf, selection);
  const rewardsClaim = claimView(claims.rewards);

  const [modal, setModal] = useState<"disclaimer" | "notice" | null>(null);
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
      const claims = writes.flatMap((w) =>
        (w.action === "withdrawRewards" || w.action === "withdrawStake") && w.proof ? [w.proof] : [],
      );
      // Spent now, or already claimed elsewhere (AlreadyClaimed): either way this proof pays nothing more.
      if (outcome.kind === "success" || (outcome.kind === "failure" && outcome.errorName === "AlreadyClaimed")) {
        for (const claim of claims) setSpent((prev) => new Set(prev).add(proofKey(claim)));
      }
      if (outcome.kind === "success") {
        setConfirmedWrites((n) => n + 1);
        if (writes.some((w) => w.action === "registerBulk" || w.action === "requestExit"))
          setSelection(EMPTY_SELECTION);
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
    [refresh, showAlert, markSettled],
  );
  const { run, pending: busy, walletStep, inFlight, canBatch, viaSafe } = usePoolWrite(onSettled);
  // The pending animation can be hidden (a wallet that never answers must not cover the page); the next write shows it again.
  const [pendingHidden, setPendingHidden] = useState(false);
  const send = (write: PoolWrite) => {
    if (readOnly) return; // the controls are disabled too; the wallet cannot sign for this address anyway
    setPendingHidden(false);
    void run(write);
  };

  const onBondAction = (index: number, action: Exclude<BondAction, null>) => {
    const row = rows.find((r) => r.index === index);
    if (!row) return;
    send(
      action === "withdraw"
        ? { action: "withdrawStake", proof: proofs.exits }
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

  const pendingSelected = selection.indexes.filter((i) => statusOf(i) === "Pending").length;
  // Only the exit notice shows the costs: a tick of a checkbox does not scan the whole list for them.
  const selectedCosts =
    modal === "notice" && selection.kind === "exit" ? exitCosts(listValidators, selection.indexes) : [];

  // One element for every row: a new one each render would re-render all of a long table's memoized rows.
  const exitsMatch = rootMark(claims.bond);
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

  return (
    <div className="flex flex-col gap-5" {...settleAttributes(settled, busy)}>
      {viaSafe && !readOnly ? (
        <p
          role="status"
          data-testid="safe-app"
          className="break-all rounded-xl border border-surface-line bg-surface px-4 py-3 text-sm text-ink-muted"
        >
          {safeAppLine(address, network.chain.name)}
        </p>
      ) : null}
      {lock ? (
        <p role="status" className="rounded-xl border border-surface-line bg-surface px-4 py-3 text-sm text-ink-muted">
          <span className="break-all">{viewingMessage(address)}</span>{" "}
          <span id={lock.id} className="font-semibold text-ink">
            {lock.reason}
          </span>
        </p>
      ) : null}
      <WindDown
        address={address}
        view={windDown}
        validators={listValidators}
        proofs={proofs}
        timing={timing}
        overdue={overdue}
        feeAccount={feeAccount}
        leftIndexes={leftPoolIndexes(listValidators, rows)}
        busy={busy}
        lock={lock}
        net={network}
        run={run}
        canBatch={canBatch}
        batchOutcome={batchOutcome}
        onDialogChange={(open) => {
          quiet.current = open;
          setWindDownOpen(open);
        }}
      />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex w-full flex-col gap-1 desktop:w-auto">
          <CycleCountdown timeLeft={timeLeft} />
          <OverdueLine overdue={overdue} />
        </div>
        <div className="flex flex-col items-end gap-1">
          <div className="flex flex-wrap items-center justify-end gap-3">
            <PublishedTreeAction account={address} busy={busy} lock={lock} onWrite={send} />
            <ClaimButton
              label={rewardsClaim.label}
              disabled={!rewardsClaim.offered || busy}
              lock={lock}
              onClaim={() => send({ action: "withdrawRewards", proof: claims.rewards.proof })}
            />
          </div>
          <ProofCheck
            account={address}
            functionName="withdrawRewards"
            proof={claims.rewards.proof}
            matches={rootMark(claims.rewards)}
            roots={roots}
          />
          {rewardsClaim.note ? (
            <p data-testid="claim-note" className="max-w-md text-right text-xs text-ink-muted">
              {rewardsClaim.note}
            </p>
          ) : null}
        </div>
      </div>
      <ChainStatusNote problem={list.chainProblem} />
      <RpcRefusingNote />
      <RpcUnaskedNote />
      <ApiStatusLine problem={list.apiProblem} onRetry={list.retry} />
      <SnapshotNote refused={snapshotRefused} />
      {/* The wallet's own transactions: not this address's while another is looked up. */}
      {readOnly ? null : <PendingTransactions records={inFlight} explorerUrl={network.explorerUrl} />}
      {list.phase === "failed" ? (
        <ChainListStatus
          status={chain.status === "ready" || chain.status === "failed" ? chain.status : "reading"}
          empty={rows.length === 0}
          reason={reasonText(apiWhy)}
          unusableRpc={chainWhy !== null && chainWhy !== "chain-unreachable" ? chainWhy.rpc : null}
        />
      ) : null}
      {view.source === "none" ? (
        list.phase === "loading" ? (
          <ListPlaceholder phase="loading" />
        ) : null
      ) : view.source === "chain" && rows.length === 0 ? null : (
        <ValidatorTable
          rows={rows}
          busy={busy}
          lock={lock}
          onToggle={onToggle}
          onBondAction={onBondAction}
          bondMark={bondMark}
          beaconExplorerUrl={network.beaconExplorerUrl}
          feeAccount={feeAccount}
        />
      )}
      <SelectionBar
        selection={selection}
        disabled={busy || readOnly}
        onConfirm={onConfirmSelection}
        onCancel={() => setSelection(EMPTY_SELECTION)}
      />
      <StatusLegend withUnknown={rows.some((row) => row.status === "Unknown")} />
      <HistorySection address={address} refreshKey={confirmedWrites} />

      {modal === "disclaimer" ? (
        <LazyDisclaimerModal
          open
          poolAddress={network.pool}
          deposit={formatEth(network.bond * BigInt(selection.indexes.length))}
          onClose={() => setModal(null)}
          onConfirm={() => send({ action: "registerBulk", indexes: selection.indexes })}
        />
      ) : null}
      {modal === "notice" ? (
        <LazyNoticeModal
          open
          count={selection.indexes.length}
          pendingCount={pendingSelected}
          costs={selectedCosts.map((c) => ({ index: c.index, forfeited: formatEth(c.forfeited) }))}
          costTotal={formatEth(totalExitCost(selectedCosts))}
          lastClose={overdue ? formatCycleEnd(overdue.lastCloseSeconds) : null}
          poolAddress={network.pool}
          indexes={selection.indexes}
          onClose={() => setModal(null)}
          onConfirm={() => send({ action: "requestExit", indexes: selection.indexes })}
        />
      ) : null}
      {walletStep && !pendingHidden && !windDownOpen ? (
        <LazyTxPendingModal open onHide={() => setPendingHidden(true)} />
      ) : null}
      {alert ? <LazyAlertModal alert={alert} onClose={closeAlert} onShown={onAlertShown} /> : null}
    </div>
  );
}
