import { API, known, stale, type StaleAsOf } from "@/lib/figure";
import { figureNote } from "@/lib/figure-text";
import { formatEth } from "@/lib/format";
import { bondAction, type BondAction } from "./bond-action";
import { validatorHealth, type ValidatorHealth } from "./health";
import { isSelectable, type Selection } from "./selection";
import { validatorStatus, type RowStatus, type ValidatorStatus } from "./status";
import { tooltipText } from "./tooltip";
import type { PoolAmounts, PoolProofs, Proof, Validator } from "./types";

/** One table row, everything the table renders and nothing it must work out. */
export interface ValidatorRow {
  readonly index: number;
  readonly status: RowStatus;
  /** null when only the oracle knows it (a row from the pool's events alone). */
  readonly health: ValidatorHealth | null;
  /** The info marker's text: status, health and what they mean. */
  readonly tooltip: string;
  /** The bond in ETH with 3 decimals, or "unknown". */
  readonly bond: string;
  /** Why the bond is unknown, or since when it is stale; null when it is known. */
  readonly bondNote: string | null;
  readonly unclaimed: string;
  readonly unclaimedNote: string | null;
  /** The bond in wei, for Add bond (0 where it is unknown: nothing offers Add bond then). */
  readonly stake: bigint;
  readonly bondAction: BondAction;
  readonly selectable: boolean;
  readonly selected: boolean;
}

/** The table's rows in index order. */
export function validatorRows(
  validators: readonly Validator[],
  proofs: PoolProofs,
  selection: Selection,
  amounts: PoolAmounts,
): readonly ValidatorRow[] {
  return selectRows(unselectedRows(validators, proofs.exits, amounts), selection);
}

/**
 * The rows in index order with nothing selected: everything that depends on the validators and the exits proof
 * only, worked out once per list (a list of thousands is too long to redo on every tick of a checkbox). The amounts
 * are the pool API's; `asOf` marks them stale when its last answer is older than a failed request.
 */
export function unselectedRows(
  validators: readonly Validator[],
  exits: Proof | null,
  amounts: PoolAmounts,
  asOf: StaleAsOf | null = null,
): ValidatorRow[] {
  // Every amount of the list shares one state, so one note serves every cell.
  const note = figureNote(asOf === null ? known(0n, API) : stale(0n, API, asOf));
  // One set instead of a scan of the proof's indexes per row; each text and amount is worked out once per list.
  const inExits = new Set(exits?.indexes);
  const tooltips = new Map<string, string>();
  const tooltip = (status: ValidatorStatus, health: ValidatorHealth) => {
    const key = `${status}|${health}`;
    let text = tooltips.get(key);
    if (text === undefined) {
      text = `${status} · ${health}. ${tooltipText(status, health, amounts)}`;
      tooltips.set(key, text);
    }
    return text;
  };
  const amountTexts = new Map<bigint, string>();
  const eth = (wei: bigint) => {
    let text = amountTexts.get(wei);
    // Stryker disable next-line ConditionalExpression: formatting the amount again gives the same string
    if (text === undefined) {
      text = formatEth(wei);
      amountTexts.set(wei, text);
    }
    return text;
  };
  return [...validators]
    .sort((a, b) => a.index - b.index)
    .map((v) => {
      const status = validatorStatus(v);
      const health = validatorHealth(v, amounts.bond);
      return {
        index: v.index,
        status,
        health,
        tooltip: tooltip(status, health),
        bond: eth(v.stake),
        bondNote: note,
        unclaimed: eth(v.rewards),
        unclaimedNote: note,
        stake: v.stake,
        bondAction: bondAction(v, inExits.has(v.index) ? exits : null, amounts.bond),
        // The oracle ignores a deactivated validator's registration and keeps the bond (docs/oracle.md); never offer it.
        selectable: isSelectable(status) && !(status === "Unregistered" && v.deactivated),
        selected: false,
      };
    });
}

// The selected twin of each row, kept as long as the row itself: ticking a box again gives the same object back,
// so only rows whose tick changed are new objects (and re-render).
const selectedTwins = new WeakMap<ValidatorRow, ValidatorRow>();

function selectedTwin(row: ValidatorRow): ValidatorRow {
  let twin = selectedTwins.get(row);
  if (!twin) {
    twin = { ...row, selected: true };
    selectedTwins.set(row, twin);
  }
  return twin;
}

/** `rows` (from unselectedRows) with the selection's rows ticked; unticked rows keep their object. */
export function selectRows(rows: readonly ValidatorRow[], selection: Selection): readonly ValidatorRow[] {
  if (selection.indexes.length === 0) return rows;
  const chosen = new Set(selection.indexes);
  return rows.map((row) => (chosen.has(row.index) ? selectedTwin(row) : row));
}
