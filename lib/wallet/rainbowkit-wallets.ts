import type { Wallet, WalletDetailsParams } from "@rainbow-me/rainbowkit";
import { injectedWallet, metaMaskWallet } from "@rainbow-me/rainbowkit/wallets";
import type { Config, CreateConnectorFn } from "wagmi";
import browserWalletIcon from "rainbowkit-icon/browser-wallet";
import metaMaskIcon from "rainbowkit-icon/metamask";
import { walletConnectSettings } from "./walletconnect-settings";

// Loaded with the wallet modal only: the wallet list's metadata is not first-load code.

// Written out whole, so that Next inlines each variable into the build.
export const walletConnectBuild = walletConnectSettings(
  process.env.NEXT_PUBLIC_WC_PROJECT_ID,
  process.env.NEXT_PUBLIC_WC_RELAY_URL,
);
export const walletConnectProjectId = walletConnectBuild.projectId;
export const walletConnectEnabled = walletConnectProjectId !== "";

export type WalletFactory = (params: Parameters<typeof metaMaskWallet>[0]) => Wallet;

/** A wallet's RainbowKit metadata (`rkDetails`), as RainbowKit's connectorsForWallets attaches it. */
function walletDetails(factory: WalletFactory, groupName: string, index: number) {
  // RainbowKit's factories insist on a project id even where they never use it (the injected entries).
  // Stryker disable next-line ConditionalExpression: without an id only the injected wallets are built, and they ignore it
  const { createConnector, hidden: _hidden, ...meta } = factory({ projectId: walletConnectProjectId || "unused" });
  const details: WalletDetailsParams = {
    rkDetails: { ...meta, groupIndex: 1, groupName, index, isRainbowKitConnector: true },
  };
  return { createConnector, details };
}

// The listed wallets' icons come with this code, as data URLs (scripts/framework/rainbowkit-icons.mjs): an icon given
// as RainbowKit's loader is a chunk RainbowKit imports the moment its provider mounts, on a phone just before the
// wallet list shows. A build without the framework rewrites has none and keeps RainbowKit's loader.

/** RainbowKit's MetaMask entry (name, icon, install links) for wagmi's plain injected MetaMask connector. */
const injectedMetaMaskWallet: WalletFactory = (params) => {
  const wallet = metaMaskWallet(params);
  return { ...wallet, iconUrl: metaMaskIcon ?? wallet.iconUrl, qrCode: undefined };
};

/** RainbowKit's Browser Wallet entry, for any other injected wallet. */
const browserWallet: WalletFactory = () => {
  const wallet = injectedWallet();
  return { ...wallet, iconUrl: browserWalletIcon ?? wallet.iconUrl };
};

/** The page's injected connectors (lib/wallet/connectors.ts) by id, with the wallet RainbowKit lists them as. */
const INSTALLED: readonly (readonly [string, WalletFactory])[] = [
  ["metaMask", injectedMetaMaskWallet],
  ["injected", browserWallet],
];

/**
 * Gives the page's injected connectors their RainbowKit metadata, in place: a connection made before the modal
 * loaded (a restored session) keeps its connector. Call before RainbowKit first renders; running it again changes
 * nothing.
 */
export function attachWalletDetails(config: Config): void {
  INSTALLED.forEach(([id, factory], index) => {
    const connector = config.connectors.find((c) => c.id === id);
    if (connector && !("rkDetails" in connector))
      Object.assign(connector, walletDetails(factory, "Installed", index).details);
  });
}

/** New connectors for `factories`, with their RainbowKit metadata, listed after the installed ones. */
export function rainbowKitConnectors(groupName: string, factories: WalletFactory[]): CreateConnectorFn[] {
  return factories.map((factory, offset) => {
    const { createConnector, details } = walletDetails(factory, groupName, INSTALLED.length + offset);
    return createConnector(details);
  });
}
