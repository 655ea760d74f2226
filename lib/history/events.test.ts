import { describe, expect, it } from "vitest";
import type { PoolEventLog } from "@/lib/validators/events";
import { historyEvent, mergeHistory, type HistoryEvent } from "./events";

const TX_A = "0x00000000000000000000000000000000000000000000000000000000000000aa";
const TX_B = "0x00000000000000000000000000000000000000000000000000000000000000bb";
const ALICE = "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65";
const at = { transactionHash: TX_A, logIndex: 2, blockNumber: 40n } as const;

describe("historyEvent", () => {
  it("keeps a claim's validators and its amount to the wei", () => {
    const log: PoolEventLog = {
      ...at,
      eventName: "RewardsWithdrawal",
      args: { eth1: ALICE, indexes: [101n, 102n], value: 428_475_000_000_000_000n },
    };
    expect(historyEvent(log, 1_764_000_000)).toEqual({
      kind: "RewardsWithdrawal",
      blockNumber: 40n,
      logIndex: 2,
      transactionHash: TX_A,
      validators: [101, 102],
      value: 428_475_000_000_000_000n,
      time: 1_764_000_000,
    });
  });

  it("gives a registration and an exit request no amount", () => {
    const registered: PoolEventLog = { ...at, eventName: "Registered", args: { eth1: ALICE, indexes: [104n] } };
    const exit: PoolEventLog = { ...at, eventName: "ExitRequested", args: { eth1: ALICE, indexes: [101n, 103n] } };
    expect(historyEvent(registered, 5)).toMatchObject({ validators: [104], value: null });
    expect(historyEvent(exit, 5)).toMatchObject({ validators: [101, 103], value: null });
  });

  it("names the one validator a bond top-up is for", () => {
    const log: PoolEventLog = {
      ...at,
      eventName: "StakeAdded",
      args: { eth1: ALICE, index: 203n, value: 15_000_000_000_000_000n },
    };
    expect(historyEvent(log, 5)).toMatchObject({
      kind: "StakeAdded",
      validators: [203],
      value: 15_000_000_000_000_000n,
    });
  });
});

function event(blockNumber: bigint, logIndex: number, transactionHash: `0x${string}`, time = 1): HistoryEvent {
  return { kind: "ExitRequested", blockNumber, logIndex, transactionHash, validators: [101], value: null, time };
}

describe("mergeHistory", () => {
  it("puts the events of both lists in chain order, by block then log index", () => {
    const merged = mergeHistory([event(9n, 0, TX_A), event(3n, 4, TX_A)], [event(3n, 1, TX_B)]);
    expect(merged.map((e) => [e.blockNumber, e.logIndex])).toEqual([
      [3n, 1],
      [3n, 4],
      [9n, 0],
    ]);
  });

  it("keeps an event both lists hold once, as the later list has it (hash case does not matter)", () => {
    const merged = mergeHistory(
      [event(3n, 1, TX_B, 100)],
      [event(3n, 1, TX_B.toUpperCase().replace("0X", "0x") as `0x${string}`, 200)],
    );
    expect(merged).toHaveLength(1);
    expect(merged[0]?.time).toBe(200);
  });
});
