"use client";

import { onDemand } from "@/components/on-demand";

// The RPC dialog's code, on intent (components/live.tsx asks for it on an early tap). Its own module, not live.tsx:
// the RPC setting is drawn both in the footer and inside an account's dashboard, which live.tsx loads, so importing
// the handle from there would make the dashboard import the registry that loads it.

/** The RPC setting's dialog. */
export const rpcDialog = onDemand(() => import("./RpcDialog"));
