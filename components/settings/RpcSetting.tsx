"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { RPC_CHOOSE_ANOTHER, rpcRefusing, RPC_SETTING_BUTTON, RPC_WALLET_NAME } from "@/lib/copy/rpc";
import { useReadRpc } from "@/lib/wallet/use-read-rpc";

// The dialog and its check load when first opened, not with the page.
export const LazyRpcDialog = dynamic(() => import("./RpcDialog").then((m) => m.RpcDialog), { ssr: false });

export const LINK_BUTTON = "font-semibold text-ink-muted underline decoration-dotted underline-offset-2 hover:text-ink";

/** "RPC: <host>" in the footer, which opens the choice of where the page reads the chain. */
export function RpcSetting() {
  const { host } = useReadRpc();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={`text-sm ${LINK_BUTTON}`} onClick={() => setOpen(true)}>
        {RPC_SETTING_BUTTON}: {host ?? RPC_WALLET_NAME}
      </button>
      {open ? <LazyRpcDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** One clear line when the RPC keeps refusing (past a run of waited-out refusals), naming it, with the way out. */
export function RpcRefusingNote() {
  const { host, status } = useReadRpc();
  const [open, setOpen] = useState(false);
  if (status !== "refusing" || host === null) return null;
  return (
    <p role="alert" data-testid="rpc-refusing" className="flex flex-wrap items-center gap-3 text-sm text-danger">
      <span>{rpcRefusing(host)}</span>
      <button type="button" className={LINK_BUTTON} onClick={() => setOpen(true)}>
        {RPC_CHOOSE_ANOTHER}
      </button>
      {open ? <LazyRpcDialog onClose={() => setOpen(false)} /> : null}
    </p>
  );
}
