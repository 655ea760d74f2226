"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import type { Address } from "viem";
import { lockAttributes, type WriteLock } from "@/components/write-lock";
import type { PoolWrite } from "@/lib/chain/write/pool-write";
import { USE_TREE_BUTTON } from "@/lib/copy/trees";

// The dialog, its schema and the tree rebuild load when it is first opened, not with the page.
const LazyPublishedTreeDialog = dynamic(() => import("./PublishedTreeDialog").then((m) => m.PublishedTreeDialog), {
  ssr: false,
});

/** The "Use a published tree" button and its dialog; shown once a wallet is connected. */
export function PublishedTreeAction({
  account,
  busy,
  lock,
  onWrite,
}: {
  account: Address | undefined;
  busy: boolean;
  /** Someone else's address is shown: claiming from a tree needs that address's wallet. */
  lock?: WriteLock;
  onWrite: (write: PoolWrite) => void;
}) {
  const [open, setOpen] = useState(false);
  if (!account) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        disabled={lock !== undefined}
        {...lockAttributes(lock)}
        className="rounded-xl border border-surface-line px-4 py-2.5 text-sm font-semibold text-ink-muted hover:text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-soft disabled:cursor-not-allowed disabled:opacity-50"
      >
        {USE_TREE_BUTTON}
      </button>
      {open ? (
        <LazyPublishedTreeDialog account={account} busy={busy} onClose={() => setOpen(false)} onWrite={onWrite} />
      ) : null}
    </>
  );
}
