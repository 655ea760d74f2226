/**
 * The local stack and the seeded account this suite uses. Kept here (not imported from the root project) so that this
 * folder type-checks and runs on its own. The values mirror `mocks/oracle/seed-accounts.ts`,
 * `mocks/chain/accounts.ts` and `lib/network/local.ts` in the repository root: change them together.
 *
 * Every key below is one of anvil's public test keys (mnemonic "test test … junk"), known to everyone: local use only.
 */

/** The MetaMask build the suite runs (run.mjs passes the version Synpress pins). */
export const METAMASK_VERSION = process.env.SYNPRESS_METAMASK_VERSION ?? "13.13.1";

/** The mnemonic MetaMask is onboarded with (anvil's default accounts). */
export const ANVIL_MNEMONIC = "test test test test test test test test test test test junk";

/** MetaMask's own password in the prepared profile (it only guards the local test profile). */
export const WALLET_PASSWORD = "Smoothly-Local-1234";

export const SITE_URL = "http://127.0.0.1:3000/";
export const RPC_URL = "http://127.0.0.1:8545";
export const API_URL = "http://127.0.0.1:8546";
/** The local stack's other chain, with Ethereum's id 1, where MetaMask's Ethereum network points (the local build). */
export const OTHER_CHAIN_RPC_URL = "http://127.0.0.1:8548";

/**
 * SYNPRESS_NETWORK=mainnet runs the suite against the stack of `synpress-stack.ts --network mainnet`: the mainnet build on a local
 * chain with chain id 1 and the contracts at mainnet's addresses (run.mjs starts that stack). Local by default.
 */
export const NETWORK: "local" | "mainnet" = process.env.SYNPRESS_NETWORK === "mainnet" ? "mainnet" : "local";
/** The local network's id and name, which wallet-setup/local.setup.ts adds to MetaMask whatever the mode. */
export const LOCAL_CHAIN_ID = 31337;
export const LOCAL_CHAIN_NAME = "Anvil";
export const CHAIN_ID = NETWORK === "mainnet" ? 1 : LOCAL_CHAIN_ID;
/** The chain's name in the dashboard's wallet button ("Network: Anvil", "Network: Ethereum"). */
export const CHAIN_NAME = NETWORK === "mainnet" ? "Ethereum" : LOCAL_CHAIN_NAME;

export type Address = `0x${string}`;

export interface SeedAccount {
  readonly name: string;
  readonly address: Address;
  readonly privateKey: `0x${string}`;
  readonly indexes: readonly number[];
}

/**
 * Alice, anvil account #4. After the seed: 101 Active, 102 Active (missed a proposal, forgiven), 103 Pending,
 * 104 Unregistered, 105 Exit Requested, and rewards to claim (mocks/oracle/SEED.md).
 */
export const ALICE: SeedAccount = {
  name: "Alice",
  address: "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65",
  privateKey: "0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a",
  indexes: [101, 102, 103, 104, 105],
};

/**
 * Bob, anvil account #5. After the seed: 201 Exited with its bond to withdraw, 202 expelled, 203 Penalized (Add
 * bond), 204 relay excluded, and rewards to claim.
 */
export const BOB: SeedAccount = {
  name: "Bob",
  address: "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc",
  privateKey: "0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba",
  indexes: [201, 202, 203, 204],
};

/** MetaMask names imported accounts in the order they were imported (wallet-setup/*.setup.ts: Alice, then Bob). */
export const METAMASK_ACCOUNT_NAMES = { alice: "Imported Account 1", bob: "Imported Account 2" } as const;

/** The suite's stack control (e2e/support/synpress-stack.ts in the repository root): POST /reset goes back to the seed. */
export const CONTROL_URL = "http://127.0.0.1:8547";

/**
 * What the seed leaves Alice to claim, in wei and on the Claim button (three decimals, cut): 0.428475 ETH on the
 * local chain, ten times that with mainnet's bond.
 */
export const ALICE_CLAIM: { readonly wei: bigint; readonly button: string } =
  NETWORK === "mainnet"
    ? { wei: 4_284_750_000_000_000_000n, button: "Claim 4.284 ETH" }
    : { wei: 428_475_000_000_000_000n, button: "Claim 0.428 ETH" };
