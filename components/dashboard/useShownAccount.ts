import { useEffect, useState, useSyncExternalStore } from "react";
import type { Address } from "viem";
import { connectedWallet } from "@/lib/connected-wallet";
import { lookupHash, parseLookupHash, shownAccount, type Lookup, type ShownAccount } from "@/lib/lookup";

const noWallet = () => undefined;

/**
 * The one place that decides whose validators the page shows: the connected wallet, or an address looked up in
 * the URL hash (`#address=0x…`), read-only unless it is the wallet's own. The hash keeps the site one static page,
 * lets a link share the look-up, and makes Back undo it. The wallet comes from the wallet's own part of the page
 * (connectedWallet), so this frame needs no wallet code.
 */
export function useShownAccount(): {
  shown: ShownAccount;
  lookup: Lookup;
  walletConnected: boolean;
  view: (address: Address) => void;
  clear: () => void;
} {
  const wallet = useSyncExternalStore(connectedWallet.subscribe, connectedWallet.get, noWallet);
  const [lookup, setLookup] = useState<Lookup>({ kind: "none" });
  useEffect(() => {
    const read = () => setLookup(parseLookupHash(window.location.hash));
    read();
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, []);
  const view = (address: Address) => {
    // Setting the hash adds a history step and fires hashchange, which reads it back.
    window.location.hash = lookupHash(address);
  };
  const clear = () => {
    // pushState drops the "#" too (assigning "" to the hash would leave one), and fires no hashchange.
    window.history.pushState(null, "", window.location.pathname);
    setLookup({ kind: "none" });
  };
  return { shown: shownAccount(wallet, lookup), lookup, walletConnected: wallet !== undefined, view, clear };
}
