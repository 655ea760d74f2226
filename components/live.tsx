"use client";

import { later } from "./later";

// The page's parts that read the wallet, the chain or the API: their code (and wagmi's, viem's, SWR's) comes after
// the first paint, which the static HTML draws alone (components/later.tsx). One import for all of them.
const parts = import("./live-parts");

export const LiveProviders = later(() => parts.then((m) => m.LiveProviders));
export const WalletButton = later(() => parts.then((m) => m.WalletButton));
export const LazyDashboard = later(() => parts.then((m) => m.LazyDashboard));
export const LiveFooter = later(() => parts.then((m) => m.LiveFooter));
