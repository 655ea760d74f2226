import type { Proof, Validator } from "./types";

/** What hovering the bond cell offers: Withdraw bond, Add bond, or nothing. */
export type BondAction = "withdraw" | "add" | null;

/** The bond cell's action: the exits proof wins over Add bond. */
export function bondAction(
  v: Pick<Validator, "index" | "active" | "stake">,
  exits: Proof | null,
  bond: bigint,
): BondAction {
  if (exits !== null && exits.indexes.includes(v.index)) return "withdraw";
  if (v.active === true && v.stake < bond) return "add";
  return null;
}

/** Add bond is refused (Bond is already reached) when the stake is at or above the full bond. */
export function isBondReached(stake: bigint, bond: bigint): boolean {
  return stake >= bond;
}
