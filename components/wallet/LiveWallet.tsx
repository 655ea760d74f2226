"use client";

import { useEffect, useState } from "react";
import { useAccount, useConfig } from "wagmi";
import { connectedWallet } from "@/lib/connected-wallet";
import { useEarlyIntent } from "@/lib/use-early-intent";
import "./account-ahead";
import RainbowKitButton from "./RainbowKitButton";
import { WalletProviders } from "./WalletProviders";

/** Marks this island: the build finds its chunks by it; the page asks for them as Connect Wallet is reached for. */
export const ISLAND_KEY = "smoothly:island:connect";

/** Framed by a page of another origin (a Safe's host always is one), as the inline script checks (lib/early-input.ts). */
function framedByAnotherOrigin(): boolean {
  if (window.parent === window) return false;
  try {
    return !window.parent.location.href;
  } catch {
    return true;
  }
}

/** The root element's mark of a framed page's try to connect as a Safe: "connecting", then "connected" or "none". */
export const SAFE_APP_ATTRIBUTE = "data-safe-app";

/**
 * A page framed by a Safe's host is a Safe App: it connects as the Safe at once, without Connect Wallet or the wallet
 * list. The Safe's code comes only to a framed page (lib/wallet/safe-app.ts). A parent that is no Safe host of the
 * build gets no answer: the page stays as it was, and says so on its root element for whoever checks.
 */
function SafeAppConnect() {
  const config = useConfig();
  useEffect(() => {
    if (!framedByAnotherOrigin()) return;
    const root = document.documentElement;
    root.setAttribute(SAFE_APP_ATTRIBUTE, "connecting");
    import("@/lib/wallet/safe-app")
      .then(({ connectSafeApp }) => connectSafeApp(config))
      .then(
        (connected) => root.setAttribute(SAFE_APP_ATTRIBUTE, connected ? "connected" : "none"),
        (error: unknown) => {
          root.setAttribute(SAFE_APP_ATTRIBUTE, "none");
          console.warn("Could not load the Safe App's code:", error);
        },
      );
  }, [config]);
  return null;
}

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
      <SafeAppConnect />
      <ConnectedWalletBridge />
      <WalletButton focusOnMount={focusOnMount} />
    </WalletProviders>
  );
}
