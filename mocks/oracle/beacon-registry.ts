import { getAddress, type Address } from "viem";
import { ALICE, BOB, CAROL, ERIN, FRANK, IVAN } from "./seed-accounts";

/** What the beacon chain says about a validator: who owns it and whether it has left the beacon chain. */
export interface BeaconValidator {
  readonly index: number;
  /** Deposit or withdrawal address; the only address allowed to subscribe it. */
  readonly owner: Address;
  /** Exited or slashed on the beacon chain: it can never subscribe. */
  readonly deactivated: boolean;
}

export type BeaconRegistry = ReadonlyMap<number, BeaconValidator>;

export function createBeaconRegistry(entries: readonly BeaconValidator[]): BeaconRegistry {
  const registry = new Map<number, BeaconValidator>();
  for (const entry of entries) {
    if (registry.has(entry.index)) throw new Error(`validator ${entry.index} is in the beacon registry twice`);
    registry.set(entry.index, { ...entry, owner: getAddress(entry.owner) });
  }
  return registry;
}

export function isOwner(registry: BeaconRegistry, index: number, address: string): boolean {
  const entry = registry.get(index);
  return entry !== undefined && entry.owner.toLowerCase() === address.toLowerCase();
}

/** The indexes the registry gives `address`, ascending. */
export function ownedIndexes(registry: BeaconRegistry, address: string): number[] {
  const lower = address.toLowerCase();
  return [...registry.values()]
    .filter((entry) => entry.owner.toLowerCase() === lower)
    .map((entry) => entry.index)
    .sort((a, b) => a - b);
}

const owned = (owner: Address, indexes: readonly number[], deactivated: readonly number[] = []): BeaconValidator[] =>
  indexes.map((index) => ({ index, owner, deactivated: deactivated.includes(index) }));

/** The seeded beacon chain: Carol's 302 has left the beacon chain, so registerValidate answers `deactivated`. */
export const SEED_BEACON_REGISTRY: BeaconRegistry = createBeaconRegistry([
  ...owned(ALICE.address, ALICE.indexes),
  ...owned(BOB.address, BOB.indexes),
  ...owned(CAROL.address, CAROL.indexes, [302]),
  ...owned(ERIN.address, ERIN.indexes),
  // Their withdrawal credentials point at the Safe: only the Safe may subscribe them (the owner rule:
  // event-rules.ts, docs/oracle.md).
  ...owned(FRANK.address, FRANK.indexes),
  // 601 subscribes while still on the beacon chain; its voluntary exit comes in cycle 2 (mocks/oracle/scenario.ts).
  ...owned(IVAN.address, IVAN.indexes),
]);
