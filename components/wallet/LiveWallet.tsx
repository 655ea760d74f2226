"use client";

import { useEffect, useState } from "react";
import { useAccount } from "wagmi";
import { connectedWallet } from "@/lib/connected-wallet";
import { useEarlyIntent } from "@/lib/use-early-intent";
import "./account-ahead";
import RainbowKitButton from "./RainbowKitButton";
import { WalletProviders } from "./WalletProviders";

/** Marks this island: the build finds its chunks by it; the page asks for them as Connect Wallet is reached for. */
export const ISLAND_KEY = "smoothly:island:connect";

/** Tells the page's frame (which has no wagmi) which wallet is connected. */
function ConnectedWalletBridge() {
  const { address } = useAccount();
  useEffect(() => connectedWallet.set(address), [address]);
  return null;
}

function WalletButton({ focusOnMount }: { focusOnMount: boolean }) {
  // A tap on Connect Wallet before this code arrived opens the wallet list now.
  const [asked, setAsked] = useState(false);
  useEarlyIntent("connect", () => setAsked(true));
  return <RainbowKitButton openModal={asked} focusOnMount={focusOnMount} onAsk={() => setAsked(true)} />;
}

/**
 * The wallet's part of the page, fetched when someone reaches for Connect Wallet or when a wallet connected before
 * is remembered: wagmi (which reconnects it) and RainbowKit's button and modals.
 */
export function LiveWallet({ focusOnMount }: { focusOnMount: boolean }) {
  return (
    <WalletProviders owner>
      <ConnectedWalletBridge />
      <WalletButton focusOnMount={focusOnMount} />
    </WalletProviders>
  );
}
