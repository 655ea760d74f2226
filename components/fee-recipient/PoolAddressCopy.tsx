"use client";

import { useState } from "react";
import { COPIED, COPY, POOL_ADDRESS_LABEL } from "@/lib/copy/last-cycle";

/** The pool's address in full (a leaver must no longer name it), with a copy button. */
export function PoolAddressCopy({ poolAddress }: { poolAddress: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-1">
      <span className="text-xs text-ink-muted">{POOL_ADDRESS_LABEL}</span>
      <div className="flex items-center gap-2 rounded-lg bg-surface px-2 py-1 font-mono text-xs">
        <span data-testid="fee-recipient-pool-address" className="min-w-0 flex-1 break-all">
          {poolAddress}
        </span>
        <button
          type="button"
          className="shrink-0 rounded-md px-2 py-1 font-sans font-semibold text-brand-soft hover:underline"
          onClick={() =>
            void navigator.clipboard?.writeText(poolAddress).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? COPIED : COPY}
        </button>
      </div>
    </div>
  );
}
