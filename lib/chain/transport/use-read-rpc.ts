"use client";

import { useSyncExternalStore } from "react";
import { rpcHost } from "./rpc-choice";
import { gateFor } from "./rpc-gates";
import type { GateStatus } from "./rpc-gate";
import { network } from "@/lib/network";
import { readRpc } from "./read-rpc";

// Stryker disable next-line ArrowFunction: React calls what subscribe returns only when it is a function; there is nothing to undo
const never = () => () => undefined;
// Stryker disable next-line ConditionalExpression: rpcHost gives back what it cannot parse, null here
const readHost = readRpc.url === null ? null : rpcHost(readRpc.url);
/** What the static page was built with: the visitor's own choice is only known in their browser. */
const builtHost = rpcHost(network.rpcUrl);

/** The endpoint the page reads through (its host, or null for the wallet's connection) and whether it refuses. */
export function useReadRpc(): { readonly host: string | null; readonly status: GateStatus } {
  // Stryker disable next-line ConditionalExpression: a gate for no URL is never refused, so it says "ok" as no gate does
  const gate = readRpc.url === null ? null : gateFor(readRpc.url);
  const status = useSyncExternalStore<GateStatus>(
    gate?.subscribe ?? never,
    () => gate?.status ?? "ok",
    () => "ok",
  );
  // The prerendered page names the build's RPC; the browser's own choice replaces it once the page is live.
  const host = useSyncExternalStore(
    never,
    () => readHost,
    () => builtHost,
  );
  return { host, status };
}
