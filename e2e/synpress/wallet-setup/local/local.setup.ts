// The MetaMask profile the local specs start from, prepared once by `synpress wallet-setup` (run.mjs does it) and
// copied for every test: support/metamask/prepare.ts says what it holds.
//
// Synpress names the cache after a hash of this callback's source text only, so run.mjs also drops the cache when
// anything under support/metamask/ changes. Keep the callback simple: Synpress's CLI cuts it out of this file with a
// regular expression (no parentheses in the parameter list, braces at most three deep).
import { defineWalletSetup } from "@synthetixio/synpress";
import { WALLET_PASSWORD } from "../../support/constants";
import { prepareWallet } from "../../support/metamask/prepare";

export default defineWalletSetup(WALLET_PASSWORD, async (_context, walletPage) => {
  await prepareWallet(walletPage, "local");
});
