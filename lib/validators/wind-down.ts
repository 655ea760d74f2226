import { validatorStatus } from "./status";
import type { PoolProofs, Proof, Validator } from "./types";

/** The four figures of the Wind-down panel, in wei. */
export interface WindDownFigures {
  /** The rewards proof plus the bond proof: what one signature each pays today. */
  readonly claimableNow: bigint;
  /** Bonds of validators whose exit is requested: they enter the bond proof when this cycle closes. */
  readonly unlocksAfterCycle: bigint;
  /** Bonds of Active and Pending validators that have not requested exit: locked until they do. */
  readonly stillBonded: bigint;
  /** Rewards the pool owes that no proof carries yet (they reach a proof at a later cycle close). */
  readonly accruing: bigint;
}

/** A Pending validator's accrued rewards that go to the pool if it exits before its first proposal. */
export interface ExitCost {
  readonly index: number;
  readonly forfeited: bigint;
}

/** One transaction of "Withdraw everything", in the order it runs. */
export type WindDownStep =
  | { readonly kind: "requestExit"; readonly indexes: readonly number[] }
  | { readonly kind: "claimRewards"; readonly proof: Proof }
  | { readonly kind: "withdrawBond"; readonly proof: Proof };

const sum = (amounts: Iterable<bigint>): bigint => {
  let total = 0n;
  for (const amount of amounts) total += amount;
  return total;
};

/**
 * A Pending validator has not proposed its first block, so its rewards are not claimable yet; an exit request
 * while Pending gives them to the pool. Once its exit is requested they are as good as gone.
 */
function rewardsReachingOwner(v: Validator, inRewardsProof: ReadonlySet<number>): bigint {
  if (inRewardsProof.has(v.index)) return 0n; // counted in the proof already
  if (v.active === true && !v.firstBlockProposed && v.exitRequested) return 0n;
  return v.rewards;
}

/**
 * The panel's figures for one address. `proofs` are the proofs the page offers (spent and already-claimed ones
 * removed, so only those that simulate cleanly).
 */
export function windDownFigures(validators: readonly Validator[], proofs: PoolProofs): WindDownFigures {
  // Stryker disable next-line ArrayDeclaration: a list that holds no number leaves no index in the proof either
  const inRewardsProof = new Set(proofs.withdrawals?.indexes ?? []);
  let unlocksAfterCycle = 0n;
  let stillBonded = 0n;
  for (const v of validators) {
    const status = validatorStatus(v);
    if (status === "Exit Requested") unlocksAfterCycle += v.stake;
    else if (status === "Active" || status === "Pending") stillBonded += v.stake;
  }
  return {
    claimableNow: (proofs.withdrawals?.amount ?? 0n) + (proofs.exits?.amount ?? 0n),
    unlocksAfterCycle,
    stillBonded,
    accruing: sum(validators.map((v) => rewardsReachingOwner(v, inRewardsProof))),
  };
}

/** True when nothing is bonded and nothing is owed: the panel says "Everything is out". */
export function isEverythingOut(figures: WindDownFigures): boolean {
  return (
    figures.claimableNow === 0n &&
    figures.unlocksAfterCycle === 0n &&
    figures.stillBonded === 0n &&
    figures.accruing === 0n
  );
}

/** Validators whose exit would be requested now: every Active and Pending one (Exit Requested ones are sent already). */
export function exitCandidates(validators: readonly Validator[]): readonly number[] {
  return validators
    .filter((v) => {
      const status = validatorStatus(v);
      return status === "Active" || status === "Pending";
    })
    .map((v) => v.index)
    .sort((a, b) => a - b);
}

/** What exiting `indexes` now costs: the accrued rewards of the Pending ones among them (zero rewards cost nothing). */
export function exitCosts(validators: readonly Validator[], indexes: readonly number[]): readonly ExitCost[] {
  const chosen = new Set(indexes);
  return validators
    .filter((v) => chosen.has(v.index) && validatorStatus(v) === "Pending" && v.rewards > 0n)
    .map((v) => ({ index: v.index, forfeited: v.rewards }))
    .sort((a, b) => a.index - b.index);
}

export function totalExitCost(costs: readonly ExitCost[]): bigint {
  return sum(costs.map((c) => c.forfeited));
}

/** The steps of "Withdraw everything" that apply now, in the order they run: exit first, then the two claims. */
export function windDownSteps(validators: readonly Validator[], proofs: PoolProofs): readonly WindDownStep[] {
  const steps: WindDownStep[] = [];
  const exits = exitCandidates(validators);
  if (exits.length > 0) steps.push({ kind: "requestExit", indexes: exits });
  if (proofs.withdrawals) steps.push({ kind: "claimRewards", proof: proofs.withdrawals });
  if (proofs.exits) steps.push({ kind: "withdrawBond", proof: proofs.exits });
  return steps;
}

/**
 * What stays in the pool after every step that applies now: the bonds that unlock when this cycle closes (those
 * already exit-requested plus those the steps request) and the rewards no proof carries yet.
 */
export function remainingAfterCycle(validators: readonly Validator[], proofs: PoolProofs): bigint {
  const figures = windDownFigures(validators, proofs);
  const forfeited = totalExitCost(exitCosts(validators, exitCandidates(validators)));
  return figures.unlocksAfterCycle + figures.stillBonded + figures.accruing - forfeited;
}
