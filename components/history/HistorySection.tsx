"use client";

import dynamic from "next/dynamic";
import { useId, useState } from "react";
import type { Address } from "viem";
import { HIDE_HISTORY, HISTORY_LOADING, HISTORY_TITLE, SHOW_HISTORY } from "@/lib/copy/history";

// The History's reads, cache and CSV load when the section is opened: neither the first load nor the connect
// (whose requests the table needs) carries them.
const History = dynamic(() => import("./History").then((m) => m.History), {
  ssr: false,
  loading: () => (
    <p role="status" className="text-sm text-ink-muted">
      {HISTORY_LOADING}
    </p>
  ),
});

/** "History": closed until asked for, then the address's pool events since the pool's deployment. */
export function HistorySection({ address, refreshKey }: { address: Address; refreshKey?: number }) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <section
      aria-labelledby={`${bodyId}-title`}
      data-testid="history"
      className="min-w-0 rounded-2xl border border-surface-line bg-surface-raised p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${bodyId}-title`} className="text-base font-extrabold">
          {HISTORY_TITLE}
        </h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((o) => !o)}
          className="rounded-md border border-surface-line px-2 py-0.5 text-sm font-semibold text-ink hover:border-brand"
        >
          {open ? HIDE_HISTORY : SHOW_HISTORY}
        </button>
      </div>
      {open ? (
        <div id={bodyId} className="mt-3">
          <History address={address} refreshKey={refreshKey} />
        </div>
      ) : null}
    </section>
  );
}
