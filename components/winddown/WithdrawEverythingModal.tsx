"use client";

import { ExternalLink } from "@/components/ExternalLink";
import { FeeRecipientReminder } from "@/components/fee-recipient/FeeRecipientReminder";
import { Modal, PRIMARY_BUTTON, SECONDARY_BUTTON } from "@/components/modals/Modal";
import type { StepState } from "@/lib/chain/write/wind-down-run";
import {
  ADD_TO_CALENDAR,
  CLOSE,
  NO_STEPS_NOW,
  REMAINING_TITLE,
  remainingText,
  remainingUnknownText,
  START,
  STEP_STATE_LABELS,
  VIEW_TRANSACTION,
  WITHDRAW_EVERYTHING,
} from "@/lib/copy/wind-down";
import { remainingOverdueText } from "@/lib/copy/last-cycle";
import { ExitCostList, type ExitCostText } from "./ExitCostList";

export interface StepView {
  readonly label: string;
  /** ETH with 3 decimals. */
  readonly amount: string;
  /** "Validators 101, 102, 103". */
  readonly validators: string;
  readonly state: StepState;
  /** Explorer link for a confirmed step; null on the local chain or before it confirms. */
  readonly txUrl: string | null;
}

const STATE_CLASS: Record<StepState["kind"], string> = {
  waiting: "text-ink-faint",
  signing: "text-brand-soft",
  confirmed: "text-status-active",
  proposed: "text-brand-soft",
  failed: "text-danger",
};

/** What stays after the steps: until a date, until the operators close an overdue cycle (no date), or unknown. */
export type RemainingView =
  | { readonly amount: string; readonly date: string }
  | { readonly amount: string; readonly overdue: true }
  | { readonly unknown: string }
  | null;

/** "Withdraw everything": the steps that apply now, run one signature at a time, and what is left after. */
export function WithdrawEverythingModal({
  steps,
  costs,
  costTotal,
  remaining,
  exitIndexes = [],
  poolAddress = "",
  running,
  onStart,
  onAddToCalendar,
  onClose,
}: {
  steps: readonly StepView[];
  costs: readonly ExitCostText[];
  costTotal: string;
  /** What stays in the pool until the cycle ends (null when nothing does), or why that is unknown. */
  remaining: RemainingView;
  /** The validators whose exit a step requests: their fee recipient must stop naming the pool. */
  exitIndexes?: readonly number[];
  poolAddress?: string;
  running: boolean;
  onStart: () => void;
  onAddToCalendar: () => void;
  onClose: () => void;
}) {
  const allConfirmed = steps.every((s) => s.state.kind === "confirmed");
  return (
    <Modal open title={WITHDRAW_EVERYTHING} onClose={running ? () => undefined : onClose}>
      <div className="mb-5 flex flex-col gap-4">
        {steps.length === 0 ? (
          <p className="text-sm text-ink-muted">{NO_STEPS_NOW}</p>
        ) : (
          <ol className="flex flex-col gap-2" aria-label="Steps">
            {steps.map((step, i) => (
              <li
                key={step.label}
                data-testid={`step-${i}`}
                data-state={step.state.kind}
                className="rounded-xl bg-surface p-3 text-sm"
              >
                <div className="flex items-baseline justify-between gap-3">
                  <span className="font-bold">
                    {i + 1}. {step.label}
                  </span>
                  <span className="font-semibold tabular-nums">{step.amount} ETH</span>
                </div>
                <div className="flex items-baseline justify-between gap-3 text-xs">
                  <span className="text-ink-muted">{step.validators}</span>
                  <span className={`font-semibold ${STATE_CLASS[step.state.kind]}`}>
                    {STEP_STATE_LABELS[step.state.kind]}
                  </span>
                </div>
                {step.state.kind === "failed" ? (
                  <p role="alert" className="mt-1 text-xs text-danger">
                    {step.state.message}
                  </p>
                ) : null}
                {step.state.kind === "proposed" ? (
                  <p role="status" className="mt-1 text-xs text-ink-muted">
                    {step.state.message}
                  </p>
                ) : null}
                {step.state.kind === "confirmed" && step.txUrl ? (
                  <ExternalLink href={step.txUrl} className="mt-1 inline-block text-xs text-brand-soft hover:underline">
                    {VIEW_TRANSACTION}
                  </ExternalLink>
                ) : null}
              </li>
            ))}
          </ol>
        )}
        <ExitCostList costs={costs} total={costTotal} />
        {exitIndexes.length > 0 ? (
          <div data-testid="withdraw-fee-recipient" className="flex flex-col gap-2 text-sm">
            <FeeRecipientReminder indexes={exitIndexes} poolAddress={poolAddress} />
          </div>
        ) : null}
        {remaining && "overdue" in remaining ? (
          <div data-testid="remaining" className="flex flex-col gap-1 text-sm">
            <p className="font-bold">{REMAINING_TITLE}</p>
            <p className="text-ink-muted">{remainingOverdueText(remaining.amount)}</p>
          </div>
        ) : remaining && "unknown" in remaining ? (
          <div data-testid="remaining" className="flex flex-col gap-1 text-sm">
            <p className="font-bold">{REMAINING_TITLE}</p>
            <p className="text-ink-muted">{remainingUnknownText(remaining.unknown)}</p>
          </div>
        ) : remaining ? (
          <div data-testid="remaining" className="flex flex-col gap-1 text-sm">
            <p className="font-bold">{REMAINING_TITLE}</p>
            <p className="text-ink-muted">{remainingText(remaining.amount, remaining.date)}</p>
            <button type="button" className={`${SECONDARY_BUTTON} self-start px-0`} onClick={onAddToCalendar}>
              {ADD_TO_CALENDAR}
            </button>
          </div>
        ) : null}
      </div>
      <div className="flex justify-end gap-2">
        <button type="button" className={SECONDARY_BUTTON} onClick={onClose} disabled={running}>
          {CLOSE}
        </button>
        {steps.length > 0 && !allConfirmed ? (
          <button type="button" className={PRIMARY_BUTTON} onClick={onStart} disabled={running}>
            {START}
          </button>
        ) : null}
      </div>
    </Modal>
  );
}
