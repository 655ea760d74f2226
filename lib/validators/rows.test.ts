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
