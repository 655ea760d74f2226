"use client";

import { onWant, want } from "@/lib/early-input";
import { parseLookupHash } from "@/lib/lookup";
import { rememberedConnection } from "@/lib/wallet/remembered";
import { onDemand } from "./on-demand";

// What the first screen does not need until someone reaches for it. The static HTML draws it, the page's first
// scripts keep it working (lib/early-input.ts), and its code comes on intent: nothing here is fetched by a visitor
// who only looks.

/** wagmi, RainbowKit and the wallet's button: on Connect Wallet, or at once for a remembered connection. */
export const walletIsland = onDemand(() => import("./wallet/LiveWallet"));

/** The dashboard of a connected or looked-up address: the pool API, the chain's events, the writes. */
export const accountIsland = onDemand(() => import("./dashboard/AccountIsland"));

/** The RPC setting's dialog. */
export const rpcDialog = onDemand(() => import("./settings/RpcDialog"));

const loadQuietly = (load: () => Promise<unknown>) =>
  void load().catch((error: unknown) => console.warn("Could not load part of the page:", error));

if (typeof window !== "undefined") {
  onWant((name) => {
    if (name === "connect") {
      // The wallet list first; the dashboard it leads to follows, before a wallet is chosen in it.
      loadQuietly(() => walletIsland.load().then(() => accountIsland.load()));
    } else if (name === "lookup") loadQuietly(accountIsland.load);
    else if (name === "rpc") loadQuietly(rpcDialog.load);
  });
  // Visits that need the code at once: a wallet connected before (wagmi reconnects it), a shared look-up link.
  try {
    if (rememberedConnection(window.localStorage)) want("connect");
  } catch {
    // Storage disabled: nothing remembered.
  }
  if (parseLookupHash(window.location.hash).kind !== "none") want("lookup");
}
