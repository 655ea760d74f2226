import type { Hex } from "viem";
import type { PoolEventLog, PoolEventName } from "@/lib/validators/events";

/** One of the address's pool events, as the History keeps it (and stores it between visits). */
export interface HistoryEvent {
  readonly kind: PoolEventName;
  readonly blockNumber: bigint;
  readonly logIndex: number;
  readonly transactionHash: Hex;
  /** The validators it names, in the event's order. */
  readonly validators: readonly number[];
  /** Wei moved by the event; null for the events that carry no amount (Registered, ExitRequested). */
  readonly value: bigint | null;
  /** The block's timestamp, in seconds. */
  readonly time: number;
}

/** A decoded pool log and its block's timestamp → a History event. */
export function historyEvent(log: PoolEventLog, time: number): HistoryEvent {
  const position = {
    kind: log.eventName,
    blockNumber: log.blockNumber,
    logIndex: log.logIndex,
    transactionHash: log.transactionHash,
    time,
  };
  switch (log.eventName) {
    case "Registered":
    case "ExitRequested":
      return { ...position, validators: log.args.indexes.map(Number), value: null };
    case "RewardsWithdrawal":
    case "StakeWithdrawal":
      return { ...position, validators: log.args.indexes.map(Number), value: log.args.value };
    case "StakeAdded":
      return { ...position, validators: [Number(log.args.index)], value: log.args.value };
  }
}

/** A log's identity: the same transaction and log index is the same event. */
export const historyEventId = (event: Pick<HistoryEvent, "transactionHash" | "logIndex">) =>
  `${event.transactionHash.toLowerCase()}:${event.logIndex}`;

function chainOrder(a: HistoryEvent, b: HistoryEvent): number {
  if (a.blockNumber !== b.blockNumber) return a.blockNumber < b.blockNumber ? -1 : 1;
  return a.logIndex - b.logIndex;
}

/**
 * The events of both lists, each once, in chain order (oldest first). A later list wins for an event both hold,
 * so a re-read tail replaces what an earlier read of the same blocks said.
 */
export function mergeHistory(...lists: readonly (readonly HistoryEvent[])[]): HistoryEvent[] {
  const byId = new Map<string, HistoryEvent>();
  for (const list of lists) for (const event of list) byId.set(historyEventId(event), event);
  return [...byId.values()].sort(chainOrder);
}
