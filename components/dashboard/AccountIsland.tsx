"use client";

import type { Address } from "viem";
import "@/components/wallet/account-ahead";
import { WalletProviders } from "@/components/wallet/WalletProviders";
import { Dashboard } from "./Dashboard";

/** Marks this island: the build finds its chunks by it, and the page asks for them as soon as View is reached for. */
export const ISLAND_KEY = "smoothly:island:lookup";

/**
 * The dashboard of one address, fetched when a wallet connects or an address is looked up (components/live.tsx):
 * the pool API, the chain's events, the claims and the writes, with wagmi around them.
 */
export function AccountIsland({ address, readOnly }: { address: Address; readOnly: boolean }) {
  return (
    <WalletProviders owner={false}>
      <Dashboard address={address} readOnly={readOnly} />
    </WalletProviders>
  );
}
