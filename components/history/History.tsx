"use client";

import type { Address } from "viem";
import { downloadText } from "@/components/winddown/download";
import { historyCsv, historyCsvName } from "@/lib/history/csv";
import { historyRows } from "@/lib/history/rows";
import { useHistory } from "@/lib/history/use-history";
import { network } from "@/lib/network";
import { HistoryBody } from "./HistoryBody";

/** The History of one address (the connected one, or one looked up): read from the chain, kept in the browser. */
export function History({ address, refreshKey }: { address: Address; refreshKey?: number }) {
  const history = useHistory(address, refreshKey);
  const events = history.events;
  return (
    <HistoryBody
      rows={events === null ? null : historyRows(events, network.explorerUrl)}
      reading={history.reading}
      failed={history.failed}
      cancelled={history.status === "cancelled"}
      progress={history.progress}
      onRetry={history.retry}
      onCancel={history.cancel}
      onExport={() => {
        if (events === null) return;
        downloadText(historyCsvName(network.name, address), historyCsv(events, network.explorerUrl), "text/csv");
      }}
    />
  );
}
