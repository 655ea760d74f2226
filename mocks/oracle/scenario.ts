import { parseEther } from "viem";
import { ALICE, BOB, CAROL, FRANK, IVAN, type SeedAccount, type SeedSafe } from "./seed-accounts";
import type { CyclePlan, Duty, OracleScenario, OracleState } from "./types";

const proposed = (...indexes: number[]): Duty[] => indexes.map((index) => ({ index, kind: "proposed" }));

/**
 * Cycles 1-3 are the seed's; see SEED_STEPS for the transactions between them. Frank's Safe's validators (501, 502)
 * join each cycle with MEV of their own, so every other validator's share is what it was without them (0.04925,
 * 0.044325 and 0.0985 ETH): each eligible one brings 0.05 ETH in cycle 1 (0.05 less 1.5% is the share); in cycle 2
 * the 0.315 ETH (0.3 and 203's penalty) shared by 7 becomes 0.36 shared by 8, of which 502's penalty brings 0.015.
 * Ivan's 601 does the same: 0.05 ETH of MEV in cycle 1 (0.55 shared by 11), and in cycle 2, the cycle it leaves the
 * beacon chain in (a voluntary exit: the oracle marks it exit-requested itself), 0.045 (0.405 shared by 9).
 */
const SEED_CYCLES: ReadonlyMap<number, CyclePlan> = new Map([
  // Everyone subscribed so far proposes a block that pays the pool: all of them are activated.
  [1, { mev: parseEther("0.55"), duties: proposed(101, 102, 105, 201, 202, 203, 204, 301, 501, 502, 601) }],
  // 203 and 502 miss twice: the first miss is forgiven, the second costs the top-up.
  [
    2,
    {
      mev: parseEther("0.375"),
      duties: [
        { index: 601, kind: "voluntaryExit" },
        { index: 203, kind: "missed" },
        { index: 203, kind: "missed" },
        { index: 502, kind: "missed" },
        { index: 502, kind: "missed" },
      ],
    },
  ],
  // 102's first miss (forgiven), 202 pays the wrong fee recipient (expelled), 204 fails the relay check.
  [
    3,
    {
      mev: parseEther("0.25"),
      duties: [
        { index: 102, kind: "missed" },
        { index: 202, kind: "wrongFeeRecipient" },
        { index: 204, kind: "relayCheckFailed" },
      ],
    },
  ],
]);

export const SEED_CYCLE_COUNT = SEED_CYCLES.size;

/** MEV that arrives in each cycle after the seed (`npm run cycle`). */
export const LATER_CYCLE_MEV = parseEther("0.1");

/**
 * After the seed, each cycle every Pending validator proposes a block that pays the pool, so a person
 * running `npm run cycle` sees subscriptions activate, exits complete and rewards grow.
 */
function laterCycle(state: OracleState): CyclePlan {
  const pending = [...state.validators.values()]
    .filter((v) => v.active && !v.firstBlockProposed)
    .map((v) => v.index)
    .sort((a, b) => a - b);
  return { mev: LATER_CYCLE_MEV, duties: proposed(...pending) };
}

export const SEED_SCENARIO: OracleScenario = {
  cycle: (epoch, state) => SEED_CYCLES.get(epoch) ?? laterCycle(state),
};

/** A scenario where nothing happens on the beacon chain and no MEV arrives (for tests that script their own). */
export const QUIET_SCENARIO: OracleScenario = { cycle: () => ({ mev: 0n, duties: [] }) };

export type SeedStep =
  | { readonly action: "register"; readonly owner: SeedAccount | SeedSafe; readonly indexes: readonly number[] }
  | { readonly action: "requestExit"; readonly owner: SeedAccount | SeedSafe; readonly indexes: readonly number[] }
  | { readonly action: "claimRewards"; readonly owner: SeedAccount }
  | { readonly action: "closeCycle" };

/** The seed, as real transactions and real cycle closes, in order. */
export const SEED_STEPS: readonly SeedStep[] = [
  { action: "register", owner: ALICE, indexes: [101, 102, 105] },
  { action: "register", owner: BOB, indexes: [201, 202, 203, 204] },
  { action: "register", owner: CAROL, indexes: [301] },
  { action: "register", owner: FRANK, indexes: [501, 502] },
  { action: "register", owner: IVAN, indexes: [601] },
  { action: "closeCycle" },
  { action: "requestExit", owner: BOB, indexes: [201] },
  { action: "requestExit", owner: FRANK, indexes: [501] },
  { action: "closeCycle" },
  { action: "register", owner: ALICE, indexes: [103] },
  { action: "closeCycle" },
  { action: "requestExit", owner: ALICE, indexes: [105] },
  { action: "claimRewards", owner: CAROL },
];

/**
 * The same scenario with its MEV multiplied (mainnet's bond is ten times holesky's, so every amount scales with
 * it) and its cycles numbered from a later epoch (a forked pool that has closed cycles before).
 */
export function adaptScenario(
  base: OracleScenario,
  { mevScale = 1n, epochOffset = 0 }: { readonly mevScale?: bigint; readonly epochOffset?: number },
): OracleScenario {
  return {
    cycle: (epoch, state) => {
      const plan = base.cycle(epoch - epochOffset, state);
      return { ...plan, mev: plan.mev * mevScale };
    },
  };
}
