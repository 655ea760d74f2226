import { walletConnectWallet } from "@rainbow-me/rainbowkit/wallets";
import type { Config } from "wagmi";
import { rainbowKitConnectors, walletConnectEnabled } from "./rainbowkit-wallets";

/**
 * Adds WalletConnect to the live wagmi config. Called from the lazily loaded RainbowKit chunk, so the WalletConnect
 * SDK is fetched only after the user opens the wallet modal, and only when the build has a project id.
 */
export function addWalletConnect(config: Config): void {
  if (!walletConnectEnabled || config.connectors.some((c) => c.id === "walletConnect")) return;
  const created = rainbowKitConnectors("Other", [walletConnectWallet]).map((fn) =>
    config._internal.connectors.setup(fn),
  );
  config._internal.connectors.setState((current) => [...current, ...created]);
}
