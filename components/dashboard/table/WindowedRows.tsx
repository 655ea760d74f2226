import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useLayoutEffect, useRef, useState } from "react";
import type { ValidatorRow } from "@/lib/validators/rows";
import { ValidatorTableRow, type ValidatorTableRowProps } from "./ValidatorTableRow";

/** What every row of the table gets, but its own data and place. */
export type RowsProps = Omit<ValidatorTableRowProps, "row" | "rowIndex" | "measureRef" | "dataIndex"> & {
  rows: readonly ValidatorRow[];
};

/** A row's height before it is measured (a desktop row is 49 px). */
const ROW_ESTIMATE_PX = 49;
/** Rows kept in the DOM above and below the viewport, so scrolling never shows a gap. */
const OVERSCAN = 12;

/** The measured height of a rendered row; jsdom lays nothing out, so an unmeasurable row keeps the estimate. */
const measureRow = (element: Element) => element.getBoundingClientRect().height || ROW_ESTIMATE_PX;

/**
 * Only the rows around the viewport, between two spacer rows that keep the table its full height, so the page
 * scrolls as if every row were there. The rows say where they sit (aria-rowindex of the table's aria-rowcount).
 * A module of its own: only a long list needs it (ValidatorTable.tsx loads it), and with it
 * `@tanstack/react-virtual`, which the dashboard's code would otherwise bring to every account.
 */
export function WindowedRows({ rows, ...handlers }: RowsProps) {
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
