import { formatEther } from "viem";
import { HISTORY_EVENT_LABELS } from "@/lib/copy/history";
import type { NetworkName } from "@/lib/network";
import type { HistoryEvent } from "./events";
import { transactionUrl } from "./rows";

/**
 * The CSV is for accounting, so it differs from the section where exactness matters: amounts carry every wei
 * ("0.428475", not "0.428"), dates are ISO 8601 in UTC to the second, and rows run oldest first. Validators share
 * one field separated by spaces (a comma or semicolon would read as a column break in some spreadsheet locales), so
 * each event stays one row.
 */
export const CSV_HEADER = ["Date (UTC)", "Event", "Validators", "Amount (ETH)", "Transaction hash", "Transaction"];

/** One CSV field: quoted when it holds a quote, a comma, a line break or edge spaces; inner quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** "2026-11-23T15:08:10Z". */
function isoSeconds(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** The whole file: a header and one CRLF-terminated line per event, oldest first. */
export function historyCsv(events: readonly HistoryEvent[], explorerUrl: string | null): string {
  const lines = [
    CSV_HEADER,
    ...events.map((e) => [
      isoSeconds(e.time),
      HISTORY_EVENT_LABELS[e.kind],
      e.validators.join(" "),
      e.value === null ? "" : formatEther(e.value),
      e.transactionHash,
      transactionUrl(explorerUrl, e.transactionHash) ?? "",
    ]),
  ];
  return lines.map((fields) => fields.map(csvField).join(",") + "\r\n").join("");
}

/** smoothly-mainnet-0xabc…-history.csv: the network and the address, lower case. */
export function historyCsvName(network: NetworkName, address: string): string {
  return `smoothly-${network}-${address.toLowerCase()}-history.csv`;
}
