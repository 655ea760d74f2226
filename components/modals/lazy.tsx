"use client";

import dynamic from "next/dynamic";

// Headless UI's dialog is among the page's largest dependencies: the modals load on first use, not with the page.
const load = {
  alert: () => import("./AlertModal"),
  disclaimer: () => import("./DisclaimerModal"),
  notice: () => import("./NoticeModal"),
  pending: () => import("./TxPendingModal"),
};

export const LazyAlertModal = dynamic(() => load.alert().then((m) => m.AlertModal), { ssr: false });
export const LazyDisclaimerModal = dynamic(() => load.disclaimer().then((m) => m.DisclaimerModal), { ssr: false });
export const LazyNoticeModal = dynamic(() => load.notice().then((m) => m.NoticeModal), { ssr: false });
export const LazyTxPendingModal = dynamic(() => load.pending().then((m) => m.TxPendingModal), { ssr: false });

/** Fetches every modal's code, e.g. once a wallet is connected, so none waits on the network when it opens. */
export function prefetchModals(): void {
  for (const fetchModal of Object.values(load)) void fetchModal();
}
