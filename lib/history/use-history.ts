"use client";

import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import type { Address } from "viem";
import { usePublicClient } from "wagmi";
import { sessionRangeMemory } from "@/lib/chain/range-memory";
import { network } from "@/lib/network";
import {
  historyCacheKey,
  parseHistoryCache,
  serializeHistoryCache,
  type HistoryCache,
  type HistoryScope,
} from "./cache";
import { historyStore, type HistorySnapshot } from "./history-store";

export interface HistoryState extends HistorySnapshot {
  readonly reading: boolean;
  /** The last read failed (the chain did not answer or refused); Retry reads again. */
  readonly failed: boolean;
  readonly retry: () => void;
  /** Stops the read under way; Retry resumes it after what was stored. */
  readonly cancel: () => void;
}

function loadCache(scope: HistoryScope): HistoryCache | null {
  try {
    return parseHistoryCache(window.localStorage.getItem(historyCacheKey(scope)), scope);
  } catch {
    return null; // storage disabled (private mode, a sandbox): read from the start
  }
}

function storeCache(cache: HistoryCache): void {
  try {
    window.localStorage.setItem(historyCacheKey(cache), serializeHistoryCache(cache));
  } catch {
    // Full or disabled storage only costs the next visit a longer read.
  }
}

/** The endpoint a client reads through: its URL, or "wallet" for the wallet's own connection. */
export function endpointOf(transport: object): string {
  return "url" in transport && typeof transport.url === "string" ? transport.url : "wallet";
}

const IDLE: HistorySnapshot = { events: null, status: "idle", progress: null };
const noStore = () => () => undefined;

/**
 * The account's History on this build's chain: the stored events at once, then the blocks after them. One read per
 * address for the whole page, however many parts show it. Reads again when `refreshKey` changes (the page's own
 * transactions) and on `retry`; reads nothing while `enabled` is false.
 */
export function useHistory(
  account: Address,
  refreshKey = 0,
  { enabled = true }: { enabled?: boolean } = {},
): HistoryState {
  const client = usePublicClient({ chainId: network.chain.id });
  const scope = { chainId: network.chain.id, pool: network.pool, account };
  const store = client
    ? historyStore(client, historyCacheKey(scope), () => ({
        client,
        ...scope,
        deployBlock: network.deployBlock,
        load: () => loadCache(scope),
        save: storeCache,
        rangeMemory: sessionRangeMemory(endpointOf(client.transport), network.chain.id),
        onFailure: (error) =>
          console.warn("The History could not be read:", error instanceof Error ? error.message.split("\n")[0] : error),
      }))
    : null;
  const snapshot = useSyncExternalStore(
    store?.subscribe ?? noStore,
    () => store?.getSnapshot() ?? IDLE,
    // Stryker disable next-line ArrowFunction: the server snapshot; only the client renders History (components/live.tsx)
    () => IDLE,
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (enabled) store?.read(`${refreshKey}:${attempt}`);
  }, [store, enabled, refreshKey, attempt]);

  return {
    ...snapshot,
    reading: snapshot.status === "reading" || (enabled && snapshot.status === "idle"),
    failed: snapshot.status === "failed",
    // Stryker disable next-line ArithmeticOperator,ArrayDeclaration: each new attempt number reads again; setAttempt never changes
    retry: useCallback(() => setAttempt((n) => n + 1), []),
    cancel: useCallback(() => store?.cancel(), [store]),
  };
}
