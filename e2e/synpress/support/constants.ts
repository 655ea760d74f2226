/**
 * The local stack and the seeded accounts this suite uses. The accounts are the seed's own
 * (mocks/oracle/seed-accounts.ts, read from the repository root, whose packages run.mjs needs anyway); the URLs are the
 * local stack's ports (lib/network/local.ts, mocks/stack.ts).
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

export type { SeedAccount } from "../../../mocks/oracle/seed-accounts";

/**
 * Alice, anvil account #4. After the seed: 101 Active, 102 Active (missed a proposal, forgiven), 103 Pending,
 * 104 Unregistered, 105 Exit Requested, and rewards to claim (mocks/oracle/SEED.md). Bob, anvil account #5: 201
 * Exited with its bond to withdraw, 202 expelled, 203 Penalized (Add bond), 204 relay excluded, and rewards to claim.
 */
export { ALICE, BOB } from "../../../mocks/oracle/seed-accounts";

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
