/** The time left in the current reward cycle. */
export function CycleCountdown({ timeLeft }: { timeLeft: string }) {
  return (
    <p className="text-sm text-ink-muted">
      Reward cycle ends in{" "}
      <span className="font-semibold text-ink" data-testid="cycle-time-left">
        {timeLeft}
      </span>
    </p>
  );
}
