import type { ReactNode } from "react";
import { lockAttributes, type WriteLock } from "@/components/write-lock";
import { UNLOCKS_OVERDUE_HINT } from "@/lib/copy/last-cycle";
import {
  EVERYTHING_OUT,
  EVERYTHING_OUT_REASON,
  FIGURE_HINTS,
  FIGURE_LABELS,
  WIND_DOWN_TITLE,
  WITHDRAW_EVERYTHING,
} from "@/lib/copy/wind-down";

/** One figure as written: "0.428 ETH" or "unknown", and where it comes from, since when, or why it is unknown. */
export interface WindDownFigureText {
  readonly value: string;
  readonly caption: string;
  /** Known, so the caption names a source; otherwise it is a warning. */
  readonly known: boolean;
}

export interface WindDownFigureTexts {
  readonly claimableNow: WindDownFigureText;
  readonly unlocksAfterCycle: WindDownFigureText;
  readonly stillBonded: WindDownFigureText;
  readonly accruing: WindDownFigureText;
}

const ORDER = ["claimableNow", "unlocksAfterCycle", "stillBonded", "accruing"] as const;

/** What this address still has in the pool, in four figures, and the one button that gets it out. */
export function WindDownPanel({
  figures,
  cycleEnd,
  overdue = false,
  everythingOut,
  everythingOutNote = null,
  disabled,
  lock,
  onWithdrawEverything,
}: {
  figures: WindDownFigureTexts;
  /** The cycle's end date, for the bond that unlocks then; null while the chain has not answered. */
  cycleEnd: string | null;
  /** The cycle is overdue (lib/validators/cycle-overdue.ts): the unlock waits for a close with no date. */
  overdue?: boolean;
  everythingOut: boolean;
  /** Under "Everything is out": the fee-recipient reminder for the validators that left. */
  everythingOutNote?: ReactNode;
  disabled: boolean;
  lock?: WriteLock;
  onWithdrawEverything: () => void;
}) {
  return (
    <section
      aria-labelledby="wind-down-title"
      data-testid="wind-down"
      className="rounded-2xl border border-surface-line bg-surface-raised p-4"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="wind-down-title" className="text-base font-extrabold">
          {WIND_DOWN_TITLE}
        </h2>
        {everythingOut ? null : (
          <button
            type="button"
            onClick={onWithdrawEverything}
            disabled={disabled || lock !== undefined}
            {...lockAttributes(lock)}
            className="rounded-xl bg-brand px-4 py-2 text-sm font-bold text-on-brand hover:bg-brand-strong focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-soft disabled:cursor-not-allowed disabled:opacity-40"
          >
            {WITHDRAW_EVERYTHING}
          </button>
        )}
      </div>
      {everythingOut ? (
        <p data-testid="everything-out" className="text-sm">
          <span className="font-bold">{EVERYTHING_OUT}</span>{" "}
          <span className="text-ink-muted">{EVERYTHING_OUT_REASON}</span>
        </p>
      ) : null}
      {everythingOut && everythingOutNote ? <div className="mt-3">{everythingOutNote}</div> : null}
      {everythingOut ? null : (
        <dl className="grid grid-cols-2 gap-3 desktop:grid-cols-4">
          {ORDER.map((key) => (
            <div key={key} data-testid={`figure-${key}`} className="rounded-xl bg-surface p-3">
              <dt className="text-xs font-bold uppercase tracking-wider text-ink-faint">{FIGURE_LABELS[key]}</dt>
              <dd className="mt-1 text-lg font-extrabold tabular-nums">{figures[key].value}</dd>
              <dd
                data-testid={`figure-${key}-source`}
                className={`mt-0.5 text-xs ${figures[key].known ? "text-ink-faint" : "font-semibold text-danger"}`}
              >
                {figures[key].caption}
              </dd>
              <dd className="mt-1 text-xs text-ink-muted">{figureHint(key, cycleEnd, overdue)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/** A figure's hint; "Unlocks after this cycle" names the cycle's end, or, overdue, says no date is known. */
function figureHint(key: (typeof ORDER)[number], cycleEnd: string | null, overdue: boolean): string {
  if (key !== "unlocksAfterCycle") return FIGURE_HINTS[key];
  if (overdue) return UNLOCKS_OVERDUE_HINT;
  return cycleEnd ? `${FIGURE_HINTS[key]} (${cycleEnd}).` : `${FIGURE_HINTS[key]}.`;
}
