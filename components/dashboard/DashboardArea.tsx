"use client";

import { useEffect, useState, type ReactNode } from "react";
import type { Address } from "viem";
import { accountIsland } from "@/components/live";
import { useOnDemand } from "@/components/on-demand";
import { RETRY } from "@/lib/copy/loading";
import { DASHBOARD_NOT_LOADED } from "@/lib/copy/list-loading";
import { AddressLookup } from "./lookup/AddressLookup";
import { useShownAccount } from "./useShownAccount";
import { VisitorDashboard } from "./VisitorDashboard";

/** An address's dashboard: its code is fetched when first needed; the visitor view stands in (loading) meanwhile. */
function AccountSlot({ address, readOnly }: { address: Address; readOnly: boolean }) {
  const island = useOnDemand(accountIsland);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    accountIsland.load().catch((error: unknown) => {
      console.warn("Could not load the dashboard:", error);
      setFailed(true);
    });
  }, [attempt]);
  if (island) return <island.AccountIsland address={address} readOnly={readOnly} />;
  if (!failed) return <VisitorDashboard loading />;
  return (
    <p role="alert" className="flex flex-wrap items-center gap-3 py-10 text-sm text-danger">
      <span>{DASHBOARD_NOT_LOADED}</span>
      <button
        type="button"
        className="rounded-md border border-surface-line px-2 py-0.5 font-semibold text-ink hover:border-brand"
        onClick={() => {
          setFailed(false);
          setAttempt((n) => n + 1);
        }}
      >
        {RETRY}
      </button>
    </p>
  );
}

/**
 * MY VALIDATORS: the "View an address" form (its static fields come from the page), then the visitor view until a
 * wallet connects or an address is looked up, then that account's dashboard (read-only for someone else's address).
 */
export function DashboardArea({ lookupFields }: { lookupFields: ReactNode }) {
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
      {shown.address ? <AccountSlot address={shown.address} readOnly={shown.readOnly} /> : <VisitorDashboard />}
    </div>
  );
}
