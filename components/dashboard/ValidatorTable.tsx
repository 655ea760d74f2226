import type { ReactNode } from "react";
import type { BondAction } from "@/lib/validators/bond-action";
import type { ValidatorRow } from "@/lib/validators/rows";
import { BondCell } from "./BondCell";
import { InfoMarker } from "./InfoMarker";
import { NoValidators } from "./NoValidators";
import { StatusIcon } from "./StatusIcon";

export interface ValidatorTableProps {
  rows: readonly ValidatorRow[];
  busy: boolean;
  onToggle: (row: ValidatorRow) => void;
  onBondAction: (index: number, action: Exclude<BondAction, null>) => void;
  /** Shown under each Withdraw bond: whether the bond's proof matches the pool's root. */
  bondMark?: ReactNode;
}

const HEAD = "px-1.5 py-2 desktop:px-3 text-left text-xs font-bold uppercase tracking-wider text-ink-faint";

export function ValidatorTable({ rows, busy, onToggle, onBondAction, bondMark }: ValidatorTableProps) {
  if (rows.length === 0) return <NoValidators />;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-surface-line">
            <th className={HEAD}>
              <span className="sr-only">Status</span>
            </th>
            <th className={HEAD}>INDEX</th>
            <th className={HEAD}>BOND</th>
            <th className={HEAD}>UNCLAIMED</th>
            <th className={HEAD}>
              <span className="sr-only">Info</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.index}
              data-testid={`validator-${row.index}`}
              data-status={row.status}
              className="border-b border-surface-line/60 last:border-0"
            >
              <td className="px-1.5 py-3 desktop:px-3">
                <label className="flex items-center gap-2 desktop:gap-3">
                  <input
                    type="checkbox"
                    checked={row.selected}
                    disabled={!row.selectable || busy}
                    onChange={() => onToggle(row)}
                    aria-label={`Select validator ${row.index}`}
                    className="size-4 accent-brand disabled:opacity-30"
                  />
                  <StatusIcon status={row.status} />
                </label>
              </td>
              <td className="px-1.5 py-3 desktop:px-3 font-semibold tabular-nums">{row.index}</td>
              <td className="px-1.5 py-3 desktop:px-3">
                <BondCell
                  index={row.index}
                  bond={row.bond}
                  action={row.bondAction}
                  disabled={busy}
                  onAction={onBondAction}
                />
                {row.bondAction === "withdraw" ? bondMark : null}
              </td>
              <td className="px-1.5 py-3 desktop:px-3 tabular-nums">{row.unclaimed}</td>
              <td className="px-1.5 py-3 desktop:px-3 text-right">
                <InfoMarker index={row.index} text={row.tooltip} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
