import { describe, expect, it } from "vitest";
import { validator } from "./test-fixtures";
import { STATUS_LEGEND, validatorStatus, type ValidatorStatus } from "./status";
import type { Validator } from "./types";

const rows: [string, Partial<Validator>, ValidatorStatus][] = [
  ["active undefined → Unregistered", { active: undefined, stake: 0n }, "Unregistered"],
  [
    "active undefined wins over exitRequested and stake",
    { active: undefined, exitRequested: true, stake: 5n, rewards: 5n },
    "Unregistered",
  ],
  ["exitRequested on an active validator", { exitRequested: true }, "Exit Requested"],
  ["exitRequested wins over Pending", { exitRequested: true, firstBlockProposed: false }, "Exit Requested"],
  [
    "exitRequested wins over the Unregistered fallback",
    { exitRequested: true, active: false, stake: 0n, rewards: 0n },
    "Exit Requested",
  ],
  ["active, first block not proposed → Pending", { firstBlockProposed: false }, "Pending"],
  ["Pending even with rewards and a short stake", { firstBlockProposed: false, rewards: 7n, stake: 1n }, "Pending"],
  [
    "inactive, stake 0 and rewards 0 → Unregistered fallback",
    { active: false, stake: 0n, rewards: 0n },
    "Unregistered",
  ],
  ["inactive, zero rewards but stake left → Exited", { active: false, stake: 1n, rewards: 0n }, "Exited"],
  ["inactive, zero stake but rewards left → Exited", { active: false, stake: 0n, rewards: 1n }, "Exited"],
  [
    "inactive and never proposed, stake left → Exited",
    { active: false, firstBlockProposed: false, stake: 10n },
    "Exited",
  ],
  ["active and proposed → Active", {}, "Active"],
  ["active with no stake and no rewards is still Active", { stake: 0n, rewards: 0n }, "Active"],
  [
    "deactivated flag alone does not change the status",
    { active: false, deactivated: true, stake: 0n, rewards: 0n },
    "Unregistered",
  ],
];

describe("validatorStatus (order of precedence)", () => {
  it.each(rows)("%s", (_name, over, expected) => {
    expect(validatorStatus(validator(over))).toBe(expected);
  });
});

describe("STATUS_LEGEND", () => {
  it("lists the statuses in the legend's order and spelling", () => {
    expect(STATUS_LEGEND.map((e) => e.label)).toEqual([
      "Unregistered",
      "Pending",
      "Active",
      "Exit requested",
      "Exited",
    ]);
    expect(STATUS_LEGEND.map((e) => e.status)).toEqual([
      "Unregistered",
      "Pending",
      "Active",
      "Exit Requested",
      "Exited",
    ]);
  });
});
