import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import type { WriteLock } from "@/components/write-lock";
import type { BondAction } from "@/lib/validators/bond-action";
import type { ValidatorRow } from "@/lib/validators/rows";
import { NoValidators } from "./NoValidators";
import { ValidatorTableRow } from "./ValidatorTableRow";

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
}

/** Up to this many rows are all in the DOM; a longer list keeps only the rows near the viewport. */
export const ALL_ROWS_UP_TO = 200;
/** A row's height before it is measured (a desktop row is 49 px). */
const ROW_ESTIMATE_PX = 49;
/** Rows kept in the DOM above and below the viewport, so scrolling never shows a gap. */
const OVERSCAN = 12;

const HEAD = "px-1.5 py-2 desktop:px-3 text-left text-xs font-bold uppercase sm:tracking-wider text-ink-faint";

type RowsProps = Omit<ValidatorTableProps, "rows"> & { rows: readonly ValidatorRow[] };

function AllRows({ rows, ...handlers }: RowsProps) {
  return (
    <tbody>
      {rows.map((row, i) => (
        <ValidatorTableRow key={row.index} row={row} rowIndex={i + 2} {...handlers} />
      ))}
    </tbody>
  );
}

/** The measured height of a rendered row; jsdom lays nothing out, so an unmeasurable row keeps the estimate. */
const measureRow = (element: Element) => element.getBoundingClientRect().height || ROW_ESTIMATE_PX;

/**
 * Only the rows around the viewport, between two spacer rows that keep the table its full height, so the page
 * scrolls as if every row were there. The rows say where they sit (aria-rowindex of the table's aria-rowcount).
 */
function WindowedRows({ rows, ...handlers }: RowsProps) {
  const body = useRef<HTMLTableSectionElement>(null);
  // Where the list starts on the page: the window scrolls, not the table.
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () => setTop(body.current ? body.current.getBoundingClientRect().top + window.scrollY : 0);
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: OVERSCAN,
    scrollMargin: top,
    getItemKey: (i) => rows[i]?.index ?? i,
    measureElement: measureRow,
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  const above = first ? first.start - top : 0;
  const below = last ? virtualizer.getTotalSize() - last.end : 0;
  return (
    <tbody ref={body}>
      {above > 0 ? <tr aria-hidden="true" style={{ height: above }} /> : null}
      {items.map((item) => {
        const row = rows[item.index];
        return row ? (
          <ValidatorTableRow
            key={item.key}
            row={row}
            rowIndex={item.index + 2}
            dataIndex={item.index}
            measureRef={virtualizer.measureElement}
            {...handlers}
          />
        ) : null;
      })}
      {below > 0 ? <tr aria-hidden="true" style={{ height: below }} /> : null}
    </tbody>
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
