"use client";

import { useState } from "react";
import { RPC_CHOOSE_ANOTHER } from "@/lib/copy/rpc";
import { useUnaskedNote } from "@/lib/chain/transport/use-unasked";
import { LazyRpcDialog, LINK_BUTTON } from "./RpcSetting";

/**
 * One line, once, when the RPC has sent data the page did not ask for (another contract's logs, removed ones, logs
 * outside the blocks asked, repeats…): what was left out and from where, with the way to another RPC. In its own
 * file: only the dashboard reads logs, so the page's first load does not carry the checks.
 */
export function RpcUnaskedNote() {
  const note = useUnaskedNote();
  const [open, setOpen] = useState(false);
  if (note === null) return null;
  return (
    <p role="status" data-testid="rpc-unasked" className="flex flex-wrap items-center gap-3 text-sm text-ink-muted">
      <span>{note}</span>
      <button type="button" className={LINK_BUTTON} onClick={() => setOpen(true)}>
        {RPC_CHOOSE_ANOTHER}
      </button>
      {open ? <LazyRpcDialog onClose={() => setOpen(false)} /> : null}
    </p>
  );
}
