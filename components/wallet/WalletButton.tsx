"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { useAccount } from "wagmi";

const loadRainbowKit = () => import("./RainbowKitButton");
const RainbowKitButton = dynamic(loadRainbowKit, { ssr: false, loading: () => <PlaceholderButton busy /> });

function PlaceholderButton({ busy = false, onClick }: { busy?: boolean; onClick?: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      onPointerEnter={() => void loadRainbowKit()}
      onFocus={() => void loadRainbowKit()}
      aria-busy={busy}
      className="rounded-xl bg-brand px-4 py-2 text-sm font-bold text-on-brand shadow hover:bg-brand-strong focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-soft"
    >
      Connect Wallet
    </button>
  );
}

/**
 * A plain "Connect Wallet" button until the wallet UI is needed: RainbowKit (about as heavy as the rest of the page)
 * loads on the first click, or at once when wagmi restores a previous connection.
 */
export function WalletButton() {
  const { status } = useAccount();
  const [clicked, setClicked] = useState(false);
  if (clicked || status === "connected" || status === "reconnecting") {
    return <RainbowKitButton openModal={clicked} />;
  }
  return <PlaceholderButton onClick={() => setClicked(true)} />;
}
