import { EMPTY_CLAIM_TREE } from "./trees";
import type { OracleState, OracleValidator } from "./types";

export function emptyOracleState(): OracleState {
  return {
    validators: new Map(),
    epoch: 0,
    published: { epoch: 0, withdrawals: EMPTY_CLAIM_TREE, exits: EMPTY_CLAIM_TREE },
    claimedRewards: new Set(),
    claimedStake: new Set(),
  };
}

/** A new state with these records replaced; the old state is left as it was. */
export function withValidators(state: OracleState, records: readonly OracleValidator[]): OracleState {
  if (records.length === 0) return state;
  const validators = new Map(state.validators);
  for (const record of records) validators.set(record.index, record);
  return { ...state, validators };
}

/** The owner's records, ascending by index. */
export function validatorsOf(state: OracleState, address: string): OracleValidator[] {
  const owner = address.toLowerCase();
  return [...state.validators.values()].filter((v) => v.eth1 === owner).sort((a, b) => a.index - b.index);
}

/** Everything the pool still owes: every bond it holds and every reward not yet claimed (accrued ones too). */
export function totalOwed(validators: Iterable<OracleValidator>): bigint {
  let owed = 0n;
  for (const v of validators) owed += v.rewards + v.stake;
  return owed;
}

/** Holds nothing for its owner any more: the dashboard shows it Unregistered, and it may subscribe again. */
export function holdsNothing(v: OracleValidator): boolean {
  return !v.active && v.stake === 0n && v.rewards === 0n;
}
