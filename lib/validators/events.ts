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
 * A decoded log copied into the one shape every pool log the page holds has (the same fields, in the same order,
 * `removed` always set). Logs read as viem builds them, or spread from one another, each get their own hidden class,
 * and the reducer's reads of 10,000 of those cost three times its own work; readPoolLogs, where logs enter, returns
 * these.
 */
export function poolEventLog(log: PoolEventLog): PoolEventLog {
  // Written out, not spread: a spread copy takes its source's layout. eventName and args come from the same log.
  return {
    transactionHash: log.transactionHash,
    logIndex: log.logIndex,
    blockNumber: log.blockNumber,
    removed: log.removed === true,
    eventName: log.eventName,
    args: argsOf(log),
  } as PoolEventLog;
}

/** A log's args as a fresh object, its fields in the order the ABI declares them. */
function argsOf(log: PoolEventLog): PoolEventLog["args"] {
  switch (log.eventName) {
    case "StakeAdded":
      return { eth1: log.args.eth1, index: log.args.index, value: log.args.value };
    case "RewardsWithdrawal":
    case "StakeWithdrawal":
      return { eth1: log.args.eth1, indexes: log.args.indexes, value: log.args.value };
    case "Registered":
    case "ExitRequested":
      return { eth1: log.args.eth1, indexes: log.args.indexes };
  }
}

/**
 * The validator list plus the logs applied on top of it. `validators` is always `base` with `logs`
 * replayed in chain order, which is what makes the reducer idempotent (a log id is kept once) and
 * order independent (a late log is slotted into its chain position and everything is replayed).
 */
export interface ValidatorListState {
  readonly bond: bigint;
  /** The list as the API last sent it. */
  readonly base: readonly Validator[];
  /**
   * The last block `base` already includes: the finalized block read when the answer was requested (the oracle
   * follows finalized blocks). A log at or before it is in the answer and is never applied to it again. -1 before
   * any answer.
   */
  readonly baseBlock: bigint;
  /** Applied logs, all after `baseBlock`, sorted by (blockNumber, logIndex), one per log id. */
  readonly logs: readonly PoolEventLog[];
  /** What the page shows. */
  readonly validators: readonly Validator[];
}

/** A log's identity: the same transaction hash and log index is the same log. */
export function poolEventLogId(log: Pick<LogPosition, "transactionHash" | "logIndex">): string {
  return `${log.transactionHash.toLowerCase()}:${log.logIndex}`;
}

function compareLogs(a: PoolEventLog, b: PoolEventLog): number {
  // Each bigint comparison is a call into the engine: logs in different blocks take one or two.
  if (a.blockNumber < b.blockNumber) return -1;
  if (a.blockNumber > b.blockNumber) return 1;
  if (a.logIndex !== b.logIndex) return a.logIndex - b.logIndex;
  // Stryker disable next-line EqualityOperator: the reducer keeps each id once, so ids compared are never equal
  return poolEventLogId(a) < poolEventLogId(b) ? -1 : 1;
}

/** The index a log names, or the indexes (each once) when it names several. */
function touchedIndexes(log: PoolEventLog): number | Iterable<number> {
  if (log.eventName === "StakeAdded") return Number(log.args.index);
  const list = log.args.indexes;
  // Stryker disable next-line ConditionalExpression: a set of the one index gives the same; this skips allocating it
  if (list.length === 1) return Number(list[0]);
  return new Set(list.map(Number));
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
      // Stryker disable next-line EqualityOperator: at exactly the bond both branches give the bond
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
 * One log's change to the record of one index: the draft (a copy of `list`, made on the first change) with the
 * record replaced or, for a Registered index the list does not hold yet, added.
 */
function applyToIndex(
  list: readonly Validator[],
  draft: Validator[] | null,
  position: Map<number, number>,
  log: PoolEventLog,
  index: number,
  bond: bigint,
): Validator[] | null {
  const at = position.get(index);
  if (at === undefined) {
    // A Registered index the list does not hold yet (registered elsewhere, or before the API knew it)
    // is created; the other events ignore such indexes.
    if (log.eventName !== "Registered") return draft;
    const next = draft ?? [...list];
    position.set(index, next.length);
    next.push(registeredValidator(index, log.args.eth1, bond));
    return next;
  }
  const before = (draft ?? list)[at]!;
  const after = applyToValidator(before, log, bond);
  if (after === before) return draft;
  const next = draft ?? [...list];
  next[at] = after;
  return next;
}

/**
 * Applies logs to a list in one pass: the list is copied once (on the first change) and records are found through
 * an index Map, so a batch costs one walk of the list plus one step per index a log names. Untouched records keep
 * their identity, and a batch that changes nothing returns the list itself.
 */
function applyLogs(list: readonly Validator[], logs: Iterable<PoolEventLog>, bond: bigint): readonly Validator[] {
  let draft: Validator[] | null = null;
  let position: Map<number, number> | null = null;
  for (const log of logs) {
    if (!position) {
      position = new Map();
      // The first record of an index is the one the events update, as the API lists it once.
      for (let i = list.length - 1; i >= 0; i--) position.set(list[i]!.index, i);
    }
    const touched = touchedIndexes(log);
    // The usual log names one index: no list to allocate and walk for it.
    if (typeof touched === "number") draft = applyToIndex(list, draft, position, log, touched, bond);
    else for (const index of touched) draft = applyToIndex(list, draft, position, log, index, bond);
  }
  return draft ?? list;
}

export function createValidatorListState(
  base: readonly Validator[],
  bond: bigint,
  baseBlock: bigint = -1n,
): ValidatorListState {
  return { bond, base, baseBlock, logs: [], validators: base };
}

/**
 * Logs by id (transaction hash, log index) without building an id string per log: the hash string's own hash is
 * cached by the engine, so a lookup is two Map steps.
 */
class LogsById {
  // Nearly every transaction emits one pool log: keep that log itself, and a list only for the rare others.
  private readonly byTx = new Map<string, PoolEventLog | PoolEventLog[]>();
  constructor(logs: readonly PoolEventLog[]) {
    for (const log of logs) this.add(log);
  }
  get(log: PoolEventLog): PoolEventLog | undefined {
    const found = this.byTx.get(log.transactionHash.toLowerCase());
    if (found === undefined) return undefined;
    if (!Array.isArray(found)) return found.logIndex === log.logIndex ? found : undefined;
    return found.find((l) => l.logIndex === log.logIndex);
  }
  /** Adds a log whose id is not held (the state's logs are one per id, and new logs are looked up first). */
  add(log: PoolEventLog): void {
    const tx = log.transactionHash.toLowerCase();
    const found = this.byTx.get(tx);
    if (found === undefined) this.byTx.set(tx, log);
    else this.byTx.set(tx, Array.isArray(found) ? [...found, log] : [found, log]);
  }
  delete(log: PoolEventLog): boolean {
    const tx = log.transactionHash.toLowerCase();
    const found = this.byTx.get(tx);
    if (found === undefined) return false;
    if (!Array.isArray(found)) {
      if (found.logIndex !== log.logIndex) return false;
      this.byTx.delete(tx);
      return true;
    }
    const rest = found.filter((l) => l.logIndex !== log.logIndex);
    if (rest.length === found.length) return false;
    this.byTx.set(tx, rest);
    return true;
  }
}

/** Merges two lists sorted by chain position into one, in order (no sort of the whole list). */
function mergeSorted(a: readonly PoolEventLog[], b: readonly PoolEventLog[]): PoolEventLog[] {
  const out: PoolEventLog[] = [];
  let i = 0;
  let j = 0;
  // Stryker disable next-line EqualityOperator: the two lists never share a log, so no two compare equal
  while (i < a.length && j < b.length) out.push(compareLogs(a[i]!, b[j]!) <= 0 ? a[i++]! : b[j++]!);
  while (i < a.length) out.push(a[i++]!);
  while (j < b.length) out.push(b[j++]!);
  return out;
}

/**
 * The one reducer for pool events, for a batch of logs in arrival order (a reorg's `removed` log takes its
 * log back). Returns `state` itself when the batch changes nothing (every log already applied, at or before
 * `baseBlock`, or a removal of a log never seen), otherwise a new state; never mutates. A batch costs one pass
 * over the state's logs and list plus a sort of the new logs: logs found by id in a Map, the new ones merged in
 * chain order, applied through an index Map.
 */
export function applyPoolEvents(state: ValidatorListState, incoming: readonly PoolEventLog[]): ValidatorListState {
  // Stryker disable next-line ConditionalExpression: an empty batch returns state below too; this skips indexing the logs
  if (incoming.length === 0) return state;
  const live = new LogsById(state.logs);
  let removedAny = false;
  const added: PoolEventLog[] = [];
  for (const log of incoming) {
    if (log.removed === true) {
      if (live.delete(log)) removedAny = true;
      continue;
    }
    if (log.blockNumber <= state.baseBlock || live.get(log)) continue;
    live.add(log);
    added.push(log);
  }
  // A log is added once; only a removal in the same batch can take it back.
  const fresh = (removedAny ? added.filter((log) => live.get(log) === log) : added).sort(compareLogs);
  if (!removedAny && fresh.length === 0) return state;

  const kept = removedAny ? state.logs.filter((log) => live.get(log) === log) : state.logs;
  const logs = mergeSorted(kept, fresh);
  const last = state.logs.at(-1);
  // The common case (new logs after all others) extends the current list instead of replaying from the base.
  // Without a removal there is a fresh log (an empty batch returned above).
  const appendOnly = !removedAny && (last === undefined || compareLogs(last, fresh[0]!) < 0);
  const validators = appendOnly
    ? applyLogs(state.validators, fresh, state.bond)
    : applyLogs(state.base, logs, state.bond);
  return { ...state, logs, validators };
}

/** One log through the one reducer (see `applyPoolEvents`). */
export function applyPoolEvent(state: ValidatorListState, log: PoolEventLog): ValidatorListState {
  return applyPoolEvents(state, [log]);
}

/**
 * A fresh list from the API. `includedThrough` is the finalized block read when the answer was requested: the
 * oracle follows finalized blocks, so the answer already holds every log at or before it, and those logs are
 * dropped (replaying a top-up the oracle counted would add it twice). The later logs, which the oracle has not
 * seen yet (about 12 minutes on the public networks), are replayed on the new list so what the user just did
 * stays visible.
 */
export function replaceBaseValidators(
  state: ValidatorListState,
  base: readonly Validator[],
  includedThrough: bigint,
): ValidatorListState {
  // Stryker disable next-line EqualityOperator: equal blocks give the same block either way
  const baseBlock = includedThrough > state.baseBlock ? includedThrough : state.baseBlock;
  const logs = state.logs.filter((l) => l.blockNumber > baseBlock);
  return { ...state, base, baseBlock, logs, validators: applyLogs(base, logs, state.bond) };
}
