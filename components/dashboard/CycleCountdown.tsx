import { figureNote, figureText } from "@/lib/figure-text";
import type { Figure } from "@/lib/figure";

/** The time left in the current reward cycle, or why it is not known. */
export function CycleCountdown({ timeLeft }: { timeLeft: Figure<string> }) {
  const note = figureNote(timeLeft);
  return (
    // A line of its own below 992 px, so "unknown (still being read)" and "6 days" take the same room.
    <p className="w-full text-sm text-ink-muted desktop:w-auto">
      Reward cycle ends in{" "}
      <span className="font-semibold text-ink" data-testid="cycle-time-left">
        {figureText(timeLeft, (text) => text)}
      </span>
      {note ? <span data-testid="cycle-note"> ({note})</span> : null}
    </p>
  );
}
