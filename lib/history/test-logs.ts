import { encodeAbiParameters, encodeEventTopics, numberToHex, type Address, type Hex, type RpcLog } from "viem";
import { smoothlyPoolAbi } from "@/lib/protocol/abi.generated";
import type { HistoryEvent } from "./events";

/** What the unit tests' fake nodes return: the pool's owner events as a node encodes them. */
export const TEST_POOL: Address = "0xdDdaBb545F2dc906259A9a26C33095a37f5AB1F9";
export const TEST_ALICE: Address = "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65";
export const TEST_BOB: Address = "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc";

type OwnerEvent =
  | { readonly name: "Registered" | "ExitRequested"; readonly indexes: readonly bigint[] }
  | {
      readonly name: "RewardsWithdrawal" | "StakeWithdrawal";
      readonly indexes: readonly bigint[];
      readonly value: bigint;
    }
  | { readonly name: "StakeAdded"; readonly index: bigint; readonly value: bigint };

function data(event: OwnerEvent): Hex {
  switch (event.name) {
    case "Registered":
    case "ExitRequested":
      return encodeAbiParameters([{ type: "uint64[]" }], [event.indexes]);
    case "RewardsWithdrawal":
    case "StakeWithdrawal":
      return encodeAbiParameters([{ type: "uint64[]" }, { type: "uint256" }], [event.indexes, event.value]);
    case "StakeAdded":
      return encodeAbiParameters([{ type: "uint64" }, { type: "uint256" }], [event.index, event.value]);
  }
}

/** A log of `owner`'s `event` in `block`; the transaction hash is the block number, padded. */
export function ownerLog(owner: Address, event: OwnerEvent, block: number, logIndex = 0): RpcLog {
  return {
    address: TEST_POOL,
    blockHash: `0x${block.toString(16).padStart(64, "b")}`,
    blockNumber: numberToHex(block),
    data: data(event),
    logIndex: numberToHex(logIndex),
    removed: false,
    topics: encodeEventTopics({ abi: smoothlyPoolAbi, eventName: event.name, args: { eth1: owner } }) as [Hex],
    transactionHash: `0x${block.toString(16).padStart(64, "0")}`,
    transactionIndex: "0x0",
  };
}

/** A History event as the page keeps it, for the snapshot's tests: in `block`, its transaction the block, padded. */
export function testEvent(
  kind: HistoryEvent["kind"],
  block: bigint,
  validators: readonly number[],
  more: Partial<HistoryEvent> = {},
): HistoryEvent {
  return {
    kind,
    blockNumber: block,
    logIndex: 0,
    transactionHash: `0x${block.toString(16).padStart(64, "0")}`,
    validators,
    value: null,
    time: 1_700_000_000 + Number(block) * 12,
    ...more,
  };
}
