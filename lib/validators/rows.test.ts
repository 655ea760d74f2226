import { describe, expect, it } from "vitest";
import { holeskyNetwork } from "@/lib/network/holesky";
import { selectRows, unselectedRows, validatorRows } from "./rows";
import { EMPTY_SELECTION, toggleSelection } from "./selection";
import { unknownValidator, type Proof, type Validator } from "./types";

const active = (index: number, over: Partial<Validator> = {}): Validator => ({
  ...unknownValidator(index),
  eth1: "0x00000000000000000000000000000000000000aa",
  active: true,
  firstBlockProposed: true,
  stake: 50_000_000_000_000_000n,
  rewards: 1_000_000_000_000_000n,
  ...over,
});

describe("validator rows", () => {
  it("sorts by index and offers Withdraw bond exactly where the exits proof names the validator", () => {
    const exits: Proof = { proof: [], indexes: [7, 3], amount: 1n };
    const rows = validatorRows(
      [active(7, { active: false }), active(3, { active: false }), active(5, { stake: 10n })],
      { withdrawals: null, exits },
      EMPTY_SELECTION,
      holeskyNetwork,
    );
    expect(rows.map((r) => [r.index, r.bondAction])).toEqual([
      [3, "withdraw"],
      [5, "add"],
      [7, "withdraw"],
    ]);
  });

  it("ticks the selected rows and keeps every other row's object, so only changed rows re-render", () => {
    const base = unselectedRows([active(1), active(2), active(3)], null, holeskyNetwork);
    const one = selectRows(base, toggleSelection(EMPTY_SELECTION, 2, "Active"));
    expect(one.map((r) => r.selected)).toEqual([false, true, false]);
    expect(one[0]).toBe(base[0]);
    expect(one[2]).toBe(base[2]);
    expect(one[1]).not.toBe(base[1]);

    const again = selectRows(base, toggleSelection(EMPTY_SELECTION, 2, "Active"));
    expect(again[1]).toBe(one[1]);
    expect(selectRows(base, EMPTY_SELECTION)).toBe(base);
  });
});

const AMOUNTS = { bond: 50_000_000_000_000_000n, topUp: 15_000_000_000_000_000n };

describe("row texts", () => {
  it("writes each row's own tooltip, bond and unclaimed text", () => {
    const rows = unselectedRows(
      [active(1), active(2, { stake: 35_000_000_000_000_000n, rewards: 2_500_000_000_000_000n }), active(3)],
      null,
      AMOUNTS,
    );
    expect(rows.map((r) => [r.tooltip, r.bond, r.unclaimed])).toEqual([
      ["Active · Good. This validator is active and accruing rewards.", "0.050", "0.001"],
      [
        "Active · Penalized. This validator has been penalized and part of its bond has been added to the pool. It earns no rewards until you add bond back to 0.05E.",
        "0.035",
        "0.002",
      ],
      ["Active · Good. This validator is active and accruing rewards.", "0.050", "0.001"],
    ]);
  });

  it("gives the pool API's amounts no note while they are current, and 'as of' its last answer once stale", () => {
    const list = [active(1), active(2, { rewards: 0n })];
    const current = unselectedRows(list, null, AMOUNTS);
    expect(current.map((r) => [r.bond, r.bondNote, r.unclaimed, r.unclaimedNote])).toEqual([
      ["0.050", null, "0.001", null],
      ["0.050", null, "0.000", null],
    ]);
    const old = unselectedRows(list, null, AMOUNTS, { kind: "time", at: Date.UTC(2026, 10, 24, 21, 5) });
    expect(old.map((r) => [r.bond, r.bondNote, r.unclaimed, r.unclaimedNote])).toEqual([
      ["0.050", "as of 21:05 UTC", "0.001", "as of 21:05 UTC"],
      ["0.050", "as of 21:05 UTC", "0.000", "as of 21:05 UTC"],
    ]);
  });

  it("works each tooltip out once per status and health, not once per row", () => {
    // Only the tooltip reads the penalty amount: counting its reads counts the texts worked out.
    let penaltyReads = 0;
    const amounts = {
      bond: 50_000_000_000_000_000n,
      get topUp() {
        penaltyReads += 1;
        return 15_000_000_000_000_000n;
      },
    };
    const rows = unselectedRows([active(1), active(2), active(3), active(4, { stake: 10n })], null, amounts);
    expect(rows.map((r) => r.tooltip.split(".")[0])).toEqual([
      "Active · Good",
      "Active · Good",
      "Active · Good",
      "Active · Penalized",
    ]);
    expect(penaltyReads).toBe(2);
  });
});
