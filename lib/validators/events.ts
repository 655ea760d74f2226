import type { Address, Hex } from "viem";
import { registeredValidator, type Validator } from "./types";

/** Where a log sits on chain; viem's decoded (non-pending) logs carry these fields. */
interface LogPosition {
  readonly transactionHash: Hex;
  readonly logIndex: number;
  readonly blockNumber: bigint;
  /** Set by viem when a reorg removed the log. */
  readonly removed?: boolean;
}

/** Args as viem decodes the pool's events: uint64 → bigint, uint64[] → readonly bigint[], uint256 → bigint. */
interface PoolEventArgs {
  readonly Registered: { readonly eth1: Address; readonly indexes: readonly bigint[] };
  readonly ExitRequested: { readonly eth1: Address; readonly indexes: readonly bigint[] };
  readonly RewardsWithdrawal: { readonly eth1: Address; readonly indexes: readonly bigint[]; readonly value: bigint };
  readonly StakeWithdrawal: { readonly eth1: Address; readonly indexes: readonly bigint[]; readonly value: bigint };
  readonly StakeAdded: { readonly eth1: Address; readonly index: bigint; readonly value: bigint };
}

export type PoolEventName = keyof PoolEventArgs;

/** One decoded pool log, shaped like viem's `parseEventLogs` / `watchContractEvent` output. */
export type PoolEventLog = {
  [N in PoolEventName]: LogPosition & { readonly eventName: N; readonly args: PoolEventArgs[N] };
}[PoolEventName];

/**
 * The validator list plus the logs applied on top of it. `validators` is always `base` with `logs`
 * replayed in chain order, which is what makes the reducer idempotent (a log id is kept once) and
 * order independent (a late log is slotted into its chain position and everything is replayed).
 */
export interface ValidatorListState {
  readonly bond: bigint;
  /** The list as the API last sent it. */
  readonly base: readonly Validator[];
  /** Applied logs, sorted by (blockNumber, logIndex), one per log id. */
  readonly logs: readonly PoolEventLog[];
  /** What the page shows. */
  readonly validators: readonly Validator[];
}

/** A log's identity: the same transaction hash and log index is the same log. */
export function poolEventLogId(log: Pick<LogPosition, "transactionHash" | "logIndex">): string {
  return `${log.transactionHash.toLowerCase()}:${log.logIndex}`;
}

function compareLogs(a: PoolEventLog, b: PoolEventLog): number {
  if (a.blockNumber !== b.blockNumber) return a.blockNumber < b.blockNumber ? -1 : 1;
  if (a.logIndex !== b.logIndex) return a.logIndex - b.logIndex;
  const ia = poolEventLogId(a);
  const ib = poolEventLogId(b);
  return ia < ib ? -1 : ia > ib ? 1 : 0;
}

function touchedIndexes(log: PoolEventLog): ReadonlySet<number> {
  return new Set(log.eventName === "StakeAdded" ? [Number(log.args.index)] : log.args.indexes.map(Number));
}

/** What one pool event does to the record it names, ahead of the oracle (docs/architecture.md). */
function applyToValidator(v: Validator, log: PoolEventLog, bond: bigint): Validator {
  switch (log.eventName) {
    case "Registered":
      // An unknown validator (the oracle sent `{ index }`) becomes a fresh record of the registering owner.
      if (v.active === undefined) return registeredValidator(v.index, log.args.eth1, bond);
      // The oracle ignores a deactivated or already active validator (the payment is lost to the pool).
      if (v.deactivated || v.active) return v;
      return { ...v, active: true, stake: bond, firstBlockProposed: false };
    case "ExitRequested":
      return v.exitRequested ? v : { ...v, exitRequested: true };
    case "RewardsWithdrawal":
      return v.rewards === 0n ? v : { ...v, rewards: 0n };
    case "StakeAdded": {
      // Top-ups above the full bond are kept by the pool.
      if (v.stake >= bond) return v;
      const stake = v.stake + log.args.value;
      return { ...v, stake: stake > bond ? bond : stake };
    }
    case "StakeWithdrawal":
      return {
        ...v,
        stake: 0n,
        exitRequested: false,
        rewards: v.firstBlockProposed ? v.rewards : 0n,
      };
  }
}

/**
 * One log over a list; untouched records keep their identity. A Registered index the list does not
 * hold yet (registered elsewhere, or before the API knew it) is created; the other events ignore such indexes.
 */
function applyLog(validators: readonly Validator[], log: PoolEventLog, bond: bigint): readonly Validator[] {
  const indexes = touchedIndexes(log);
  let changed = false;
  const next = validators.map((v) => {
    if (!indexes.has(v.index)) return v;
    const updated = applyToValidator(v, log, bond);
    if (updated !== v) changed = true;
    return updated;
  });
  if (log.eventName !== "Registered") return changed ? next : validators;
  const known = new Set(validators.map((v) => v.index));
  const created = [...indexes].filter((i) => !known.has(i)).map((i) => registeredValidator(i, log.args.eth1, bond));
  return created.length > 0 ? [...next, ...created] : changed ? next : validators;
}

function replay(base: readonly Validator[], logs: readonly PoolEventLog[], bond: bigint): readonly Validator[] {
  return logs.reduce((list, log) => applyLog(list, log, bond), base);
}

export function createValidatorListState(base: readonly Validator[], bond: bigint): ValidatorListState {
  return { bond, base, logs: [], validators: base };
}

/**
 * The one reducer for pool events. Returns `state` itself when the log changes nothing (already
 * applied, or a removal of a log never seen), otherwise a new state; never mutates.
 */
export function applyPoolEvent(state: ValidatorListState, log: PoolEventLog): ValidatorListState {
  const id = poolEventLogId(log);
  const known = state.logs.some((l) => poolEventLogId(l) === id);
  if (log.removed === true) {
    if (!known) return state;
    const logs = state.logs.filter((l) => poolEventLogId(l) !== id);
    return { ...state, logs, validators: replay(state.base, logs, state.bond) };
  }
  if (known) return state;
  const logs = [...state.logs, log].sort(compareLogs);
  const isLast = logs[logs.length - 1] === log;
  // The common case (a new log after all others) extends the current list instead of replaying.
  const validators = isLast ? applyLog(state.validators, log, state.bond) : replay(state.base, logs, state.bond);
  return { ...state, logs, validators };
}

export function applyPoolEvents(state: ValidatorListState, logs: readonly PoolEventLog[]): ValidatorListState {
  return logs.reduce(applyPoolEvent, state);
}

/**
 * A fresh list from the API, with the applied logs replayed on it: the oracle follows finalized
 * blocks and lags about 12 minutes behind what the user just did. Replaying a log whose effect the
 * list already holds changes nothing within a cycle (Registered on an active record, a second
 * ExitRequested, zeroing zero, a top-up capped at the bond); use `dropLogsThrough` once the API is
 * known to include a block, so old logs cannot undo a later cycle's rewards or penalties.
 */
export function replaceBaseValidators(state: ValidatorListState, base: readonly Validator[]): ValidatorListState {
  return { ...state, base, validators: replay(base, state.logs, state.bond) };
}

/** Forgets the logs of `blockNumber` and earlier (for example the finalized block the oracle has seen). */
export function dropLogsThrough(state: ValidatorListState, blockNumber: bigint): ValidatorListState {
  const logs = state.logs.filter((l) => l.blockNumber > blockNumber);
  if (logs.length === state.logs.length) return state;
  return { ...state, logs, validators: replay(state.base, logs, state.bond) };
}
