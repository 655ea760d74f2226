import { describe, expect, it } from "vitest";
import {
  EMPTY_SELECTION,
  isSelectable,
  isSelected,
  reconcileSelection,
  selectionKindFor,
  toggleSelection,
  type Selection,
  type SelectionKind,
} from "./selection";
import type { ValidatorStatus } from "./status";

describe("selectionKindFor", () => {
  it.each<[ValidatorStatus, SelectionKind | null]>([
    ["Unregistered", "subscribe"],
    ["Pending", "exit"],
    ["Active", "exit"],
    ["Exit Requested", null],
    ["Exited", null],
  ])("%s → %s", (status, kind) => {
    expect(selectionKindFor(status)).toBe(kind);
    expect(isSelectable(status)).toBe(kind !== null);
  });
});

describe("toggleSelection", () => {
  const rows: [string, Selection, number, ValidatorStatus, Selection][] = [
    [
      "ticks an Unregistered row for subscribe",
      EMPTY_SELECTION,
      5,
      "Unregistered",
      { kind: "subscribe", indexes: [5] },
    ],
    ["ticks an Active row for exit", EMPTY_SELECTION, 5, "Active", { kind: "exit", indexes: [5] }],
    ["ticks a Pending row for exit", EMPTY_SELECTION, 5, "Pending", { kind: "exit", indexes: [5] }],
    [
      "adds a second row of the same kind, sorted",
      { kind: "exit", indexes: [9] },
      3,
      "Active",
      { kind: "exit", indexes: [3, 9] },
    ],
    [
      "Active and Pending mix in one exit",
      { kind: "exit", indexes: [1] },
      2,
      "Pending",
      { kind: "exit", indexes: [1, 2] },
    ],
    ["unticks a row", { kind: "subscribe", indexes: [1, 2] }, 1, "Unregistered", { kind: "subscribe", indexes: [2] }],
    ["unticking the last row empties the selection", { kind: "exit", indexes: [4] }, 4, "Active", EMPTY_SELECTION],
    [
      "an exit row clears a subscribe selection",
      { kind: "subscribe", indexes: [1, 2] },
      7,
      "Active",
      { kind: "exit", indexes: [7] },
    ],
    [
      "a subscribe row clears an exit selection",
      { kind: "exit", indexes: [3] },
      8,
      "Unregistered",
      { kind: "subscribe", indexes: [8] },
    ],
    ["Exit Requested is never selectable", EMPTY_SELECTION, 5, "Exit Requested", EMPTY_SELECTION],
    [
      "Exit Requested leaves an existing selection alone",
      { kind: "exit", indexes: [1] },
      5,
      "Exit Requested",
      { kind: "exit", indexes: [1] },
    ],
    [
      "Exited is never selectable",
      { kind: "subscribe", indexes: [1] },
      5,
      "Exited",
      { kind: "subscribe", indexes: [1] },
    ],
  ];

  it.each(rows)("%s", (_name, before, index, status, after) => {
    const frozen = Object.freeze({ ...before, indexes: Object.freeze([...before.indexes]) });
    expect(toggleSelection(frozen, index, status)).toEqual(after);
  });

  it("returns the same object when nothing changes", () => {
    const s: Selection = { kind: "exit", indexes: [1] };
    expect(toggleSelection(s, 2, "Exited")).toBe(s);
  });

  it("isSelected reads the indexes", () => {
    const s = toggleSelection(EMPTY_SELECTION, 4, "Active");
    expect(isSelected(s, 4)).toBe(true);
    expect(isSelected(s, 5)).toBe(false);
  });
});

describe("reconcileSelection", () => {
  const statuses = new Map<number, ValidatorStatus>([
    [1, "Pending"],
    [2, "Unregistered"],
    [3, "Exit Requested"],
  ]);
  const statusOf = (i: number) => statuses.get(i);

  it.each<[string, Selection, Selection]>([
    [
      "drops a subscribed row that became Pending",
      { kind: "subscribe", indexes: [1, 2] },
      { kind: "subscribe", indexes: [2] },
    ],
    ["drops an exit row that became Exit Requested", { kind: "exit", indexes: [1, 3] }, { kind: "exit", indexes: [1] }],
    ["drops rows that left the list", { kind: "exit", indexes: [1, 99] }, { kind: "exit", indexes: [1] }],
    ["empties when nothing fits", { kind: "exit", indexes: [2, 3] }, EMPTY_SELECTION],
  ])("%s", (_name, before, after) => {
    expect(reconcileSelection(before, statusOf)).toEqual(after);
  });

  it("keeps the same object when everything still fits", () => {
    const s: Selection = { kind: "exit", indexes: [1] };
    expect(reconcileSelection(s, statusOf)).toBe(s);
  });
});
