import type { Hex } from "viem";
import { describe, expect, it } from "vitest";
import { applyPoolEvent, applyPoolEvents, createValidatorListState, poolEventLogId, type PoolEventLog } from "./events";

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

describe("a log's identity and its place among logs of the same position", () => {
  it("names a log by its lower-case transaction hash and log index", () => {
    expect(
      poolEventLogId({
        transactionHash: "0xABCDEF0000000000000000000000000000000000000000000000000000000001",
        logIndex: 7,
      }),
    ).toBe("0xabcdef0000000000000000000000000000000000000000000000000000000001:7");
  });

  // After a reorg another transaction can hold a block and log index that a log not yet removed holds: one order still.
  const TX_A: Hex = "0xaaaa000000000000000000000000000000000000000000000000000000000000";
  const TX_B: Hex = "0xbbbb000000000000000000000000000000000000000000000000000000000000";
  const at = (tx: Hex, index: number): PoolEventLog => ({ ...exitRequested(index, 4), transactionHash: tx });

  it.each([
    ["A then B", [at(TX_A, 1), at(TX_B, 2)]],
    ["B then A", [at(TX_B, 2), at(TX_A, 1)]],
  ])("orders them by id whatever the arrival order (%s, one batch)", (_name, batch) => {
    const state = applyPoolEvents(createValidatorListState([], BOND), batch);
    expect(state.logs.map((l) => l.transactionHash)).toEqual([TX_A, TX_B]);
  });

  it.each([
    ["A then B", at(TX_A, 1), at(TX_B, 2)],
    ["B then A", at(TX_B, 2), at(TX_A, 1)],
  ])("orders them by id whatever the arrival order (%s, two batches)", (_name, first, second) => {
    const state = applyPoolEvent(applyPoolEvent(createValidatorListState([], BOND), first), second);
    expect(state.logs.map((l) => l.transactionHash)).toEqual([TX_A, TX_B]);
  });
});
