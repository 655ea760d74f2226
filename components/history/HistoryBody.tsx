import { EXPORT_CSV, HISTORY_EMPTY, HISTORY_FAILED, HISTORY_LOADING, HISTORY_RETRY } from "@/lib/copy/history";
import type { HistoryRow } from "@/lib/history/rows";
import { HistoryTable } from "./HistoryTable";

const BUTTON =
  "rounded-md border border-surface-line px-2 py-0.5 text-sm font-semibold text-ink hover:border-brand disabled:cursor-not-allowed disabled:opacity-40";

/** The open section's content: what is known, with the loading, failure and empty states in words. */
export function HistoryBody({
  rows,
  reading,
  failed,
  onRetry,
  onExport,
}: {
  /** null before anything is known. */
  rows: readonly HistoryRow[] | null;
  reading: boolean;
  failed: boolean;
  onRetry: () => void;
  onExport: () => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="text-sm text-ink-muted empty:hidden" data-testid="history-status">
        {failed ? (
          <span className="flex flex-wrap items-center gap-3">
            <span>{HISTORY_FAILED}</span>
            <button type="button" onClick={onRetry} className={BUTTON}>
              {HISTORY_RETRY}
            </button>
          </span>
        ) : reading ? (
          HISTORY_LOADING
        ) : rows !== null && rows.length === 0 ? (
          HISTORY_EMPTY
        ) : null}
      </p>
      {rows !== null && rows.length > 0 ? (
        <>
          <HistoryTable rows={rows} />
          <div className="flex justify-end">
            <button type="button" onClick={onExport} disabled={reading} className={BUTTON}>
              {EXPORT_CSV}
            </button>
          </div>
        </>
      ) : null}
    </div>
  );
}
