import { historySnapshotLeftOut } from "@/lib/copy/history";
import type { SnapshotRefused } from "../account/useChainList";

/** One line when the history snapshot the site carries was left out of the read, saying why; nothing otherwise. */
export function SnapshotNote({ refused }: { refused: SnapshotRefused }) {
  if (refused === null) return null;
  return (
    <p
      role="status"
      data-testid="history-snapshot-note"
      data-why={refused.why}
      className="rounded-xl border border-surface-line bg-surface px-4 py-3 text-sm text-ink-muted"
    >
      {historySnapshotLeftOut(refused.why, refused.block)}
    </p>
  );
}
