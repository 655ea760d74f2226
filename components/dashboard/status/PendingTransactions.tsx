import { ExternalLink } from "@/components/ExternalLink";
import { pendingText, type InflightRecord } from "@/lib/chain/write/inflight";
import { VIEW_IN_EXPLORER } from "@/lib/copy/transactions";

/** One line per transaction sent and not yet mined, kept across reloads, with its explorer link where there is one. */
export function PendingTransactions({
  records,
  explorerUrl,
}: {
  records: readonly InflightRecord[];
  explorerUrl: string | null;
}) {
  if (records.length === 0) return null;
  return (
    <ul aria-label="Pending transactions" className="flex flex-col gap-2">
      {records.map((record) => (
        <li
          key={record.hash}
          role="status"
          data-tx-hash={record.hash}
          className="flex flex-wrap items-center gap-3 rounded-lg border border-surface-line px-4 py-2 text-sm text-ink-muted"
        >
          <span
            aria-hidden="true"
            className="size-4 shrink-0 animate-spin rounded-full border-2 border-surface-line border-t-brand"
          />
          {pendingText(record)}
          {explorerUrl ? (
            <ExternalLink
              href={`${explorerUrl}/tx/${record.hash}`}
              className="font-semibold text-brand-soft hover:underline"
            >
              {VIEW_IN_EXPLORER}
            </ExternalLink>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
