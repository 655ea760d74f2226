import { walletConnectWallet } from "@rainbow-me/rainbowkit/wallets";
import type { Config } from "wagmi";
import walletConnectIcon from "rainbowkit-icon/walletconnect";
import {
  rainbowKitConnectors,
  walletConnectBuild,
  walletConnectEnabled,
  type WalletFactory,
} from "./rainbowkit-wallets";
import { WALLETCONNECT_ID } from "./walletconnect-id";
import { loadedOnPick } from "./walletconnect-on-pick";

/** wagmi's states while its reconnect runs ("connecting" when no connection was current). */
const RECONNECTING = new Set(["reconnecting", "connecting"]);

/**
 * RainbowKit's WalletConnect entry on the build's relay (the SDK's own when the build names none). The SDK logs each
 * refusal it carries (a rejection on the phone, an expired request) as a console error; the page says what happened
 * itself (lib/chain/errors/error-catalogue.ts), so the SDK's log keeps only what stops it.
 */
const walletConnectOnRelay: WalletFactory = ({ projectId }) => {
  const wallet = walletConnectWallet({
    projectId,
    options: {
      logger: "fatal",
      ...(walletConnectBuild.relayUrl === undefined ? {} : { relayUrl: walletConnectBuild.relayUrl }),
    },
  });
  // Its icon with the wallet's code, as the others' (lib/wallet/rainbowkit-wallets.ts): no chunk as the list shows.
  return { ...wallet, iconUrl: walletConnectIcon ?? wallet.iconUrl };
};

/**
 * Adds WalletConnect to the live wagmi config. Called from the lazily loaded RainbowKit chunk, only when the build
 * has a project id; the WalletConnect SDK itself is fetched once the visitor picks it (walletconnect-on-pick.ts).
 */
export function addWalletConnect(config: Config): void {
  if (!walletConnectEnabled || config.connectors.some((c) => c.id === WALLETCONNECT_ID)) return;
  const created = rainbowKitConnectors("Other", [walletConnectOnRelay]).map((fn) =>
    config._internal.connectors.setup(loadedOnPick(fn, WALLETCONNECT_ID, () => RECONNECTING.has(config.state.status))),
  );
  config._internal.connectors.setState((current) => [...current, ...created]);
}
