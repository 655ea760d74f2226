import { overdueLine } from "@/lib/copy/last-cycle";
import { formatCycleEnd } from "@/lib/validators/calendar";
import { wholeUnits } from "@/lib/validators/countdown";
import type { OverdueCycle } from "@/lib/validators/cycle-overdue";

/** Beside the countdown's "0 days": when the cycle was due, how long ago, and that the operators have not closed it. */
export function OverdueLine({ overdue }: { overdue: OverdueCycle | null }) {
  if (overdue === null) return null;
  return (
    <p data-testid="cycle-overdue" role="status" className="w-full text-sm font-semibold text-status-pending">
      {overdueLine(formatCycleEnd(overdue.dueSeconds), wholeUnits(overdue.lateSeconds))}
    </p>
  );
}
