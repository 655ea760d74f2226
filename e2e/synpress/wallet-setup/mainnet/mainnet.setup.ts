// The MetaMask profile for SYNPRESS_NETWORK=mainnet: like local.setup.ts, with MetaMask's Ethereum network (chain id
// 1) pointed at the local stack's chain, so the mainnet build's transactions go to the mainnet-shaped local chain.
import { defineWalletSetup } from "@synthetixio/synpress";
import { WALLET_PASSWORD } from "../../support/constants";
import { prepareWallet } from "../../support/metamask/prepare";

export default defineWalletSetup(WALLET_PASSWORD, async (_context, walletPage) => {
  await prepareWallet(walletPage, "mainnet");
});
