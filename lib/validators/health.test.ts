import { describe, expect, it } from "vitest";
import { HOLESKY, MAINNET, validator } from "./test-fixtures";
import { validatorHealth, type ValidatorHealth } from "./health";
import type { PoolAmounts, Validator } from "./types";

const rows: [string, PoolAmounts, Partial<Validator>, ValidatorHealth][] = [
  ["unknown to the pool is Good whatever it carries", MAINNET, { active: undefined, slashMiss: 2, stake: 0n }, "Good"],
  [
    "missed proposal first",
    MAINNET,
    { slashMiss: 1, slashFee: 1, excludeRebalance: true, stake: 0n },
    "Missed block proposal",
  ],
  ["wrong fee recipient before relay", MAINNET, { slashFee: 1, excludeRebalance: true }, "Wrong fee recipient"],
  ["relay before penalized", MAINNET, { excludeRebalance: true, stake: 1n }, "Relay incorrect fee recipient"],
  ["stake exactly the bond (mainnet)", MAINNET, { stake: MAINNET.bond }, "Good"],
  ["stake exactly the bond (holesky)", HOLESKY, { stake: HOLESKY.bond }, "Good"],
  ["one penalty below the bond (mainnet)", MAINNET, { stake: MAINNET.bond - MAINNET.topUp }, "Penalized"],
  ["one penalty below the bond (holesky)", HOLESKY, { stake: HOLESKY.bond - HOLESKY.topUp }, "Penalized"],
  ["one wei below the bond", MAINNET, { stake: MAINNET.bond - 1n }, "Penalized"],
  ["above the bond also differs", MAINNET, { stake: MAINNET.bond + 1n }, "Penalized"],
  ["holesky's full bond is short on mainnet", MAINNET, { stake: HOLESKY.bond }, "Penalized"],
  ["active with the whole bond gone", MAINNET, { stake: 0n }, "Penalized"],
  ["pending validators are judged too", MAINNET, { firstBlockProposed: false, stake: 1n }, "Penalized"],
  ["inactive with a short stake is Good", MAINNET, { active: false, stake: 1n }, "Good"],
  ["inactive without stake is Good", MAINNET, { active: false, stake: 0n, rewards: 0n }, "Good"],
  ["slashMiss 0 and slashFee 0 with full bond", HOLESKY, { slashMiss: 0, slashFee: 0, stake: HOLESKY.bond }, "Good"],
];

describe("validatorHealth (worst first)", () => {
  it.each(rows)("%s", (_name, amounts, over, expected) => {
    expect(validatorHealth(validator(over, amounts), amounts.bond)).toBe(expected);
  });
});
