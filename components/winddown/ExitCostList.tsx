import { COST_EXPLAINED, COST_TITLE, costLine, costTotal, NO_COST } from "@/lib/copy/wind-down";

export interface ExitCostText {
  readonly index: number;
  /** ETH with 3 decimals. */
  readonly forfeited: string;
}

/** What exiting now gives to the pool: each Pending validator's accrued rewards, and their total. */
export function ExitCostList({ costs, total }: { costs: readonly ExitCostText[]; total: string }) {
  return (
    <div data-testid="exit-cost" className="flex flex-col gap-1 text-sm">
      <p className="font-bold">{COST_TITLE}</p>
      {costs.length === 0 ? (
        <p className="text-ink-muted">{NO_COST}</p>
      ) : (
        <>
          <p className="text-ink-muted">{COST_EXPLAINED}</p>
          <ul className="list-inside list-disc text-status-pending">
            {costs.map((c) => (
              <li key={c.index}>{costLine(c.index, c.forfeited)}</li>
            ))}
          </ul>
          <p className="font-semibold text-status-pending">{costTotal(total)}</p>
        </>
      )}
    </div>
  );
}
