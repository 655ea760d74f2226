import type { WindDownStep } from "@/lib/validators/wind-down";
import type { PoolWrite, WriteRequest } from "./pool-write";
import type { WriteOutcome } from "./write-pipeline";

/** Where one step of "Withdraw everything" stands. */
export type StepState =
  | { readonly kind: "waiting" }
  | { readonly kind: "signing" }
  | { readonly kind: "confirmed"; readonly hash: string }
  /** Proposed to a Safe: its other owners have yet to confirm and execute it. */
  | { readonly kind: "proposed"; readonly message: string }
  | { readonly kind: "failed"; readonly message: string };

export const WAITING: StepState = { kind: "waiting" };

/** The pool write that carries out a step. */
export function stepWrite(step: WindDownStep): PoolWrite {
  switch (step.kind) {
    case "requestExit":
      return { action: "requestExit", indexes: step.indexes };
    case "claimRewards":
      return { action: "withdrawRewards", proof: step.proof };
    case "withdrawBond":
      return { action: "withdrawStake", proof: step.proof };
  }
}

/** The step a Start (or a resume) begins with: the first one not confirmed yet; null when all are done. */
export function nextStep(states: readonly StepState[]): number | null {
  const i = states.findIndex((s) => s.kind !== "confirmed");
  return i === -1 ? null : i;
}

/**
 * A step's state once its write settles. A rejection in the wallet (or a write dropped because another is
 * running) returns the step to waiting, so the run stops quietly and Start resumes it; `null` means the same.
 * A write still unconfirmed stops the run as failed: it stays in flight, and the pipeline refuses to resend it.
 */
export function settledState(outcome: WriteOutcome | null): StepState {
  if (outcome === null || outcome.kind === "silent") return WAITING;
  if (outcome.kind === "success") return { kind: "confirmed", hash: outcome.hash };
  if (outcome.kind === "proposed") return { kind: "proposed", message: outcome.message };
  return { kind: "failed", message: outcome.message };
}

/**
 * Runs the steps from the first unconfirmed one, one write at a time, and stops at the first that does not
 * confirm. Confirmed steps (an exit request already sent) are never sent again.
 */
export async function runSteps(
  steps: readonly WindDownStep[],
  states: readonly StepState[],
  run: (write: WriteRequest) => Promise<WriteOutcome | null>,
  report: (index: number, state: StepState) => void,
): Promise<void> {
  // Stryker disable next-line EqualityOperator: one step past the end meets the undefined check below and returns
  for (let i = nextStep(states) ?? steps.length; i < steps.length; i++) {
    const step = steps[i];
    // Stryker disable next-line ConditionalExpression: the loop bound keeps i within the steps (the check is for the type)
    if (step === undefined) return;
    report(i, { kind: "signing" });
    const state = settledState(await run(stepWrite(step)));
    report(i, state);
    if (state.kind !== "confirmed") return;
  }
}

/**
 * From a Safe: every step not yet confirmed as one batch (one MultiSend, one round of the owners' signatures), all of
 * them sharing its outcome. A proposal leaves them proposed until the Safe runs it (`batchSettled`).
 */
export async function runBatch(
  steps: readonly WindDownStep[],
  states: readonly StepState[],
  run: (write: WriteRequest) => Promise<WriteOutcome | null>,
  report: (index: number, state: StepState) => void,
): Promise<WriteOutcome | null> {
  const open = steps.flatMap((step, i) => (states[i]?.kind === "confirmed" ? [] : [{ step, i }]));
  if (open.length === 0) return null;
  for (const { i } of open) report(i, { kind: "signing" });
  const outcome = await run({ action: "batch", writes: open.map(({ step }) => stepWrite(step)) });
  const state = settledState(outcome);
  for (const { i } of open) report(i, state);
  return outcome;
}

/** The steps once a batch proposed from them has settled: each proposed one takes the batch's outcome. */
export function batchSettled(states: readonly StepState[], outcome: WriteOutcome): StepState[] {
  const state = settledState(outcome);
  return states.map((old) => (old.kind === "proposed" ? state : old));
}
