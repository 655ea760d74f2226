import { formatEth } from "@/lib/format";
import { bondAction, type BondAction } from "./bond-action";
import { validatorHealth, type ValidatorHealth } from "./health";
import { isSelectable, isSelected, type Selection } from "./selection";
import { validatorStatus, type ValidatorStatus } from "./status";
import { tooltipText } from "./tooltip";
import type { PoolAmounts, PoolProofs, Validator } from "./types";

/** One table row, everything the table renders and nothing it must work out. */
export interface ValidatorRow {
  readonly index: number;
  readonly status: ValidatorStatus;
  readonly health: ValidatorHealth;
  /** The info marker's text: status, health and what they mean. */
  readonly tooltip: string;
  readonly bond: string;
  readonly unclaimed: string;
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
): ValidatorRow[] {
  return [...validators]
    .sort((a, b) => a.index - b.index)
    .map((v) => {
      const status = validatorStatus(v);
      const health = validatorHealth(v, amounts.bond);
      return {
        index: v.index,
        status,
        health,
        tooltip: `${status} · ${health}. ${tooltipText(status, health, amounts)}`,
        bond: formatEth(v.stake),
        unclaimed: formatEth(v.rewards),
        stake: v.stake,
        bondAction: bondAction(v, proofs.exits, amounts.bond),
        // The oracle ignores a deactivated validator's registration and keeps the bond (docs/oracle.md); never offer it.
        selectable: isSelectable(status) && !(status === "Unregistered" && v.deactivated),
        selected: isSelected(selection, v.index),
      };
    });
}
