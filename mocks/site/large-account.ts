// A pooldata answer for one account with many active validators, for the benchmark and the performance spec.
// Served through a Playwright route, so `npm start` keeps its small seed.

/** The account the large answer belongs to (anvil's last public test key, unused by the seed). */
export const LARGE_ACCOUNT = {
  address: "0xa0Ee7A142d267C1f36714E4a8F75612F20a79720",
} as const;

/** The first index of the large account's validators; the rest follow one by one. */
export const LARGE_FIRST_INDEX = 500_000;

const bigNumber = (wei: bigint) => ({ type: "BigNumber", hex: `0x${wei.toString(16)}` });
const node = (i: number) => `0x${i.toString(16).padStart(64, "0")}`;

export interface LargeAnswerOptions {
  /** How the proofs are wrapped: docs/api.md's `{ proof: [...] }`, or the bare list every client also reads. */
  readonly proofForm: "object" | "list";
}

/**
 * `count` active validators with rewards and the full bond, every one of them in the withdrawals proof (so each row
 * looks its index up in a long list) and an empty exits proof, as the oracle sends them.
 */
export function largePoolData(count: number, { proofForm }: LargeAnswerOptions = { proofForm: "object" }) {
  const indexes = Array.from({ length: count }, (_, i) => LARGE_FIRST_INDEX + i);
  const validators = indexes.map((index) => ({
    index,
    eth1: LARGE_ACCOUNT.address.toLowerCase(),
    rewards: bigNumber(10n ** 15n * BigInt((index % 97) + 1)),
    stake: bigNumber(5n * 10n ** 16n),
    slashMiss: 0,
    slashFee: 0,
    firstBlockProposed: true,
    firstMissedSlot: false,
    excludeRebalance: false,
    exitRequested: false,
    active: true,
    deactivated: false,
  }));
  const withdrawals = [Array.from({ length: 13 }, (_, i) => node(i + 1)), indexes, bigNumber(10n ** 18n)];
  const wrap = (proof: unknown[]) => (proofForm === "object" ? { proof } : proof);
  return { validators, withdrawals: wrap(withdrawals), exits: wrap([]) };
}
