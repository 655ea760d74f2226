"use client";

import { useEffect, useState } from "react";
import { useAccount, useDisconnect } from "wagmi";
import { connectedWallet } from "@/lib/connected-wallet";
import { isLockedMetaMask } from "@/lib/wallet/locked";
import { useEarlyIntent } from "@/lib/use-early-intent";
import RainbowKitButton from "./RainbowKitButton";
import { WalletProviders } from "./WalletProviders";

/** Marks this island: the build finds its chunks by it; the page asks for them as Connect Wallet is reached for. */
export const ISLAND_KEY = "smoothly:island:connect";

/**
 * Tells the page's frame (which has no wagmi) which wallet is connected. A connection that comes back while MetaMask
 * is locked is dropped before its account reaches the page: the page asks to connect again, and MetaMask to unlock.
 */
function ConnectedWalletBridge() {
  const { address, connector } = useAccount();
  const { disconnect } = useDisconnect();
  const [checked, setChecked] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!address || !connector) return;
    let current = true;
    void connector
      .getProvider()
      .then(isLockedMetaMask)
      .then((locked) => {
        if (!current) return;
        if (locked) disconnect();
        else setChecked(address);
      });
    return () => {
      current = false;
    };
  }, [address, connector, disconnect]);
  const shown = address !== undefined && checked === address ? address : undefined;
  useEffect(() => connectedWallet.set(shown), [shown]);
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
