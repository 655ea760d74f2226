import type { Hex } from "viem";
import { describe, expect, it } from "vitest";
import { applyPoolEvent, applyPoolEvents, createValidatorListState, type PoolEventLog } from "./events";

const OWNER = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";
const TX: Hex = "0x1111111111111111111111111111111111111111111111111111111111111111";
const BOND = 10_000_000_000_000_000n;

const exitRequested = (index: number, logIndex: number, removed?: boolean): PoolEventLog => ({
  eventName: "ExitRequested",
  args: { eth1: OWNER, indexes: [BigInt(index)] },
  blockNumber: 100n,
  logIndex,
  transactionHash: TX,
  ...(removed === undefined ? {} : { removed }),
});

describe("the events reducer's log order and reorg removals", () => {
  it("orders logs within one transaction by logIndex as numbers (9 before 10)", () => {
    const state = applyPoolEvents(createValidatorListState([], BOND), [
      exitRequested(1, 10),
      exitRequested(2, 9),
      exitRequested(3, 2),
    ]);
    expect(state.logs.map((l) => l.logIndex)).toEqual([2, 9, 10]);
  });

  it("removes only the reorged log when several are applied", () => {
    const applied = applyPoolEvents(createValidatorListState([], BOND), [
      exitRequested(1, 1),
      exitRequested(2, 2),
      exitRequested(3, 3),
    ]);
    const after = applyPoolEvent(applied, exitRequested(2, 2, true));
    expect(after.logs.map((l) => l.logIndex)).toEqual([1, 3]);
  });

  it("ignores the removal of a log it never applied", () => {
    const applied = applyPoolEvents(createValidatorListState([], BOND), [exitRequested(1, 1)]);
    expect(applyPoolEvent(applied, exitRequested(2, 2, true))).toBe(applied);
  });
});
