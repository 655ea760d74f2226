import { describe, expect, it } from "vitest";
import { bondAction, isBondReached, type BondAction } from "./bond-action";
import { HOLESKY, MAINNET, validator } from "./test-fixtures";
import type { PoolAmounts, Proof, Validator } from "./types";

const exitsWith = (...indexes: number[]): Proof => ({ proof: [], indexes, amount: 1n });

const rows: [string, PoolAmounts, Partial<Validator>, Proof | null, BondAction][] = [
  [
    "in the exits proof → withdraw",
    MAINNET,
    { index: 7, active: false, stake: MAINNET.bond },
    exitsWith(6, 7),
    "withdraw",
  ],
  ["exits proof wins over a short stake", MAINNET, { index: 7, stake: 1n }, exitsWith(7), "withdraw"],
  ["another index in the exits proof → plain", MAINNET, { index: 7 }, exitsWith(8), null],
  ["empty exits proof indexes → plain", MAINNET, { index: 7 }, exitsWith(), null],
  ["active, one penalty short (mainnet) → add", MAINNET, { stake: MAINNET.bond - MAINNET.topUp }, null, "add"],
  ["active, one penalty short (holesky) → add", HOLESKY, { stake: HOLESKY.bond - HOLESKY.topUp }, null, "add"],
  ["pending and short → add", MAINNET, { firstBlockProposed: false, stake: 0n }, null, "add"],
  ["stake exactly the bond → plain", MAINNET, { stake: MAINNET.bond }, null, null],
  ["stake above the bond → plain", MAINNET, { stake: MAINNET.bond + 1n }, null, null],
  ["holesky's bond is short on mainnet → add", MAINNET, { stake: HOLESKY.bond }, null, "add"],
  ["inactive and short → plain", MAINNET, { active: false, stake: 1n }, null, null],
  ["unknown to the pool → plain", MAINNET, { active: undefined, stake: 0n }, null, null],
];

describe("bondAction (the bond cell)", () => {
  it.each(rows)("%s", (_name, amounts, over, exits, expected) => {
    expect(bondAction(validator(over, amounts), exits, amounts.bond)).toBe(expected);
  });
});

describe("isBondReached (Bond is already reached)", () => {
  it.each<[bigint, bigint, boolean]>([
    [MAINNET.bond, MAINNET.bond, true],
    [MAINNET.bond + 1n, MAINNET.bond, true],
    [MAINNET.bond - 1n, MAINNET.bond, false],
    [0n, HOLESKY.bond, false],
    [HOLESKY.bond, HOLESKY.bond, true],
  ])("stake %s with bond %s → %s", (stake, bond, expected) => {
    expect(isBondReached(stake, bond)).toBe(expected);
  });
});
