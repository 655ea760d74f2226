import type { Wallet, WalletDetailsParams } from "@rainbow-me/rainbowkit";
import { injectedWallet, metaMaskWallet } from "@rainbow-me/rainbowkit/wallets";
import { createConnector, injected, type CreateConnectorFn } from "wagmi";

export const APP_NAME = "Smoothly Pool";
export const walletConnectProjectId = process.env.NEXT_PUBLIC_WC_PROJECT_ID ?? "";
export const walletConnectEnabled = walletConnectProjectId !== "";

type WalletFactory = (params: Parameters<typeof metaMaskWallet>[0]) => Wallet;

/**
 * RainbowKit's MetaMask entry (name, icon, install links), but on wagmi's plain injected connector: RainbowKit's
 * own one loads the MetaMask SDK, or WalletConnect when MetaMask is missing, as soon as the wagmi config exists.
 */
const injectedMetaMaskWallet: WalletFactory = (params) => ({
  ...metaMaskWallet(params),
  qrCode: undefined,
  createConnector: (details) =>
    createConnector((config) => ({ ...injected({ target: "metaMask" })(config), ...details })),
});

/**
 * What RainbowKit's connectorsForWallets does for a wallet list: attach the wallet's metadata (`rkDetails`) so the
 * modal lists the connector. Written out because importing RainbowKit's main entry here would pull the whole
 * modal into the first-load JavaScript; the wallet factories come from the small `/wallets` entry.
 */
export function rainbowKitConnectors(
  groupName: string,
  factories: WalletFactory[],
  firstIndex = 0,
): CreateConnectorFn[] {
  return factories.map((factory, offset) => {
    // RainbowKit's factories insist on a project id even where they never use it (our injected MetaMask entry).
    const {
      createConnector: create,
      hidden: _hidden,
      ...meta
    } = factory({ projectId: walletConnectProjectId || "unused" });
    const details: WalletDetailsParams = {
      rkDetails: { ...meta, groupIndex: 1, groupName, index: firstIndex + offset, isRainbowKitConnector: true },
    };
    return create(details);
  });
}

/** The connectors the page starts with: injected wallets only. WalletConnect joins when the modal loads. */
export const injectedConnectors = rainbowKitConnectors("Installed", [injectedMetaMaskWallet, injectedWallet]);
