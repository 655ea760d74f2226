"use client";

import dynamic from "next/dynamic";
import { useAccount } from "wagmi";
import { VisitorDashboard } from "./VisitorDashboard";

// The connected dashboard (pool events, claim checks, the write pipeline, the modals' wiring) is fetched only once
// an address is connected: a visitor's first load carries none of it.
const Dashboard = dynamic(() => import("./Dashboard").then((m) => m.Dashboard), {
  ssr: false,
  loading: () => <VisitorDashboard loading />,
});

/** MY VALIDATORS: the visitor view until a wallet connects, then the account's dashboard. */
export function LazyDashboard() {
  const { address } = useAccount();
  return address ? <Dashboard /> : <VisitorDashboard />;
}
