import { lazy, Suspense, useCallback, useLayoutEffect, useRef, type ReactNode } from "react";
import type { FeeAccount } from "@/components/fee-recipient/FeeRecipientReminder";
import type { WriteLock } from "@/components/write-lock";
import type { BondAction } from "@/lib/validators/bond-action";
import type { ValidatorRow } from "@/lib/validators/rows";
import { NoValidators } from "../status/NoValidators";
import { ValidatorTableRow } from "./ValidatorTableRow";
import type { RowsProps } from "./WindowedRows";

export interface ValidatorTableProps {
  rows: readonly ValidatorRow[];
  busy: boolean;
  /** Someone else's address is shown: every checkbox and bond action is disabled and says why. */
  lock?: WriteLock;
  onToggle: (row: ValidatorRow) => void;
  onBondAction: (index: number, action: Exclude<BondAction, null>) => void;
  /** Shown under each Withdraw bond: whether the bond's proof matches the pool's root. */
  bondMark?: ReactNode;
  /** Beacon chain explorer base URL: each index links to its validator page; null keeps it plain text. */
  beaconExplorerUrl?: string | null;
  /** Where Exit Requested and Exited rows keep their fee-recipient reminder's "done". */
  feeAccount?: FeeAccount;
}

/** Up to this many rows are all in the DOM; a longer list keeps only the rows near the viewport. */
export const ALL_ROWS_UP_TO = 200;
const HEAD = "px-1.5 py-2 desktop:px-3 text-left text-xs font-bold uppercase sm:tracking-wider text-ink-faint";

function AllRows({ rows, ...handlers }: RowsProps) {
  return (
    <tbody>
      {rows.map((row, i) => (
        <ValidatorTableRow key={row.index} row={row} rowIndex={i + 2} {...handlers} />
      ))}
    </tbody>
  );
}

/**
 * A long list's rows, windowed: their code (and the virtualizer's) is fetched when a list is first that long. Until
 * it is there, the list's first rows are drawn in full, as a short list's are.
 */
const LazyWindowedRows = lazy(() => import("./WindowedRows").then((m) => ({ default: m.WindowedRows })));

/** The rows drawn while the windowed list's code arrives: about a tall screen's worth. */
const FIRST_ROWS = 40;

function WindowedRows(props: RowsProps) {
  return (
    <Suspense fallback={<AllRows {...props} rows={props.rows.slice(0, FIRST_ROWS)} />}>
      <LazyWindowedRows {...props} />
    </Suspense>
  );
}

export function ValidatorTable({ onToggle, onBondAction, ...table }: ValidatorTableProps) {
  // The rows get stable handlers that call the latest ones, so a memoized row re-renders only when its data changes.
  const latest = useRef({ onToggle, onBondAction });
  useLayoutEffect(() => {
    latest.current = { onToggle, onBondAction };
  });
  const toggle = useCallback((row: ValidatorRow) => latest.current.onToggle(row), []);
  const bondAction = useCallback(
    (index: number, action: Exclude<BondAction, null>) => latest.current.onBondAction(index, action),
    [],
  );

  const { rows } = table;
  if (rows.length === 0) return <NoValidators />;
  const Rows = rows.length > ALL_ROWS_UP_TO ? WindowedRows : AllRows;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm" aria-rowcount={rows.length + 1}>
        <thead>
          <tr aria-rowindex={1} className="border-b border-surface-line">
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
        <Rows {...table} onToggle={toggle} onBondAction={bondAction} />
      </table>
    </div>
  );
}
