"use client";

import dynamic from "next/dynamic";
import type { ReactNode } from "react";
import { AddressLookup } from "./AddressLookup";
import { useShownAccount } from "./useShownAccount";
import { VisitorDashboard } from "./VisitorDashboard";

// The connected dashboard (pool events, claim checks, the write pipeline, the modals' wiring) is fetched only once
// an address is connected or looked up: a visitor's first load carries none of it.
const Dashboard = dynamic(() => import("./Dashboard").then((m) => m.Dashboard), {
  ssr: false,
  loading: () => <VisitorDashboard loading />,
});

/**
 * MY VALIDATORS: the "View an address" form (its static fields come from the page), then the visitor view until a wallet connects or an address is looked
 * up, then that account's dashboard (read-only for someone else's address).
 */
export function LazyDashboard({ lookupFields }: { lookupFields: ReactNode }) {
  const { shown, lookup, view, clear, walletConnected } = useShownAccount();
  return (
    <div className="flex flex-col gap-5">
      <AddressLookup
        fields={lookupFields}
        lookup={lookup}
        walletConnected={walletConnected}
        onView={view}
        onClear={clear}
      />
      {shown.address ? <Dashboard address={shown.address} readOnly={shown.readOnly} /> : <VisitorDashboard />}
    </div>
  );
}
