/** wagmi's id of WalletConnect's connector (RainbowKit's walletConnectWallet keeps it). */
export const WALLETCONNECT_ID = "walletConnect";
