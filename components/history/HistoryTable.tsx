import { ExternalLink } from "@/components/ExternalLink";
import { abbreviateAddress } from "@/lib/format";
import { HISTORY_COLUMNS } from "@/lib/copy/history";
import type { HistoryRow } from "@/lib/history/rows";

const HEAD = "px-2 py-2 text-left text-xs font-bold uppercase tracking-wider text-ink-faint whitespace-nowrap";
const CELL = "px-2 py-2 align-top";

/** The address's pool events, newest first; a narrow screen scrolls the table sideways inside its own box. */
export function HistoryTable({ rows }: { rows: readonly HistoryRow[] }) {
  return (
    <div className="overflow-x-auto" data-testid="history-scroll">
      <table className="w-full text-sm" data-testid="history-table">
        <thead>
          <tr className="border-b border-surface-line">
            <th scope="col" className={HEAD}>
              {HISTORY_COLUMNS.date}
            </th>
            <th scope="col" className={HEAD}>
              {HISTORY_COLUMNS.event}
            </th>
            <th scope="col" className={HEAD}>
              {HISTORY_COLUMNS.validators}
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              {HISTORY_COLUMNS.amount}
            </th>
            <th scope="col" className={HEAD}>
              {HISTORY_COLUMNS.transaction}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              data-testid="history-row"
              data-tx={row.transactionHash}
              className="border-b border-surface-line last:border-0"
            >
              <td className={`${CELL} tabular-nums`}>
                <span className="whitespace-nowrap">{row.day}</span>{" "}
                <span className="whitespace-nowrap">{row.time}</span>
              </td>
              <td className={`${CELL} font-semibold`}>{row.event}</td>
              <td className={`${CELL} tabular-nums`}>{row.validators}</td>
              <td className={`${CELL} whitespace-nowrap text-right tabular-nums`}>{row.amount}</td>
              <td className={`${CELL} whitespace-nowrap font-mono text-xs`} title={row.transactionHash}>
                {row.transactionUrl ? (
                  <ExternalLink href={row.transactionUrl} className="text-brand underline hover:text-brand-strong">
                    {abbreviateAddress(row.transactionHash)}
                  </ExternalLink>
                ) : (
                  abbreviateAddress(row.transactionHash)
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
