"use client";

import { useEffect, useState } from "react";
import { useOnDemand } from "@/components/on-demand";
import { rpcDialog } from "./rpc-dialog-island";
import { RPC_REFUSING_ID, RPC_SETTING_ATTRIBUTE, rpcSettingLabel } from "@/components/first-screen-marks";
import { RPC_CHOOSE_ANOTHER, rpcRefusing } from "@/lib/copy/rpc";
import { useReadRpc } from "@/lib/chain/transport/use-read-rpc";
import { INTENT_ATTRIBUTE } from "@/lib/early-input";
import { useEarlyIntent } from "@/lib/use-early-intent";

/** The dialog, fetched when first opened (or when the pointer or focus reaches its button), not with the page. */
export function LazyRpcDialog({ onClose }: { onClose: () => void }) {
  const dialog = useOnDemand(rpcDialog);
  useEffect(() => {
    rpcDialog.load().catch((error: unknown) => console.warn("Could not load the RPC setting:", error));
  }, []);
  return dialog ? <dialog.RpcDialog onClose={onClose} /> : null;
}

export const LINK_BUTTON = "font-semibold text-ink-muted underline decoration-dotted underline-offset-2 hover:text-ink";

/** "RPC: <host>" in the footer, which opens the choice of where the page reads the chain. */
export function RpcSetting() {
  const { host } = useReadRpc();
  const [open, setOpen] = useState(false);
  const dialogHere = useOnDemand(rpcDialog) !== null;
  const loading = open && !dialogHere;
  useEarlyIntent("rpc", () => setOpen(true));
  return (
    <>
      <button
        type="button"
        {...{ [INTENT_ATTRIBUTE]: "rpc" }}
        {...{ [RPC_SETTING_ATTRIBUTE]: "" }}
        aria-busy={loading || undefined}
        // The first-screen module writes the visitor's own RPC here before the app starts.
        suppressHydrationWarning
        className={`text-sm ${LINK_BUTTON}`}
        onClick={() => setOpen(true)}
      >
        {rpcSettingLabel(host)}
      </button>
      {open ? <LazyRpcDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/**
 * One clear line when the RPC keeps refusing (past a run of waited-out refusals), naming it, with the way out. Always
 * in the page, hidden while there is nothing to say, so the first-screen module can show it before the app starts.
 */
export function RpcRefusingNote() {
  const { host, status } = useReadRpc();
  const [open, setOpen] = useState(false);
  useEarlyIntent("rpc", () => setOpen(true));
  const refusing = status === "refusing" && host !== null;
  return (
    <p
      role="alert"
      data-testid={RPC_REFUSING_ID}
      hidden={!refusing}
      suppressHydrationWarning
      className="flex flex-wrap items-center gap-3 text-sm text-danger [&[hidden]]:hidden"
    >
      <span suppressHydrationWarning>{refusing ? rpcRefusing(host) : ""}</span>
      <button type="button" {...{ [INTENT_ATTRIBUTE]: "rpc" }} className={LINK_BUTTON} onClick={() => setOpen(true)}>
        {RPC_CHOOSE_ANOTHER}
      </button>
      {open ? <LazyRpcDialog onClose={() => setOpen(false)} /> : null}
    </p>
  );
}
