"use client";

import { useEffect, useMemo, useState } from "react";
import type { WriteLock } from "@/components/write-lock";
import type { PoolWrite } from "@/lib/chain/pool-write";
import { runSteps, WAITING, type StepState } from "@/lib/chain/wind-down-run";
import type { WriteOutcome } from "@/lib/chain/write-pipeline";
import { CALENDAR_TITLE, calendarDescription, STEP_LABELS, validatorsLabel } from "@/lib/copy/wind-down";
import { formatEth } from "@/lib/format";
import type { NetworkConfig } from "@/lib/network";
import { calendarFile, cycleEndSeconds, formatCycleEnd } from "@/lib/validators/calendar";
import type { CycleTiming } from "@/lib/validators/countdown";
import type { PoolProofs, Validator } from "@/lib/validators/types";
import {
  exitCandidates,
  exitCosts,
  isEverythingOut,
  remainingAfterCycle,
  totalExitCost,
  windDownFigures,
  windDownSteps,
  type WindDownStep,
} from "@/lib/validators/wind-down";
import { downloadText } from "./download";
import { LazyWithdrawEverythingModal, prefetchWindDown } from "./lazy";
import type { StepView } from "./WithdrawEverythingModal";
import { WindDownPanel } from "./WindDownPanel";

/** One opening of the dialog: the steps as they applied when it opened, and where each stands. */
interface Session {
  readonly steps: readonly WindDownStep[];
  readonly states: readonly StepState[];
  /** Each step's amount when the dialog opened (a confirmed step must not change what it says it moved). */
  readonly amounts: readonly bigint[];
  readonly costs: ReturnType<typeof exitCosts>;
  readonly remaining: bigint;
}

function stepAmount(step: WindDownStep, validators: readonly Validator[]): bigint {
  if (step.kind !== "requestExit") return step.proof.amount;
  const chosen = new Set(step.indexes);
  return validators.filter((v) => chosen.has(v.index)).reduce((sum, v) => sum + v.stake, 0n);
}

const stepIndexes = (step: WindDownStep) => (step.kind === "requestExit" ? step.indexes : step.proof.indexes);

/** The Wind-down panel and its "Withdraw everything" dialog for one connected address. */
export function WindDown({
  address,
  validators,
  proofs,
  timing,
  busy,
  lock,
  net,
  run,
  onDialogChange,
}: {
  address: string;
  validators: readonly Validator[];
  proofs: PoolProofs;
  timing: CycleTiming | undefined;
  busy: boolean;
  /** Someone else's address is shown: the figures stay, Withdraw everything is disabled and says why. */
  lock?: WriteLock;
  net: Pick<NetworkConfig, "name" | "explorerUrl">;
  run: (write: PoolWrite) => Promise<WriteOutcome | null>;
  /** The dialog reports each step itself: the page holds back its own alerts while it is open. */
  onDialogChange: (open: boolean) => void;
}) {
  useEffect(prefetchWindDown, []);
  // Worked out again only when the list or a proof changes, not on every tick of a checkbox in a long table.
  const { withdrawals, exits } = proofs;
  const figures = useMemo(() => windDownFigures(validators, { withdrawals, exits }), [validators, withdrawals, exits]);
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
      remaining: remainingAfterCycle(validators, proofs),
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
    try {
      await runSteps(session.steps, session.states, run, (i, state) =>
        setSession((s) => (s ? { ...s, states: s.states.map((old, j) => (j === i ? state : old)) } : s)),
      );
    } finally {
      setRunning(false);
    }
  };

  const addToCalendar = () => {
    if (!session || endSeconds === null) return;
    const amount = formatEth(session.remaining);
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
      const state = session.states[i] ?? WAITING;
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
        figures={{
          claimableNow: formatEth(figures.claimableNow),
          unlocksAfterCycle: formatEth(figures.unlocksAfterCycle),
          stillBonded: formatEth(figures.stillBonded),
          accruing: formatEth(figures.accruing),
        }}
        cycleEnd={cycleEnd}
        everythingOut={isEverythingOut(figures)}
        disabled={busy}
        lock={lock}
        onWithdrawEverything={open}
      />
      {session ? (
        <LazyWithdrawEverythingModal
          steps={steps}
          costs={session.costs.map((c) => ({ index: c.index, forfeited: formatEth(c.forfeited) }))}
          costTotal={formatEth(totalExitCost(session.costs))}
          remaining={session.remaining > 0n ? { amount: formatEth(session.remaining), date: cycleEnd ?? "—" } : null}
          running={running}
          onStart={() => void start()}
          onAddToCalendar={addToCalendar}
          onClose={close}
        />
      ) : null}
    </>
  );
}
