"use client";

import { useMemo } from "react";
import { network } from "@/lib/network";
import { chainRows, type ExitsLeaf } from "@/lib/validators/chain-rows";
import { selectRows, unselectedRows, type ValidatorRow } from "@/lib/validators/rows";
import type { Selection } from "@/lib/validators/selection";
import type { ListView } from "@/lib/validators/wind-down";

const NO_ROWS: readonly ValidatorRow[] = [];

/**
 * The table's rows: the pool API's list, or the one read from the pool's events when the API cannot give it. Worked
 * out again only when the list or the exits proof changes; a tick of a checkbox only swaps the rows whose tick changed.
 */
export function useValidatorRows(
  view: ListView,
  exits: ExitsLeaf | null,
  selection: Selection,
): readonly ValidatorRow[] {
  const unselected = useMemo(() => {
    switch (view.source) {
      case "api":
        return unselectedRows(view.validators, exits?.proof ?? null, network, view.asOf);
      case "chain":
        return chainRows(view.validators, exits, view.why);
      case "none":
        return NO_ROWS;
    }
  }, [view, exits]);
  return useMemo(() => selectRows(unselected, selection), [unselected, selection]);
}
