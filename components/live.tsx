"use client";

import { firstRequests } from "@/lib/chain/reads/first-requests";
import { onWant, WAGMI_STORE_KEY } from "@/lib/early-input";
import { startRememberedReads } from "@/lib/wallet/remembered-account";
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

/** The page's local storage; none where the browser refuses it (its getter throws with site data blocked). */
function pageStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

if (typeof window !== "undefined") {
  onWant((name) => {
    // The dashboard a wallet leads to runs once the wallet names its account (components/dashboard/DashboardArea.tsx):
    // its chunks are fetched while the wallet list is drawn (lib/early-input.ts), but run then, its code held the
    // main thread while the list came in, and the tap on the wallet waited. The list's first requests leave before it
    // runs (components/wallet/account-ahead.ts).
    if (name === "connect") {
      loadQuietly(walletIsland.load);
      // A returning visit's reads leave now too, with the page's own code, for the account the wallet had: not
      // later on a phone, once the wallet's code has come and reconnected (lib/wallet/remembered-account.ts). After
      // the wallet's code is asked for: whatever happens to them, the tap's code is on its way.
      startRememberedReads(pageStorage(), WAGMI_STORE_KEY, window.location.hash, firstRequests.start);
    } else if (name === "lookup") loadQuietly(accountIsland.load);
    else if (name === "rpc") loadQuietly(rpcDialog.load);
  });
  // Visits that need the code at once (a wallet connected before, a shared look-up link) were asked for by the inline
  // script (lib/early-input.ts) before this ran: onWant hears them.
}
