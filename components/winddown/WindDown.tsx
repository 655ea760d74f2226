"use client";

import { useMemo, useState } from "react";
import { FeeRecipientReminder, type FeeAccount } from "@/components/fee-recipient/FeeRecipientReminder";
import type { WriteLock } from "@/components/write-lock";
import type { WriteRequest } from "@/lib/chain/write/pool-write";
import { batchSettled, runBatch, runSteps, WAITING, type StepState } from "@/lib/chain/write/wind-down-run";
import type { WriteOutcome } from "@/lib/chain/write/write-pipeline";
import { CALENDAR_TITLE, calendarDescription, STEP_LABELS, validatorsLabel } from "@/lib/copy/wind-down";
import { knownValue, type Figure } from "@/lib/figure";
import { figureCaption, figureText, reasonText } from "@/lib/figure-text";
import { formatEth } from "@/lib/format";
import type { NetworkConfig } from "@/lib/network";
import { calendarFile, cycleEndSeconds, formatCycleEnd } from "@/lib/validators/calendar";
import type { CycleTiming } from "@/lib/validators/countdown";
import type { OverdueCycle } from "@/lib/validators/cycle-overdue";
import type { PoolProofs, Validator } from "@/lib/validators/types";
import {
  exitCandidates,
  exitCosts,
  totalExitCost,
  windDownSteps,
  type WindDownStep,
  type WindDownView,
} from "@/lib/validators/wind-down";
import { downloadText } from "./download";
import { LazyWithdrawEverythingModal } from "./lazy";
import type { RemainingView, StepView } from "./WithdrawEverythingModal";
import { WindDownPanel, type WindDownFigureText } from "./WindDownPanel";

/** One opening of the dialog: the steps as they applied when it opened, and where each stands. */
interface Session {
  readonly steps: readonly WindDownStep[];
  readonly states: readonly StepState[];
  /** Each step's amount when the dialog opened (a confirmed step must not change what it says it moved). */
  readonly amounts: readonly bigint[];
  readonly costs: ReturnType<typeof exitCosts>;
  readonly remaining: Figure<bigint>;
  /** The safeTxHash of the batch proposed from these steps, while a Safe's owners have yet to run it. */
  readonly proposal?: string;
}

const written = (figure: Figure<bigint>): WindDownFigureText => ({
  value: figureText(figure, (wei) => `${formatEth(wei)} ETH`),
  caption: figureCaption(figure),
  known: figure.state === "known",
});

function stepAmount(step: WindDownStep, validators: readonly Validator[]): bigint {
  if (step.kind !== "requestExit") return step.proof.amount;
  const chosen = new Set(step.indexes);
  return validators.filter((v) => chosen.has(v.index)).reduce((sum, v) => sum + v.stake, 0n);
}

const stepIndexes = (step: WindDownStep) => (step.kind === "requestExit" ? step.indexes : step.proof.indexes);

/**
 * The Wind-down panel and its "Withdraw everything" dialog for one connected address. `view` holds the figures in
 * their states; `validators` are the pool API's (the exits to request), none when the list comes from the chain.
 */
export function WindDown({
  address,
  view,
  validators,
  proofs,
  timing,
  overdue = null,
  feeAccount,
  leftIndexes = [],
  busy,
  lock,
  net,
  run,
  canBatch = false,
  batchOutcome = null,
  onDialogChange,
}: {
  address: string;
  view: WindDownView;
  validators: readonly Validator[];
  proofs: PoolProofs;
  timing: CycleTiming | undefined;
  /** The cycle is overdue by the chain's clock: no date is promised, no calendar offered. */
  overdue?: OverdueCycle | null;
  /** The pool's address and where "done" is kept, for the fee-recipient reminders. */
  feeAccount: FeeAccount;
  /** Validators of this address that left the pool (Exited), for the reminder under "Everything is out". */
  leftIndexes?: readonly number[];
  busy: boolean;
  /** Someone else's address is shown: the figures stay, Withdraw everything is disabled and says why. */
  lock?: WriteLock;
  net: Pick<NetworkConfig, "name" | "explorerUrl">;
  run: (write: WriteRequest) => Promise<WriteOutcome | null>;
  /** The wallet takes every step as one transaction (a Safe): one batch, one round of signatures. */
  canBatch?: boolean;
  /** The last batch the page saw settle (a Safe's, perhaps long after it was proposed), by its safeTxHash. */
  batchOutcome?: { readonly hash: string; readonly outcome: WriteOutcome } | null;
  /** The dialog reports each step itself: the page holds back its own alerts while it is open. */
  onDialogChange: (open: boolean) => void;
}) {
  const { figures } = view;
  const texts = useMemo(
    () => ({
      claimableNow: written(figures.claimableNow),
      unlocksAfterCycle: written(figures.unlocksAfterCycle),
      stillBonded: written(figures.stillBonded),
      accruing: written(figures.accruing),
    }),
    [figures],
  );
  const endSeconds = timing ? cycleEndSeconds(timing) : null;
  const cycleEnd = endSeconds === null ? null : formatCycleEnd(endSeconds);

  const [session, setSession] = useState<Session | null>(null);
  const [running, setRunning] = useState(false);

  const open = () => {
    const steps = windDownSteps(validators, proofs);
    setSession({
      steps,
      states: steps.map(() => WAITING),
      amounts: steps.map((step) => stepAmount(step, validators)),
      costs: exitCosts(validators, exitCandidates(validators)),
      remaining: view.remaining,
    });
    onDialogChange(true);
  };
  const close = () => {
    setSession(null);
    onDialogChange(false);
  };

  const start = async () => {
    if (!session || running) return;
    setRunning(true);
    const report = (i: number, state: StepState) =>
      setSession((s) => (s ? { ...s, states: s.states.map((old, j) => (j === i ? state : old)) } : s));
    try {
      if (!canBatch) await runSteps(session.steps, session.states, run, report);
      else {
        const outcome = await runBatch(session.steps, session.states, run, report);
        // A proposal: its steps wait for the Safe to run it (batchOutcome, under this hash).
        if (outcome?.kind === "proposed") setSession((s) => (s ? { ...s, proposal: outcome.safeTxHash } : s));
      }
    } finally {
      setRunning(false);
    }
  };

  // A Safe's batch runs when its owners execute it: the steps waiting on it take its outcome then.
  const settledBatch =
    session?.proposal && batchOutcome?.hash === session.proposal && batchOutcome.outcome.kind !== "proposed"
      ? batchOutcome.outcome
      : null;
  const states = session ? (settledBatch ? batchSettled(session.states, settledBatch) : session.states) : [];

  const addToCalendar = () => {
    const remaining = session ? knownValue(session.remaining) : undefined;
    // A past moment gets no calendar file (the dialog offers none while overdue either).
    if (remaining === undefined || endSeconds === null || overdue !== null) return;
    const amount = formatEth(remaining);
    downloadText(
      `smoothly-${net.name}-${address.toLowerCase()}-cycle-end.ics`,
      calendarFile({
        uid: `smoothly-${net.name}-${address.toLowerCase()}-${endSeconds}`,
        startSeconds: endSeconds,
        stampSeconds: Math.floor(Date.now() / 1000),
        title: CALENDAR_TITLE,
        description: calendarDescription(amount),
      }),
      "text/calendar",
    );
  };

  const steps: StepView[] =
    session?.steps.map((step, i) => {
      const state = states[i] ?? WAITING;
      return {
        label: STEP_LABELS[step.kind],
        amount: formatEth(session.amounts[i] ?? 0n),
        validators: validatorsLabel(stepIndexes(step)),
        state,
        txUrl: state.kind === "confirmed" && net.explorerUrl ? `${net.explorerUrl}/tx/${state.hash}` : null,
      };
    }) ?? [];

  return (
    <>
      <WindDownPanel
        figures={texts}
        cycleEnd={cycleEnd}
        overdue={overdue !== null}
        everythingOut={view.everythingOut}
        everythingOutNote={
          <FeeRecipientReminder indexes={leftIndexes} poolAddress={feeAccount.poolAddress} account={feeAccount} />
        }
        disabled={busy}
        lock={lock}
        onWithdrawEverything={open}
      />
      {session ? (
        <LazyWithdrawEverythingModal
          steps={steps}
          costs={session.costs.map((c) => ({ index: c.index, forfeited: formatEth(c.forfeited) }))}
          costTotal={formatEth(totalExitCost(session.costs))}
          remaining={remainingView(session.remaining, cycleEnd, overdue !== null)}
          exitIndexes={session.steps.flatMap((step) => (step.kind === "requestExit" ? step.indexes : []))}
          poolAddress={feeAccount.poolAddress}
          running={running}
          onStart={() => void start()}
          onAddToCalendar={addToCalendar}
          onClose={close}
        />
      ) : null}
    </>
  );
}

/**
 * The dialog's "After this cycle": an amount and a date, nothing when nothing stays, or why it is unknown. An overdue
 * cycle promises no date: the amount waits for the operators' next close.
 */
function remainingView(remaining: Figure<bigint>, cycleEnd: string | null, overdue: boolean): RemainingView {
  if (remaining.state === "unknown") return { unknown: reasonText(remaining.why) };
  if (remaining.value <= 0n) return null;
  const amount = formatEth(remaining.value);
  return overdue ? { amount, overdue: true } : { amount, date: cycleEnd ?? "—" };
}
