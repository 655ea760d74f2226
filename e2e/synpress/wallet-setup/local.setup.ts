// The MetaMask profile the specs start from, prepared once by `npx synpress wallet-setup` (run.mjs does it when the
// profile is missing) and copied for every test. MetaMask is onboarded with anvil's mnemonic, gets the local Anvil
// network (MetaMask checks the chain id against the RPC, so anvil must be up while this runs, and it switches to the
// network it adds), then imports Alice's key, which becomes the selected account.
//
// Keep the callback simple: Synpress names the cache after a hash of the callback's source text, which its CLI cuts out
// of this file with a regular expression (no parentheses in the parameter list, braces at most three deep).
import { defineWalletSetup } from "@synthetixio/synpress";
import { MetaMask } from "@synthetixio/synpress/playwright";
import {
  ALICE,
  ANVIL_MNEMONIC,
  LOCAL_CHAIN_ID,
  LOCAL_CHAIN_NAME,
  RPC_URL,
  WALLET_PASSWORD,
} from "../support/constants";

export default defineWalletSetup(WALLET_PASSWORD, async (context, walletPage) => {
  const metamask = new MetaMask(context, walletPage, WALLET_PASSWORD);
  await metamask.importWallet(ANVIL_MNEMONIC);
  await metamask.addNetwork({ name: LOCAL_CHAIN_NAME, rpcUrl: RPC_URL, chainId: LOCAL_CHAIN_ID, symbol: "ETH" });
  await metamask.importWalletFromPrivateKey(ALICE.privateKey);
});
