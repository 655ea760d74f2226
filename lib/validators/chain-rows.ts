import { chainRowTooltip } from "@/lib/copy/chain-list";
import { CHAIN, fromRoot, known, unknown, type Figure, type UnknownReason } from "@/lib/figure";
import { figureNote, figureText } from "@/lib/figure-text";
import { formatEth } from "@/lib/format";
import type { ChainValidator } from "./chain-validators";
import type { ValidatorRow } from "./rows";
import type { RowStatus } from "./status";
import type { Proof } from "./types";

/** A bond leaf of this address in the pool's current exits tree, with the epoch of that root once read. */
export interface ExitsLeaf {
  readonly proof: Proof;
  readonly epoch: number | undefined;
}

function row(
  v: ChainValidator,
  status: RowStatus,
  bond: Figure<bigint>,
  unclaimed: Figure<bigint>,
  tooltip: string,
  withdrawable: boolean,
): ValidatorRow {
  return {
    index: v.index,
    status,
    health: null,
    tooltip,
    bond: figureText(bond, formatEth),
    bondNote: figureNote(bond),
    unclaimed: figureText(unclaimed, formatEth),
    unclaimedNote: figureNote(unclaimed),
    stake: 0n,
    bondAction: withdrawable ? "withdraw" : null,
    selectable: false,
    selected: false,
  };
}

/**
 * The table's rows from the pool's events alone (the pool API cannot be reached, for `why`): what the chain and the
 * pool's current exits tree prove, and "unknown" for what only the oracle knows (status, penalties, rewards). A bond
 * in the exits tree is known when its leaf holds this validator alone; a leaf of several holds their sum.
 */
export function chainRows(
  validators: readonly ChainValidator[],
  exits: ExitsLeaf | null,
  why: UnknownReason,
): ValidatorRow[] {
  const inExits = new Set(exits?.proof.indexes);
  const oracleOnly = unknown<bigint>(why);
  return validators.map((v) => {
    const deposited = formatEth(v.deposited);
    if (exits && inExits.has(v.index)) {
      const bond =
        exits.proof.indexes.length === 1 && exits.epoch !== undefined
          ? known(exits.proof.amount, fromRoot(exits.epoch))
          : oracleOnly;
      return row(v, "Exited", bond, oracleOnly, chainRowTooltip.inExitsTree, true);
    }
    if (v.bondWithdrawn) return row(v, "Exited", known(0n, CHAIN), oracleOnly, chainRowTooltip.bondWithdrawn, false);
    if (v.exitRequested)
      return row(v, "Exit Requested", oracleOnly, oracleOnly, chainRowTooltip.exitRequested(deposited), false);
    return row(v, "Unknown", oracleOnly, oracleOnly, chainRowTooltip.unknown(deposited), false);
  });
}
