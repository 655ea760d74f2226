"use client";

import { useMemo } from "react";
import { network } from "@/lib/network";
import { selectRows, unselectedRows, type ValidatorRow } from "@/lib/validators/rows";
import type { Selection } from "@/lib/validators/selection";
import type { Proof, Validator } from "@/lib/validators/types";

/**
 * The table's rows, worked out again only when the list or the exits proof changes; a tick of a checkbox only
 * swaps the rows whose tick changed.
 */
export function useValidatorRows(
  validators: readonly Validator[],
  exits: Proof | null,
  selection: Selection,
): readonly ValidatorRow[] {
  const unselected = useMemo(() => unselectedRows(validators, exits, network), [validators, exits]);
  return useMemo(() => selectRows(unselected, selection), [unselected, selection]);
}
