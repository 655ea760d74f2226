"use client";

import type { Address } from "viem";
import { WalletProviders } from "@/components/wallet/WalletProviders";
import { firstReads } from "@/lib/chain/first-reads";
import { wagmiConfig } from "@/lib/wallet/config";
import { readAheadForShownAccount } from "@/lib/wallet/read-ahead";
import { Dashboard } from "./Dashboard";

/** Marks this island: the build finds its chunks by it, and the page asks for them as soon as View is reached for. */
export const ISLAND_KEY = "smoothly:island:lookup";

// With this code here, the list's first reads start as soon as the page knows the account (the wallet names it, or
// a look-up link), while the connect and the dashboard's first render still run: on a phone, one task of 0.2 s or
// more in which nothing else is sent. The list takes them (useValidatorList.ts).
if (typeof window !== "undefined") readAheadForShownAccount(wagmiConfig, firstReads.start);

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
