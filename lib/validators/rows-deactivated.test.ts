import { describe, expect, it } from "vitest";
import { unselectedRows } from "./rows";
import { unknownValidator, type Validator } from "./types";

const AMOUNTS = { bond: 50_000_000_000_000_000n, topUp: 15_000_000_000_000_000n };
const known = (index: number, over: Partial<Validator>): Validator => ({
  ...unknownValidator(index),
  eth1: "0x00000000000000000000000000000000000000aa",
  active: false,
  stake: 0n,
  rewards: 0n,
  ...over,
});

// The oracle ignores a deactivated validator's registration and keeps the bond: its row must never be offered.
describe("deactivated validators in the table", () => {
  it("an Unregistered row that is deactivated cannot be selected", () => {
    const [row] = unselectedRows([known(401, { deactivated: true })], null, AMOUNTS);
    expect(row?.status).toBe("Unregistered");
    expect(row?.selectable).toBe(false);
  });

  it("the same row, not deactivated, can be selected", () => {
    const [row] = unselectedRows([known(401, { deactivated: false })], null, AMOUNTS);
    expect(row?.status).toBe("Unregistered");
    expect(row?.selectable).toBe(true);
  });

  it("an Active row that is deactivated can still be selected for exit", () => {
    const [row] = unselectedRows(
      [known(402, { deactivated: true, active: true, firstBlockProposed: true, stake: 50_000_000_000_000_000n })],
      null,
      AMOUNTS,
    );
    expect(row?.status).toBe("Active");
    expect(row?.selectable).toBe(true);
  });
});
