import type { Page } from "@playwright/test";
import {
  ALICE,
  ANVIL_MNEMONIC,
  BOB,
  LOCAL_CHAIN_ID,
  LOCAL_CHAIN_NAME,
  METAMASK_ACCOUNT_NAMES,
  OTHER_CHAIN_RPC_URL,
  RPC_URL,
  WALLET_PASSWORD,
} from "../constants";
import { importAccount, selectAccount } from "./accounts";
import { untilBalanceShown } from "./balance";
import { addNetwork, pointNetworkAt } from "./networks";
import { onboard } from "./onboarding";

/**
 * The MetaMask every spec starts from: onboarded with anvil's mnemonic, the local Anvil network added (MetaMask checks
 * its chain id, so the stack must be up) and its Ethereum network pointed at the stack's other chain (chain id 1),
 * Alice and Bob imported, Alice selected and her ether shown (so the profile holds it). For the mainnet build,
 * MetaMask's own Ethereum network (chain id 1) is pointed at the local chain instead.
 */
export async function prepareWallet(page: Page, network: "local" | "mainnet"): Promise<void> {
  await onboard(page, ANVIL_MNEMONIC, WALLET_PASSWORD);
  if (network === "local") {
    await addNetwork(page, { name: LOCAL_CHAIN_NAME, rpcUrl: RPC_URL, chainId: LOCAL_CHAIN_ID, symbol: "ETH" });
    // The site's other network in the specs (a local chain with Ethereum's id, which the stack runs beside Anvil).
    await pointNetworkAt(page, 1, OTHER_CHAIN_RPC_URL);
  } else {
    await pointNetworkAt(page, 1, RPC_URL);
  }
  await importAccount(page, ALICE.privateKey, ALICE.address);
  await importAccount(page, BOB.privateKey, BOB.address);
  await selectAccount(page, ALICE.address, METAMASK_ACCOUNT_NAMES.alice);
  await untilBalanceShown(page);
}
