import { MISMATCH_MARK, verifiedMark } from "@/lib/copy/trees";

/** Whether a claim's proof leads to the pool's root on chain; nothing while there is no proof or no reading. */
export function RootMark({
  matches,
  epoch,
  compact = false,
}: {
  matches: boolean | null | undefined;
  epoch: number | undefined;
  /** In a table cell on a phone: the symbol alone, its words for screen readers and on hover. */
  compact?: boolean;
}) {
  if (matches === null || matches === undefined || epoch === undefined) return null;
  const text = matches ? verifiedMark(epoch) : MISMATCH_MARK;
  return (
    <span
      className={`text-xs font-semibold ${matches ? "text-status-active" : "text-danger"}`}
      data-testid="root-mark"
      data-verified={matches ? "true" : "false"}
      title={compact ? text : undefined}
    >
      {matches ? "✓" : "⚠"} <span className={compact ? "phone:sr-only" : undefined}>{text}</span>
    </span>
  );
}
