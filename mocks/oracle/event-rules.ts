import { isOwner, type BeaconRegistry } from "./beacon-registry";
import { freshRecord } from "./record-rules";
import { holdsNothing, withValidators } from "./state";
import type { OracleState, OracleValidator, PoolAmounts } from "./types";

/** A pool event as the oracle reads it: addresses as emitted, indexes as numbers. */
export type PoolEvent =
  | { readonly eventName: "Registered"; readonly eth1: string; readonly indexes: readonly number[] }
  | { readonly eventName: "ExitRequested"; readonly eth1: string; readonly indexes: readonly number[] }
  | { readonly eventName: "StakeAdded"; readonly eth1: string; readonly index: number; readonly value: bigint }
  | {
      readonly eventName: "RewardsWithdrawal";
      readonly eth1: string;
      readonly indexes: readonly number[];
      readonly value: bigint;
    }
  | {
      readonly eventName: "StakeWithdrawal";
      readonly eth1: string;
      readonly indexes: readonly number[];
      readonly value: bigint;
    };

export interface EventContext {
  readonly registry: BeaconRegistry;
  readonly amounts: PoolAmounts;
}

export type RegistrationVerdict = "ok" | "unowned" | "deactivated" | "already registered";

/**
 * Whether `address` may subscribe `index` (registerValidate's answer, and the rule the follower applies
 * to a Registered event). A validator that still holds a bond or rewards counts as registered: it can
 * subscribe again once it shows Unregistered.
 */
export function registrationVerdict(
  state: OracleState,
  registry: BeaconRegistry,
  address: string,
  index: number,
): RegistrationVerdict {
  if (!isOwner(registry, index, address)) return "unowned";
  const record = state.validators.get(index);
  if (registry.get(index)?.deactivated === true || record?.deactivated === true) return "deactivated";
  if (record !== undefined && !holdsNothing(record)) return "already registered";
  return "ok";
}

/** The owner's records among `indexes` that `accept` selects, updated by `update`. */
function updateOwned(
  state: OracleState,
  eth1: string,
  indexes: readonly number[],
  accept: (v: OracleValidator) => boolean,
  update: (v: OracleValidator) => OracleValidator,
): OracleState {
  const owner = eth1.toLowerCase();
  const updated: OracleValidator[] = [];
  for (const index of new Set(indexes)) {
    const record = state.validators.get(index);
    if (record && record.eth1 === owner && accept(record)) updated.push(update(record));
  }
  return withValidators(state, updated);
}

/**
 * What each pool event does to the oracle's records (docs/oracle.md). Payments the oracle ignores (a registration it refuses, a top-up above
 * the bond or for a validator that is not active) stay in the pool and are shared at the next close.
 */
export function applyPoolEvent(state: OracleState, event: PoolEvent, context: EventContext): OracleState {
  const { bond } = context.amounts;
  switch (event.eventName) {
    case "Registered": {
      const fresh = [...new Set(event.indexes)]
        .filter((index) => registrationVerdict(state, context.registry, event.eth1, index) === "ok")
        .map((index) => freshRecord(index, event.eth1, bond));
      return withValidators(state, fresh);
    }
    case "ExitRequested":
      return updateOwned(
        state,
        event.eth1,
        event.indexes,
        (v) => v.active && !v.exitRequested,
        (v) => ({ ...v, exitRequested: true }),
      );
    case "StakeAdded":
      return updateOwned(
        state,
        event.eth1,
        [event.index],
        (v) => v.active && v.stake < bond,
        (v) => {
          const stake = v.stake + event.value;
          return { ...v, stake: stake > bond ? bond : stake };
        },
      );
    case "RewardsWithdrawal": {
      const next = updateOwned(
        state,
        event.eth1,
        event.indexes,
        () => true,
        (v) => ({ ...v, rewards: 0n }),
      );
      return { ...next, claimedRewards: new Set([...state.claimedRewards, event.eth1.toLowerCase()]) };
    }
    case "StakeWithdrawal": {
      const next = updateOwned(
        state,
        event.eth1,
        event.indexes,
        (v) => !v.active,
        (v) => ({ ...v, stake: 0n, exitRequested: false, rewards: v.firstBlockProposed ? v.rewards : 0n }),
      );
      return { ...next, claimedStake: new Set([...state.claimedStake, event.eth1.toLowerCase()]) };
    }
  }
}
