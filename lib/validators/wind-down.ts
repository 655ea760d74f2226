import {
  API,
  CHAIN,
  isKnownZero,
  known,
  mapFigure,
  stale,
  sumFigures,
  unknown,
  type Figure,
  type StaleAsOf,
  type UnknownReason,
} from "@/lib/figure";
import { allBondsWithdrawn, type ChainValidator } from "./chain-validators";
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

/** A validator whose exit requested now gives its accrued rewards to the pool: Pending, with rewards. */
function forfeitsOnExit(v: Validator, status = validatorStatus(v)): boolean {
  return status === "Pending" && v.rewards > 0n;
}

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
  return figuresAndForfeit(validators, proofs).figures;
}

/** What one pass over an address's validators sums up (`figuresAndForfeit`). */
interface Sums {
  readonly unlocksAfterCycle: bigint;
  readonly stillBonded: bigint;
  readonly accruing: bigint;
  readonly forfeited: bigint;
}

/**
 * The last pass over each list, with the rewards proof's index list it was made with: the dashboard renders the same
 * answer several times as its claims and roots come in, and a pass over thousands of validators is milliseconds each.
 */
const passes = new WeakMap<
  readonly Validator[],
  { readonly indexes: readonly number[] | undefined; readonly sums: Sums }
>();

/**
 * The panel's figures and what requesting every candidate's exit now forfeits (the Pending ones' rewards, as
 * totalExitCost(exitCosts(validators, exitCandidates(validators))) says it), in one pass over the validators.
 */
function figuresAndForfeit(
  validators: readonly Validator[],
  proofs: PoolProofs,
): { readonly figures: WindDownFigures; readonly forfeited: bigint } {
  const indexes = proofs.withdrawals?.indexes;
  const last = passes.get(validators);
  // Stryker disable next-line ConditionalExpression: a pass made anew gives the same sums, only later (the reuse's point)
  const sums = last && last.indexes === indexes ? last.sums : sumUp(validators, indexes);
  passes.set(validators, { indexes, sums });
  const { forfeited, ...amounts } = sums;
  return {
    figures: { claimableNow: (proofs.withdrawals?.amount ?? 0n) + (proofs.exits?.amount ?? 0n), ...amounts },
    forfeited,
  };
}

function sumUp(validators: readonly Validator[], rewardsProofIndexes: readonly number[] | undefined): Sums {
  // Stryker disable next-line ArrayDeclaration: a list that holds no number leaves no index in the proof either
  const inRewardsProof = new Set(rewardsProofIndexes ?? []);
  let unlocksAfterCycle = 0n;
  let stillBonded = 0n;
  let accruing = 0n;
  let forfeited = 0n;
  for (const v of validators) {
    const status = validatorStatus(v);
    if (status === "Exit Requested") unlocksAfterCycle += v.stake;
    else if (status === "Active" || status === "Pending") stillBonded += v.stake;
    if (forfeitsOnExit(v, status)) forfeited += v.rewards;
    accruing += rewardsReachingOwner(v, inRewardsProof);
  }
  return { unlocksAfterCycle, stillBonded, accruing, forfeited };
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
    .filter((v) => chosen.has(v.index) && forfeitsOnExit(v))
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
  const { figures, forfeited } = figuresAndForfeit(validators, proofs);
  return figures.unlocksAfterCycle + figures.stillBonded + figures.accruing - forfeited;
}

/**
 * Where the list of validators comes from: the pool API's answer (stale when a later request failed), the pool's
 * events on chain when the API cannot give it, or nothing yet.
 */
export type ListView =
  | { readonly source: "api"; readonly validators: readonly Validator[]; readonly asOf: StaleAsOf | null }
  | { readonly source: "chain"; readonly validators: readonly ChainValidator[]; readonly why: UnknownReason }
  | { readonly source: "none"; readonly why: UnknownReason };

/** The two claims' amounts as the page knows them (lib/trees/claim-choice.ts). */
export interface ClaimFigures {
  readonly rewards: Figure<bigint>;
  readonly bond: Figure<bigint>;
}

export type WindDownFigureStates = { readonly [K in keyof WindDownFigures]: Figure<bigint> };

export interface WindDownView {
  readonly figures: WindDownFigureStates;
  /** What stays in the pool after every step that applies now (the dialog's "After this cycle"). */
  readonly remaining: Figure<bigint>;
  /** Nothing bonded and nothing owed, as the chain and the pool's roots show it: only then "Everything is out". */
  readonly everythingOut: boolean;
}

/** The bonds and rewards of validators listed from events alone: zero when none is left in the pool, else unknown. */
function chainFigures(
  validators: readonly ChainValidator[],
  exits: Proof | null,
  why: UnknownReason,
): Omit<WindDownFigureStates, "claimableNow"> {
  const claimable = new Set(exits?.indexes);
  const held = validators.filter((v) => !v.bondWithdrawn && !claimable.has(v.index));
  const zeroUnless = (any: boolean) => (any ? unknown<bigint>(why) : known(0n, CHAIN));
  return {
    unlocksAfterCycle: zeroUnless(held.some((v) => v.exitRequested)),
    stillBonded: zeroUnless(held.some((v) => !v.exitRequested)),
    // A validator leaves with its rewards in the withdrawals tree of the cycle that lets it go: only those still
    // held can be earning.
    accruing: zeroUnless(held.length > 0),
  };
}

/**
 * The Wind-down panel's figures in their states. `proofs` are the proofs the page offers; `chainList` is the
 * address's validators from the pool's events when they have been read (null otherwise): "Everything is out" needs
 * them, since the chain, not the API, is what proves nothing is left.
 */
export function windDownView(
  list: ListView,
  claims: ClaimFigures,
  proofs: PoolProofs,
  chainList: readonly ChainValidator[] | null,
): WindDownView {
  const claimableNow = sumFigures([claims.rewards, claims.bond]);
  let rest: Omit<WindDownFigureStates, "claimableNow">;
  let forfeited = 0n;
  if (list.source === "api") {
    const { figures: amounts, forfeited: lost } = figuresAndForfeit(list.validators, proofs);
    const { asOf } = list;
    const fromApi = (value: bigint) => (asOf === null ? known(value, API) : stale(value, API, asOf));
    rest = {
      unlocksAfterCycle: fromApi(amounts.unlocksAfterCycle),
      stillBonded: fromApi(amounts.stillBonded),
      accruing: fromApi(amounts.accruing),
    };
    forfeited = lost;
  } else if (list.source === "chain") {
    rest = chainFigures(list.validators, proofs.exits, list.why);
  } else {
    const why = unknown<bigint>(list.why);
    rest = { unlocksAfterCycle: why, stillBonded: why, accruing: why };
  }
  const figures = { claimableNow, ...rest };
  const remaining = mapFigure(
    sumFigures([rest.unlocksAfterCycle, rest.stillBonded, rest.accruing]),
    (v) => v - forfeited,
  );
  const nothingHeld = chainList !== null && allBondsWithdrawn(chainList);
  // The claims must come from the pool's roots or the chain, unless the address never registered (no leaf can exist).
  const claimsProven =
    chainList !== null &&
    (chainList.length === 0 ||
      [claims.rewards, claims.bond].every((c) => c.state === "known" && c.source.kind !== "api"));
  const everythingOut = nothingHeld && claimsProven && Object.values(figures).every((figure) => isKnownZero(figure));
  return { figures, remaining, everythingOut };
}

/**
 * The pool API's list shows nothing left (no bond, no rewards, no proof): only the chain can confirm it, so the page
 * then reads the address's pool events before it says "Everything is out".
 */
export function apiShowsNothing(validators: readonly Validator[], proofs: PoolProofs): boolean {
  return (
    proofs.withdrawals === null && proofs.exits === null && validators.every((v) => v.stake === 0n && v.rewards === 0n)
  );
}
