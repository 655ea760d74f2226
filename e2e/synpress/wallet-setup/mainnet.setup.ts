// The MetaMask profile for SYNPRESS_NETWORK=mainnet: like local.setup.ts, but MetaMask's Ethereum network (chain id
// 1) is pointed at the local stack's anvil through a network added with that chain id and the local RPC, so the
// mainnet build's transactions go to the mainnet-shaped local chain. Its own callback text gives it its own cache.
import { defineWalletSetup } from "@synthetixio/synpress";
import { MetaMask } from "@synthetixio/synpress/playwright";
import { ALICE, ANVIL_MNEMONIC, RPC_URL, WALLET_PASSWORD } from "../support/constants";

export default defineWalletSetup(WALLET_PASSWORD, async (context, walletPage) => {
  const metamask = new MetaMask(context, walletPage, WALLET_PASSWORD);
  await metamask.importWallet(ANVIL_MNEMONIC);
  await metamask.addNetwork({ name: "Ethereum (local stack)", rpcUrl: RPC_URL, chainId: 1, symbol: "ETH" });
  await metamask.importWalletFromPrivateKey(ALICE.privateKey);
});
