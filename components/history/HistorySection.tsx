"use client";

import { useId, useState } from "react";
import type { Address } from "viem";
import { HIDE_HISTORY, HISTORY_TITLE, SHOW_HISTORY } from "@/lib/copy/history";
import { History } from "./History";

// The History's code comes with the connected dashboard (itself loaded on connect, never with the first page), in
// the same chunk: a chunk of its own made the bundler split the first load's shared code into one more file. Its
// reads start only when the section is opened, so the connect's requests stay the table's.

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
