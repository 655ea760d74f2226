import { COUNTDOWN_NOTE_ID, COUNTDOWN_VALUE_ID } from "@/components/first-screen-marks";
import type { WrittenFigure } from "@/lib/figure-text";
import { countdownNote } from "@/lib/validators/first-screen-figures";

/**
 * The time left in the current reward cycle, or why it is not known. Each part is one text, always there (the note
 * empty when there is none), so the first-screen module can write it before the app starts (components/first-screen.ts).
 */
export function CycleCountdown({ timeLeft }: { timeLeft: WrittenFigure }) {
  return (
    // A line of its own below 992 px, so "unknown (still being read)" and "6 days" take the same room.
    <p className="w-full text-sm text-ink-muted desktop:w-auto">
      Reward cycle ends in{" "}
      <span className="font-semibold text-ink" data-testid={COUNTDOWN_VALUE_ID} suppressHydrationWarning>
        {timeLeft.value}
      </span>
      <span data-testid={COUNTDOWN_NOTE_ID} suppressHydrationWarning>
        {countdownNote(timeLeft)}
      </span>
    </p>
  );
}
