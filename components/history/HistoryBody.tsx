import {
  EXPORT_CSV,
  HISTORY_CANCEL,
  HISTORY_EMPTY,
  HISTORY_FAILED,
  HISTORY_LOADING,
  HISTORY_RESUME,
  HISTORY_RETRY,
  HISTORY_STOPPED_EARLY,
  historyReading,
  historyStopped,
} from "@/lib/copy/history";
import type { HistoryRow } from "@/lib/history/rows";
import type { HistoryProgress } from "@/lib/history/scan";
import { HistoryTable } from "./HistoryTable";

const BUTTON =
  "rounded-md border border-surface-line px-2 py-0.5 text-sm font-semibold text-ink hover:border-brand disabled:cursor-not-allowed disabled:opacity-40";

function StatusWithAction({ text, action, onAction }: { text: string; action: string; onAction: () => void }) {
  return (
    <span className="flex flex-wrap items-center gap-3">
      <span>{text}</span>
      <button type="button" onClick={onAction} className={BUTTON}>
        {action}
      </button>
    </span>
  );
}

/** The open section's content: what is known, with the reading, stopped, failure and empty states in words. */
export function HistoryBody({
  rows,
  reading,
  failed,
  cancelled,
  progress,
  onRetry,
  onCancel,
  onExport,
}: {
  /** null before anything is known. */
  rows: readonly HistoryRow[] | null;
  reading: boolean;
  failed: boolean;
  cancelled: boolean;
  /** How far the read has come: shown while reading and after a cancel. */
  progress: HistoryProgress | null;
  onRetry: () => void;
  onCancel: () => void;
  onExport: () => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="text-sm text-ink-muted empty:hidden" data-testid="history-status">
        {failed ? (
          <StatusWithAction text={HISTORY_FAILED} action={HISTORY_RETRY} onAction={onRetry} />
        ) : cancelled ? (
          <StatusWithAction
            text={progress ? historyStopped(progress.through, progress.head) : HISTORY_STOPPED_EARLY}
            action={HISTORY_RESUME}
            onAction={onRetry}
          />
        ) : reading ? (
          <StatusWithAction
            text={progress ? historyReading(progress.through, progress.head) : HISTORY_LOADING}
            action={HISTORY_CANCEL}
            onAction={onCancel}
          />
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
