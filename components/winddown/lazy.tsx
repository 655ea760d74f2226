"use client";

import dynamic from "next/dynamic";

// The dialog brings Headless UI: it loads on first use (prefetched once the panel shows), never with the page.
const loadDialog = () => import("./WithdrawEverythingModal");

export const LazyWithdrawEverythingModal = dynamic(() => loadDialog().then((m) => m.WithdrawEverythingModal), {
  ssr: false,
});

export function prefetchWindDown(): void {
  void loadDialog();
}
