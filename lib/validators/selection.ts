import type { RowStatus } from "./status";

export type SelectionKind = "subscribe" | "exit";

/** Which rows are ticked and for what; kind is null exactly when nothing is selected. */
export interface Selection {
  readonly kind: SelectionKind | null;
  /** Ascending, no duplicates. */
  readonly indexes: readonly number[];
}

export const EMPTY_SELECTION: Selection = { kind: null, indexes: [] };

/**
 * Unregistered rows subscribe, Active or Pending rows exit; Exit Requested and Exited rows are never selectable, nor
 * is a row whose status is unknown (its exit's cost and effect are the oracle's to know).
 */
export function selectionKindFor(status: RowStatus): SelectionKind | null {
  switch (status) {
    case "Unregistered":
      return "subscribe";
    case "Active":
    case "Pending":
      return "exit";
    case "Exit Requested":
    case "Exited":
    case "Unknown":
      return null;
  }
}

export function isSelectable(status: RowStatus): boolean {
  return selectionKindFor(status) !== null;
}

export function isSelected(selection: Selection, index: number): boolean {
  return selection.indexes.includes(index);
}

/**
 * Ticks or unticks one row. Ticking a row of the other kind starts a new selection of that kind
 * (selecting one kind clears the other); unselectable rows leave the selection as it is.
 */
export function toggleSelection(selection: Selection, index: number, status: RowStatus): Selection {
  const kind = selectionKindFor(status);
  if (kind === null) return selection;
  if (selection.kind !== kind) return { kind, indexes: [index] };
  if (selection.indexes.includes(index)) {
    const indexes = selection.indexes.filter((i) => i !== index);
    return indexes.length === 0 ? EMPTY_SELECTION : { kind, indexes };
  }
  return { kind, indexes: [...selection.indexes, index].sort((a, b) => a - b) };
}

/**
 * Drops rows whose status no longer fits the selection's kind (or that left the list), for example
 * after an event turned a selected Unregistered row into Pending.
 */
export function reconcileSelection(
  selection: Selection,
  statusOf: (index: number) => RowStatus | undefined,
): Selection {
  // Stryker disable next-line ConditionalExpression: a selection of no kind holds no index, so it comes back below too
  if (selection.kind === null) return selection;
  const kind = selection.kind;
  const indexes = selection.indexes.filter((i) => {
    const status = statusOf(i);
    // Stryker disable next-line ConditionalExpression: no status has no kind, which never equals the selection's
    return status !== undefined && selectionKindFor(status) === kind;
  });
  if (indexes.length === selection.indexes.length) return selection;
  return indexes.length === 0 ? EMPTY_SELECTION : { kind, indexes };
}
