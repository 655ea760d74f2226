import type { Address, Hex } from "viem";
import { IVAN_ACCOUNT, USERS, type AnvilAccount } from "../chain/accounts";
import { FRANKS_SAFE, type SafeAccountSpec } from "../chain/safe-spec";

/** A seeded validator owner: one of anvil's public test accounts, with a name for people. */
export interface SeedAccount {
  readonly name: string;
  readonly address: Address;
  readonly privateKey: Hex;
  /** Validator indexes the beacon registry gives this owner. */
  readonly indexes: readonly number[];
  /** What the dashboard shows for this account once the seed has run. */
  readonly shows: string;
}

function user(position: number): AnvilAccount {
  const account = USERS[position];
  if (!account) throw new Error(`anvil has no user account ${position}`);
  return account;
}

const account = (position: number, name: string, indexes: readonly number[], shows: string): SeedAccount => ({
  name,
  address: user(position).address,
  privateKey: user(position).privateKey,
  indexes,
  shows,
});

export const ALICE = account(
  0,
  "Alice",
  [101, 102, 103, 104, 105],
  "Active (Good), Active (Missed block proposal, forgiven), Pending, Unregistered, Exit Requested; claimable rewards",
);
export const BOB = account(
  1,
  "Bob",
  [201, 202, 203, 204],
  "Exited with a withdrawable bond, Exited (Wrong fee recipient, expelled), Active (Penalized, Add bond), Active (Relay incorrect fee recipient); claimable rewards",
);
export const CAROL = account(
  2,
  "Carol",
  [301, 302],
  "Active with every reward claimed (nothing to claim), and a beacon-deactivated validator that cannot subscribe",
);
export const DAVE = account(3, "Dave", [], "No validators");
export const ERIN = account(4, "Erin", [401, 402], "Two unregistered validators, free for subscribe tests");

export const SEED_ACCOUNTS: readonly SeedAccount[] = [ALICE, BOB, CAROL, DAVE, ERIN];

/**
 * Ivan's 601 left the beacon chain by itself (a voluntary exit) in cycle 2: the oracle marked it exit-requested with
 * no ExitRequested event, and its bond is in the exits tree. Not one of anvil's funded accounts: the seed funds it.
 */
export const IVAN: SeedAccount = {
  name: "Ivan",
  address: IVAN_ACCOUNT.address,
  privateKey: IVAN_ACCOUNT.privateKey,
  indexes: [601],
  shows:
    "Exited on the beacon chain without an exit request, its bond in the exits tree (Withdraw bond); claimable rewards",
};

/** The seed's owners that anvil does not fund: the seed gives each this much ETH first. */
export const FUNDED_BY_SEED: readonly SeedAccount[] = [IVAN];
export const SEED_FUNDING_WEI = 10n ** 19n;

/**
 * A seeded validator owner that is a Safe: the validators' withdrawal address is the Safe, so every write comes from
 * it, signed by its owners and executed by one of them (mocks/chain/safe-account.ts).
 */
export interface SeedSafe {
  readonly name: string;
  /** Where Safe's proxy factory puts it: the same on every chain (mocks/chain/safe-contracts.test.ts). */
  readonly address: Address;
  readonly safe: SafeAccountSpec;
  readonly indexes: readonly number[];
  readonly shows: string;
}

export const FRANK: SeedSafe = {
  name: "Frank's Safe",
  address: "0x33527590A0a1980Fbca1f9b9906d1cA811348E83",
  safe: FRANKS_SAFE,
  indexes: [501, 502],
  shows:
    "A 2-of-3 Safe (owners Frank, Grace, Heidi): 501 Exited with a withdrawable bond, 502 Active (Penalized, Add bond); claimable rewards",
};

export const SEED_SAFES: readonly SeedSafe[] = [FRANK];
