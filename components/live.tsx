"use client";

import { onWant } from "@/lib/early-input";
import { whenIdle } from "@/lib/use-idle";
import "./first-screen";
import { onDemand } from "./on-demand";
import { rpcDialog } from "./settings/rpc-dialog-island";

// What the first screen does not need until someone reaches for it. The static HTML draws it, the inline early-input
// script keeps it working (lib/early-input.ts) and the first-screen module keeps its figures live until the app
// starts; the code below comes on intent: nothing here is fetched by a visitor who only looks.
// Nothing these islands load imports this file back (`npm run lint`'s import/no-cycle): what an island shares with
// the page (the RPC dialog's handle) sits in a module of its own.

/** wagmi, RainbowKit and the wallet's button: on Connect Wallet, or at once for a remembered connection. */
export const walletIsland = onDemand(() => import("./wallet/LiveWallet"));

/** The dashboard of a connected or looked-up address: the pool API, the chain's events, the writes. */
export const accountIsland = onDemand(() => import("./dashboard/AccountIsland"));

const loadQuietly = (load: () => Promise<unknown>) =>
  void load().catch((error: unknown) => console.warn("Could not load part of the page:", error));

if (typeof window !== "undefined") {
  onWant((name) => {
    if (name === "connect") {
      // The wallet list first; the dashboard it leads to once the page is idle again (the list drawn), before a wallet
      // is chosen in it: run at once, its code would hold the list up on a slow phone.
      loadQuietly(() =>
        walletIsland
          .load()
          .then(() => new Promise<void>((idle) => whenIdle(idle)))
          .then(() => accountIsland.load()),
      );
    } else if (name === "lookup") loadQuietly(accountIsland.load);
    else if (name === "rpc") loadQuietly(rpcDialog.load);
  });
  // Visits that need the code at once (a wallet connected before, a shared look-up link) were asked for by the inline
  // script (lib/early-input.ts) before this ran: onWant hears them.
}
