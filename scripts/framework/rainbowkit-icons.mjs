import { readdirSync } from "node:fs";
import { join } from "node:path";
import { RAINBOWKIT_DIST as DIST, theOne } from "./rainbowkit-dist.mjs";

// RainbowKit's icons for the wallets the page lists (WalletConnect where the build has a project id), each a module of its own in RainbowKit's dist (a data URL)
// that its package does not export. RainbowKit imports each one as a chunk when its provider mounts, to preload them:
// on a phone, requests and work on the main thread just before the wallet list shows (23-64 ms at 4x CPU for four
// such chunks, docs/performance.md). The page's wallet code imports them instead (lib/wallet/rainbowkit-wallets.ts),
// under these names, which next.config.mjs and vitest.config.ts resolve to the files found here: the file names carry
// a content hash, so they are looked up, and a RainbowKit that no longer has exactly one such file fails the build.
const ICONS = {
  "rainbowkit-icon/metamask": ["wallets/walletConnectors", "metaMaskWallet-"],
  "rainbowkit-icon/browser-wallet": ["wallets/walletConnectors", "injectedWallet-"],
  "rainbowkit-icon/walletconnect": ["wallets/walletConnectors", "walletConnectWallet-"],
};

/** The names the page's wallet code imports the icons by. */
export const ICON_NAMES = Object.keys(ICONS);

/** Each icon's name and its file under the project folder `root`, as "./node_modules/…" (how resolveAlias takes it). */
export function rainbowKitIconFiles(root) {
  return Object.fromEntries(
    Object.entries(ICONS).map(([name, [folder, prefix]]) => {
      const file = theOne(
        readdirSync(join(root, DIST, folder)).filter((file) => file.startsWith(prefix) && file.endsWith(".js")),
        `${name}: expected one ${prefix}*.js in ${DIST}/${folder}`,
      );
      return [name, `./${join(DIST, folder, file)}`];
    }),
  );
}
