import { describe, expect, it } from "vitest";
import { validatorHealth } from "../../lib/validators/health";
import { validatorStatus } from "../../lib/validators/status";
import { registeredValidator } from "../../lib/validators/types";
import { freshRecord, recordHealth, recordStatus } from "./record-rules";
import type { OracleValidator } from "./types";

// The oracle and the dashboard each keep their own rules; this one table holds both to the pool's. A rule that
// drifts on either side fails here even when the oracle and the page still agree with each other.

const BOND = 50_000_000_000_000_000n; // 0.05 ETH, the local and holesky bond
const OWNER = "0x00000000000000000000000000000000000000aa";

const REGISTERED: OracleValidator = {
  index: 7,
  eth1: OWNER,
  rewards: 0n,
  stake: 50_000_000_000_000_000n,
  slashMiss: 0,
  slashFee: 0,
  firstBlockProposed: false,
  firstMissedSlot: false,
  excludeRebalance: false,
  exitRequested: false,
  active: true,
  deactivated: false,
};

const CASES: [string, Partial<OracleValidator>, string, string][] = [
  ["just registered", {}, "Pending", "Good"],
  ["activated with the full bond", { firstBlockProposed: true }, "Active", "Good"],
  ["a miss while Pending", { slashMiss: 1 }, "Pending", "Missed block proposal"],
  [
    "a forgiven first miss",
    { firstBlockProposed: true, firstMissedSlot: true, slashMiss: 1 },
    "Active",
    "Missed block proposal",
  ],
  [
    "a second miss, topped-up amount taken",
    { firstBlockProposed: true, firstMissedSlot: true, slashMiss: 1, stake: 35_000_000_000_000_000n },
    "Active",
    "Missed block proposal",
  ],
  ["a block paying someone else", { firstBlockProposed: true, slashFee: 1 }, "Active", "Wrong fee recipient"],
  [
    "a miss and a wrong fee: the miss first",
    { firstBlockProposed: true, slashMiss: 1, slashFee: 1 },
    "Active",
    "Missed block proposal",
  ],
  [
    "left out by the relay check",
    { firstBlockProposed: true, excludeRebalance: true },
    "Active",
    "Relay incorrect fee recipient",
  ],
  [
    "relay check and a short bond: the relay first",
    { firstBlockProposed: true, excludeRebalance: true, stake: 35_000_000_000_000_000n },
    "Active",
    "Relay incorrect fee recipient",
  ],
  ["below the full bond", { firstBlockProposed: true, stake: 35_000_000_000_000_000n }, "Active", "Penalized"],
  ["exit requested", { firstBlockProposed: true, exitRequested: true }, "Exit Requested", "Good"],
  ["exit requested while Pending", { exitRequested: true }, "Exit Requested", "Good"],
  ["exited, bond still in the pool", { firstBlockProposed: true, active: false }, "Exited", "Good"],
  [
    "exited, bond withdrawn, rewards unclaimed",
    { firstBlockProposed: true, active: false, stake: 0n, rewards: 1_000_000_000_000_000n },
    "Exited",
    "Good",
  ],
  ["exited and paid out", { firstBlockProposed: true, active: false, stake: 0n }, "Unregistered", "Good"],
  [
    "expelled for a wrong fee recipient",
    { firstBlockProposed: true, active: false, deactivated: true, stake: 0n, slashFee: 1 },
    "Unregistered",
    "Wrong fee recipient",
  ],
];

describe("the oracle's record rules and the dashboard's agree on one table", () => {
  describe.each(CASES)("%s", (_name, fields, status, health) => {
    const record: OracleValidator = { ...REGISTERED, ...fields };

    it(`oracle: ${status}, ${health}`, () => {
      expect(recordStatus(record)).toBe(status);
      expect(recordHealth(record, BOND)).toBe(health);
    });

    it(`dashboard: ${status}, ${health}`, () => {
      expect(validatorStatus(record)).toBe(status);
      expect(validatorHealth(record, BOND)).toBe(health);
    });
  });

  it("a registration creates the same record on both sides: active, full bond, owner lowercased", () => {
    const owner = "0x00000000000000000000000000000000000000AA";
    expect(freshRecord(7, owner, BOND)).toEqual(REGISTERED);
    expect(registeredValidator(7, owner, BOND)).toEqual(REGISTERED);
  });
});
