import type { ValidatorRow } from "./rows";
import type { Validator } from "./types";

/**
 * The validators of this address that have left the pool, for the fee-recipient reminder under "Everything is out":
 * a record the pool API knows as no longer active (registered once: `active` is false, not undefined, so a validator
 * that never joined is left out), and an Exited row of the list read from the chain. Ascending, each once.
 */
export function leftPoolIndexes(
  validators: readonly Pick<Validator, "index" | "active">[],
  rows: readonly Pick<ValidatorRow, "index" | "status">[],
): number[] {
  const left = new Set([
    ...validators.filter((v) => v.active === false).map((v) => v.index),
    ...rows.filter((row) => row.status === "Exited").map((row) => row.index),
  ]);
  return [...left].sort((a, b) => a - b);
}
