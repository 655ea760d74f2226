import type { Hex } from "viem";
import { HISTORY_EVENT_LABELS } from "@/lib/copy/history";
import { formatEth } from "@/lib/format";
import { historyEventId, type HistoryEvent } from "./events";

/** One line of the History as the section shows it: every cell already text. */
export interface HistoryRow {
  readonly id: string;
  /** "2026-11-23" and "15:08 UTC": a narrow screen breaks the date between them, never inside either. */
  readonly day: string;
  readonly time: string;
  readonly event: string;
  readonly validators: string;
  readonly amount: string;
  readonly transactionHash: Hex;
  /** The explorer's page for the transaction; null where the network has no explorer (the local chain). */
  readonly transactionUrl: string | null;
}

/** ["2026-11-23", "15:08 UTC"]: the same form as the cycle's end date, in two parts. */
export function formatEventDate(seconds: number): readonly [string, string] {
  const iso = new Date(seconds * 1000).toISOString();
  return [iso.slice(0, 10), `${iso.slice(11, 16)} UTC`];
}

/** The explorer's page for a transaction, or null without an explorer. */
export function transactionUrl(explorerUrl: string | null, hash: Hex): string | null {
  return explorerUrl ? `${explorerUrl}/tx/${hash}` : null;
}

/** The section's rows, newest first; amounts in ETH with 3 decimals like the table, "—" for events without one. */
export function historyRows(events: readonly HistoryEvent[], explorerUrl: string | null): HistoryRow[] {
  return [...events].reverse().map((e) => {
    const [day, time] = formatEventDate(e.time);
    return {
      id: historyEventId(e),
      day,
      time,
      event: HISTORY_EVENT_LABELS[e.kind],
      validators: e.validators.join(", "),
      amount: e.value === null ? "—" : `${formatEth(e.value)} ETH`,
      transactionHash: e.transactionHash,
      transactionUrl: transactionUrl(explorerUrl, e.transactionHash),
    };
  });
}
