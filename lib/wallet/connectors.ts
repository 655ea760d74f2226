import { injected } from "wagmi";

export const APP_NAME = "Smoothly Pool";

/**
 * The connectors the page starts with: MetaMask's injected provider and any other injected wallet, on wagmi's plain
 * injected connector. RainbowKit's own MetaMask connector would load the MetaMask SDK, or WalletConnect when
 * MetaMask is missing, as soon as the wagmi config exists. Their names, icons and install links (which RainbowKit
 * needs to list them) join with the modal's code: rainbowkit-wallets.ts. WalletConnect joins there too.
 */
export const injectedConnectors = [injected({ target: "metaMask" }), injected()];
