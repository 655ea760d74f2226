import type { PoolEventName } from "./events";

/** What the list needs of one of the address's pool events (the History's events have these fields). */
export interface PoolEventFacts {
  readonly kind: PoolEventName;
  /** The validators it names. */
  readonly validators: readonly number[];
  /** Wei it moved (StakeAdded's top-up); null for the events without an amount. */
  readonly value: bigint | null;
}

/**
 * A validator as the pool's own events tell it, without the oracle: registered by this address, and what the
 * address did with it since its last registration. Its beacon status, penalties and rewards are not in the events.
 */
export interface ChainValidator {
  readonly index: number;
  /** Exit requested since the last registration (and its bond not withdrawn since). */
  readonly exitRequested: boolean;
  /** Its bond withdrawn (StakeWithdrawal) since the last registration. */
  readonly bondWithdrawn: boolean;
  /** The bond paid at the last registration plus the top-ups since: what went in, before any penalty. */
  readonly deposited: bigint;
}

interface Draft {
  exitRequested: boolean;
  bondWithdrawn: boolean;
  deposited: bigint;
}

/**
 * The address's validators from its pool events in chain order: every index it registered, in index order. A new
 * registration after a withdrawal starts the record again, as the oracle does for an exited validator.
 */
export function chainValidators(events: readonly PoolEventFacts[], bond: bigint): readonly ChainValidator[] {
  const byIndex = new Map<number, Draft>();
  for (const event of events) {
    for (const index of event.validators) {
      const draft = byIndex.get(index);
      if (event.kind === "Registered") {
        byIndex.set(index, { exitRequested: false, bondWithdrawn: false, deposited: bond });
        continue;
      }
      // An event about an index this address never registered (the pool lets anyone call it) changes nothing.
      if (!draft) continue;
      switch (event.kind) {
        case "ExitRequested":
          draft.exitRequested = true;
          break;
        case "StakeAdded":
          draft.deposited += event.value ?? 0n;
          break;
        case "StakeWithdrawal":
          draft.bondWithdrawn = true;
          draft.exitRequested = false;
          break;
        case "RewardsWithdrawal":
          break;
      }
    }
  }
  return [...byIndex.entries()].sort(([a], [b]) => a - b).map(([index, draft]) => ({ index, ...draft }));
}

/** Nothing of this address is bonded in the pool by its events: every registration's bond was withdrawn. */
export function allBondsWithdrawn(validators: readonly ChainValidator[]): boolean {
  return validators.every((v) => v.bondWithdrawn);
}
