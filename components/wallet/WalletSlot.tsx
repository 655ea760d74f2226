"use client";

import { walletIsland } from "@/components/live";
import { useOnDemand } from "@/components/on-demand";
import { INTENT_ATTRIBUTE } from "@/lib/early-input";
import { ConnectPlaceholder } from "./ConnectPlaceholder";

/** The top bar's wallet: the static Connect Wallet until someone reaches for it, then RainbowKit's button. */
export function WalletSlot() {
  const island = useOnDemand(walletIsland);
  if (!island) return <ConnectPlaceholder />;
  // The placeholder goes: a keyboard user who had reached it keeps their place on the button that replaces it.
  const focused = document.activeElement?.getAttribute(INTENT_ATTRIBUTE) === "connect";
  return <island.LiveWallet focusOnMount={focused} />;
}
