import { describe, expect, it } from "vitest";
import { API, CHAIN, fromRoot, known, stale, unknown } from "@/lib/figure";
import type { ChainValidator } from "./chain-validators";
import { HOLESKY, validator } from "./test-fixtures";
import type { PoolProofs, Proof, Validator } from "./types";
import { unknownValidator } from "./types";
import { apiShowsNothing, windDownView, type ClaimFigures } from "./wind-down";

const NODE = "0x1111111111111111111111111111111111111111111111111111111111111111";
const proof = (indexes: number[], amount: bigint): Proof => ({ proof: [NODE], indexes, amount });
const NONE: PoolProofs = { withdrawals: null, exits: null };
const BOND = 50_000_000_000_000_000n;
const at = (over: Partial<Validator>) => validator(over, HOLESKY);

// Alice's seeded account (see wind-down.test.ts): 0.428475 ETH to claim, 0.05 unlocking, 0.15 bonded, 0.073 accruing.
const ALICE: readonly Validator[] = [
  at({ index: 101, rewards: 150_000_000_000_000_000n }),
  at({ index: 102, rewards: 128_475_000_000_000_000n, slashMiss: 1 }),
  at({ index: 103, rewards: 73_000_000_000_000_000n, firstBlockProposed: false }),
  unknownValidator(104),
  at({ index: 105, rewards: 150_000_000_000_000_000n, exitRequested: true }),
];
const ALICE_PROOFS: PoolProofs = { withdrawals: proof([101, 102, 105], 428_475_000_000_000_000n), exits: null };
const ALICE_CLAIMS: ClaimFigures = {
  rewards: known(428_475_000_000_000_000n, fromRoot(3)),
  bond: known(0n, fromRoot(3)),
};
const held = (index: number, over: Partial<ChainValidator> = {}): ChainValidator => ({
  index,
  exitRequested: false,
  bondWithdrawn: false,
  deposited: BOND,
  ...over,
});
const out = (index: number) => held(index, { bondWithdrawn: true });
const ZERO_CLAIMS: ClaimFigures = { rewards: known(0n, fromRoot(5)), bond: known(0n, CHAIN) };
const AT_0930 = { kind: "time", at: Date.UTC(2026, 10, 24, 9, 30) } as const;

describe("windDownView, the pool API's list", () => {
  it("gives Alice's four figures from the API, and the claims from the pool's root", () => {
    const view = windDownView({ source: "api", validators: ALICE, asOf: null }, ALICE_CLAIMS, ALICE_PROOFS, null);
    expect(view.figures).toEqual({
      claimableNow: known(428_475_000_000_000_000n, fromRoot(3)),
      unlocksAfterCycle: known(50_000_000_000_000_000n, API),
      stillBonded: known(150_000_000_000_000_000n, API),
      accruing: known(73_000_000_000_000_000n, API),
    });
    // 0.05 + 0.15 + 0.073, less 103's 0.073 that its exit (as Pending) forfeits.
    expect(view.remaining).toEqual(known(200_000_000_000_000_000n, API));
    expect(view.everythingOut).toBe(false);
  });

  it("marks the API's figures stale, as of its last answer, once a later request failed", () => {
    const view = windDownView({ source: "api", validators: ALICE, asOf: AT_0930 }, ALICE_CLAIMS, ALICE_PROOFS, null);
    expect(view.figures.stillBonded).toEqual(stale(150_000_000_000_000_000n, API, AT_0930));
    expect(view.figures.claimableNow).toEqual(known(428_475_000_000_000_000n, fromRoot(3)));
    expect(view.remaining).toEqual(stale(200_000_000_000_000_000n, API, AT_0930));
  });
});

describe("windDownView, the list from the pool's events", () => {
  it("is unknown, with the API's reason, for what validators still held in the pool may owe", () => {
    const chain = [held(101), held(105, { exitRequested: true })];
    const view = windDownView(
      { source: "chain", validators: chain, why: "api-unreachable" },
      ALICE_CLAIMS,
      NONE,
      chain,
    );
    expect(view.figures).toEqual({
      claimableNow: known(428_475_000_000_000_000n, fromRoot(3)),
      unlocksAfterCycle: unknown("api-unreachable"),
      stillBonded: unknown("api-unreachable"),
      accruing: unknown("api-unreachable"),
    });
    expect(view.remaining).toEqual(unknown("api-unreachable"));
    expect(view.everythingOut).toBe(false);
  });

  it("is a known 0 from the chain for what no validator holds", () => {
    // 201 waits in the exits proof (claimable), 202 is out: only 203's exit request is still unlocking.
    const chain = [held(201, { exitRequested: true }), out(202), held(203, { exitRequested: true })];
    const proofs = { withdrawals: null, exits: proof([201], BOND) };
    const claims = { rewards: known(0n, fromRoot(3)), bond: known(BOND, fromRoot(3)) };
    const view = windDownView({ source: "chain", validators: chain, why: "api-unreachable" }, claims, proofs, chain);
    expect(view.figures).toEqual({
      claimableNow: known(BOND, fromRoot(3)),
      unlocksAfterCycle: unknown("api-unreachable"),
      stillBonded: known(0n, CHAIN),
      accruing: unknown("api-unreachable"),
    });
  });

  it("says Everything is out once every bond came back and the roots leave nothing to claim", () => {
    const chain = [out(201), out(202)];
    const view = windDownView({ source: "chain", validators: chain, why: "api-unreachable" }, ZERO_CLAIMS, NONE, chain);
    expect(view.figures).toEqual({
      claimableNow: known(0n, fromRoot(5)),
      unlocksAfterCycle: known(0n, CHAIN),
      stillBonded: known(0n, CHAIN),
      accruing: known(0n, CHAIN),
    });
    expect(view.remaining).toEqual(known(0n, CHAIN));
    expect(view.everythingOut).toBe(true);
  });
});

describe("windDownView, no list yet", () => {
  it("is unknown for all but the claims, which the roots may still prove", () => {
    const view = windDownView({ source: "none", why: "nothing-reachable" }, ALICE_CLAIMS, ALICE_PROOFS, null);
    expect(view.figures).toEqual({
      claimableNow: known(428_475_000_000_000_000n, fromRoot(3)),
      unlocksAfterCycle: unknown("nothing-reachable"),
      stillBonded: unknown("nothing-reachable"),
      accruing: unknown("nothing-reachable"),
    });
    expect(view.everythingOut).toBe(false);
  });
});

describe("Everything is out: only what the chain and the roots prove", () => {
  const apiSaysNothing = { source: "api", validators: [] as Validator[], asOf: null } as const;

  it.each<[string, readonly ChainValidator[] | null, ClaimFigures, boolean]>([
    ["the API says nothing, and the chain was not read", null, ZERO_CLAIMS, false],
    ["the chain shows no registration at all", [], ZERO_CLAIMS, true],
    [
      "never registered: an API-only zero claim is enough, no leaf can exist",
      [],
      { rewards: known(0n, API), bond: known(0n, API) },
      true,
    ],
    ["every bond withdrawn, claims proven by the roots", [out(1), out(2)], ZERO_CLAIMS, true],
    [
      "every bond withdrawn, but the claims are the API's word only",
      [out(1)],
      { rewards: known(0n, API), bond: known(0n, CHAIN) },
      false,
    ],
    ["a bond still in the pool", [out(1), held(2)], ZERO_CLAIMS, false],
    ["a claim unknown", [out(1)], { rewards: unknown("no-source"), bond: known(0n, CHAIN) }, false],
    [
      "a stale zero claim",
      [out(1)],
      { rewards: stale(0n, fromRoot(3), { kind: "epoch", epoch: 3, current: 4 }), bond: known(0n, CHAIN) },
      false,
    ],
  ])("%s → %s", (_, chainList, claims, expected) => {
    expect(windDownView(apiSaysNothing, claims, NONE, chainList).everythingOut).toBe(expected);
  });

  it("never while the API's own figures are not zero", () => {
    const carol = [at({ index: 301 })];
    const view = windDownView({ source: "api", validators: carol, asOf: null }, ZERO_CLAIMS, NONE, [out(301)]);
    expect(view.figures.stillBonded).toEqual(known(BOND, API));
    expect(view.everythingOut).toBe(false);
  });
});

describe("apiShowsNothing", () => {
  it.each<[string, readonly Validator[], PoolProofs, boolean]>([
    ["no validators, no proofs", [], NONE, true],
    ["only unregistered ones", [unknownValidator(104)], NONE, true],
    ["a bond withdrawn and rewards claimed", [at({ index: 1, active: false, stake: 0n, rewards: 0n })], NONE, true],
    ["a bond still held", [at({ index: 1 })], NONE, false],
    ["rewards still owed", [at({ index: 1, active: false, stake: 0n, rewards: 1n })], NONE, false],
    ["a rewards proof", [], { withdrawals: proof([1], 1n), exits: null }, false],
    ["a bond proof", [], { withdrawals: null, exits: proof([1], 1n) }, false],
  ])("%s → %s", (_, validators, proofs, expected) => {
    expect(apiShowsNothing(validators, proofs)).toBe(expected);
  });
});
