"use client";

import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import type { Address } from "viem";
import { useClient } from "wagmi";
import { sessionRangeMemory } from "@/lib/chain/logs/range-memory";
import { endpointOf, rpcName } from "@/lib/chain/transport/read-failure";
import { unaskedTally } from "@/lib/chain/transport/unasked-tally";
import { chainUnusable, type ChainFailure } from "@/lib/figure";
import { network } from "@/lib/network";
import { latestTreesBase } from "@/lib/trees/latest-trees";
import {
  historyCacheKey,
  parseHistoryCache,
  serializeHistoryCache,
  type HistoryCache,
  type HistoryScope,
} from "./cache";
import { historyStore, type HistoryReadState } from "./history-store";
import { fetchAccountSnapshot } from "./snapshot-fetch";

export interface HistoryState extends HistoryReadState {
  readonly reading: boolean;
  /** The last read failed (the chain did not answer, or its answers could not be used); Retry reads again. */
  readonly failed: boolean;
  /** Why it failed, in the figures' terms (the RPC named when it answered); null unless it failed. */
  readonly chainFailure: ChainFailure | null;
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

/** The build's history/ folder (NEXT_PUBLIC_HISTORY_URL, relative to the page, like the trees'), or null for none. */
function snapshotBase(): string | null {
  if (typeof window === "undefined" || network.historyUrl === "") return null;
  return latestTreesBase(network.historyUrl, network.ipfsGateway, document.baseURI);
}

function storeCache(cache: HistoryCache): void {
  try {
    window.localStorage.setItem(historyCacheKey(cache), serializeHistoryCache(cache));
  } catch {
    // Full or disabled storage only costs the next visit a longer read.
  }
}

/** Fetches the account's part of the build's snapshot; undefined when the build carries none (nothing is fetched). */
function snapshotLoader(scope: HistoryScope) {
  const base = snapshotBase();
  return base === null ? undefined : () => fetchAccountSnapshot(base, scope);
}

const IDLE: HistoryReadState = { events: null, status: "idle", progress: null, failure: null, snapshotRefused: null };
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
  const client = useClient({ chainId: network.chain.id });
  const scope = { chainId: network.chain.id, pool: network.pool, account };
  const endpoint = client ? endpointOf(client.transport) : null;
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
        onUnasked: (dropped) => unaskedTally(endpointOf(client.transport)).add(dropped),
        loadSnapshot: snapshotLoader(scope),
        onSnapshotRefused: (detail) => console.warn("The history snapshot this site carries was left out:", detail),
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
    chainFailure: useMemo(
      (): ChainFailure | null =>
        snapshot.failure === null
          ? null
          : snapshot.failure === "unreachable" || endpoint === null
            ? "chain-unreachable"
            : chainUnusable(rpcName(endpoint)),
      [snapshot.failure, endpoint],
    ),
    // Stryker disable next-line ArithmeticOperator,ArrayDeclaration: each new attempt number reads again; setAttempt never changes
    retry: useCallback(() => setAttempt((n) => n + 1), []),
    cancel: useCallback(() => store?.cancel(), [store]),
  };
}
