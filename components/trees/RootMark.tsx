import { MISMATCH_MARK, verifiedMark } from "@/lib/copy/trees";

/** Whether a claim's proof leads to the pool's root on chain; nothing while there is no proof or no reading. */
export function RootMark({ matches, epoch }: { matches: boolean | null | undefined; epoch: number | undefined }) {
  if (matches === null || matches === undefined || epoch === undefined) return null;
  return matches ? (
    <span className="text-xs font-semibold text-status-active" data-testid="root-mark" data-verified="true">
      ✓ {verifiedMark(epoch)}
    </span>
  ) : (
    <span className="text-xs font-semibold text-danger" data-testid="root-mark" data-verified="false">
      ⚠ {MISMATCH_MARK}
    </span>
  );
}
