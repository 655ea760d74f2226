// Typed with the schemas' INPUT types (what the API sends), so a fixture that drifts from the schema
// fails to compile. The addresses are anvil's public test accounts, so a mocked build and a wallet
// holding those keys see these rows.
import { parseEther, type Address } from "viem";
import type {
  AmountInput,
  OraclePoolStatsInput,
  PoolDataInput,
  ProofInput,
  ValidatorInput,
} from "../lib/protocol/api-schemas";
import { localNetwork } from "../lib/network/local";
import { USERS } from "./chain/accounts";
import type { RegistrationVerdict } from "./oracle/event-rules";
import { buildClaimTree, type ClaimTree } from "./oracle/trees";
import { amountInput } from "./oracle/views";

const BOND = localNetwork.bond;
const TOP_UP = localNetwork.topUp;

function userAddress(position: number): Address {
  const user = USERS[position];
  if (!user) throw new Error(`no anvil user ${position}`);
  return user.address;
}

export const FIXTURE_ADDRESSES = {
  /** Every status and every health label, with rewards to claim and a bond to withdraw. */
  owner: userAddress(0),
  /** Active, with everything claimed: both proofs empty. */
  claimed: userAddress(2),
  /** No validators at all (as is any address the fixtures do not know). */
  empty: userAddress(3),
} as const;

const owner = FIXTURE_ADDRESSES.owner.toLowerCase();

type KnownValidatorInput = Extract<ValidatorInput, { eth1: unknown }>;

/** A healthy, activated validator of `eth1` with the full bond; override what the row is about. */
function record(index: number, eth1: string, over: Partial<KnownValidatorInput> = {}): ValidatorInput {
  return {
    index,
    eth1,
    rewards: amountInput(0n),
    stake: amountInput(BOND),
    slashMiss: 0,
    slashFee: 0,
    firstBlockProposed: true,
    firstMissedSlot: false,
    excludeRebalance: false,
    exitRequested: false,
    active: true,
    deactivated: false,
    ...over,
  };
}

const eth = (amount: string): AmountInput => amountInput(parseEther(amount));

/** The owner's rows, one per status × health the dashboard must render (status / health in the comments). */
export const OWNER_VALIDATORS: readonly ValidatorInput[] = [
  { index: 1001 }, // Unregistered / Good
  record(1002, owner, { firstBlockProposed: false, rewards: eth("0.01") }), // Pending / Good
  record(1003, owner, { rewards: eth("0.12") }), // Active / Good
  record(1004, owner, { rewards: eth("0.05"), slashMiss: 1, firstMissedSlot: true }), // Active / Missed block proposal
  record(1005, owner, { rewards: eth("0.03"), stake: eth("0"), slashFee: 1, active: false, deactivated: true }), // Exited / Wrong fee recipient
  record(1006, owner, { rewards: eth("0.02"), excludeRebalance: true }), // Active / Relay incorrect fee recipient
  record(1007, owner, { rewards: eth("0.04"), stake: amountInput(BOND - TOP_UP), firstMissedSlot: true }), // Active / Penalized (Add bond)
  record(1008, owner, { rewards: eth("0.06"), exitRequested: true }), // Exit Requested / Good
  record(1009, owner, { rewards: eth("0"), active: false }), // Exited / Good, bond in the exits proof
  record(1010, owner, { firstBlockProposed: false, slashMiss: 1 }), // Pending / Missed block proposal
  { index: 1011 }, // Unregistered, deactivated on the beacon chain: registerValidate refuses it
  { index: 1012 }, // Unregistered, free to subscribe
];

const claimedAddress = FIXTURE_ADDRESSES.claimed.toLowerCase();

// Real trees (with other owners' leaves), so the fixture proofs verify against the exported roots.
export const FIXTURE_WITHDRAWALS_TREE: ClaimTree = buildClaimTree([
  { address: FIXTURE_ADDRESSES.owner, indexes: [1003, 1004, 1005, 1006, 1007, 1008], amount: parseEther("0.32") },
  { address: userAddress(1), indexes: [77], amount: parseEther("0.2") },
  { address: userAddress(4), indexes: [88, 89], amount: parseEther("0.07") },
]);
export const FIXTURE_EXITS_TREE: ClaimTree = buildClaimTree([
  { address: FIXTURE_ADDRESSES.owner, indexes: [1009], amount: BOND },
  { address: userAddress(1), indexes: [78], amount: BOND - TOP_UP },
]);

function proofFrom(tree: ClaimTree, address: string): ProofInput {
  const found = tree.proofFor(address);
  if (!found) throw new Error(`no fixture leaf for ${address}`);
  return { proof: [[...found.proof], [...found.indexes], amountInput(found.amount)] };
}

export const POOL_DATA_FIXTURES: Readonly<Record<string, PoolDataInput>> = {
  [owner]: {
    validators: [...OWNER_VALIDATORS],
    withdrawals: proofFrom(FIXTURE_WITHDRAWALS_TREE, owner),
    exits: proofFrom(FIXTURE_EXITS_TREE, owner),
  },
  [claimedAddress]: {
    validators: [record(2001, claimedAddress), record(2002, claimedAddress, { exitRequested: true })],
    withdrawals: { proof: [] },
    exits: { proof: [] },
  },
  [FIXTURE_ADDRESSES.empty.toLowerCase()]: { validators: [], withdrawals: { proof: [] }, exits: { proof: [] } },
};

/** What pooldata answers for an address the fixtures do not know. */
export const EMPTY_POOL_DATA: PoolDataInput = { validators: [], withdrawals: { proof: [] }, exits: { proof: [] } };

export interface FixtureRegistration {
  readonly owner: Address;
  readonly status: Exclude<RegistrationVerdict, "unowned">;
}

/** registerValidate's view of the beacon chain; any other index, or another address, is `unowned`. */
export const REGISTRATION_FIXTURES: Readonly<Record<number, FixtureRegistration>> = {
  1001: { owner: FIXTURE_ADDRESSES.owner, status: "ok" },
  1002: { owner: FIXTURE_ADDRESSES.owner, status: "already registered" },
  1003: { owner: FIXTURE_ADDRESSES.owner, status: "already registered" },
  1005: { owner: FIXTURE_ADDRESSES.owner, status: "deactivated" },
  1011: { owner: FIXTURE_ADDRESSES.owner, status: "deactivated" },
  1012: { owner: FIXTURE_ADDRESSES.owner, status: "ok" },
};

export const POOL_STATS_FIXTURE: OraclePoolStatsInput = {
  awaiting_activation: 3,
  activated: 12,
  total_rewards: eth("0.5"),
  total_stake: eth("0.6"),
  total_value_period: eth("0.1"),
  total_miss: amountInput(2n),
  total_fee: amountInput(1n),
};

export interface ApiFixtures {
  /** Keyed by lowercase address. */
  readonly poolData: Readonly<Record<string, PoolDataInput>>;
  readonly registrations: Readonly<Record<number, FixtureRegistration>>;
  readonly poolStats: OraclePoolStatsInput;
  readonly trees: { readonly withdrawals: ClaimTree; readonly exits: ClaimTree };
}

export const API_FIXTURES: ApiFixtures = {
  poolData: POOL_DATA_FIXTURES,
  registrations: REGISTRATION_FIXTURES,
  poolStats: POOL_STATS_FIXTURE,
  trees: { withdrawals: FIXTURE_WITHDRAWALS_TREE, exits: FIXTURE_EXITS_TREE },
};
