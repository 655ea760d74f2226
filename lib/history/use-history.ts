"use client";

import { useCallback, useEffect, useMemo, useState } from "react";
import type { Address } from "viem";
import { usePublicClient } from "wagmi";
import { network } from "@/lib/network";
import {
  historyCacheKey,
  parseHistoryCache,
  serializeHistoryCache,
  type HistoryCache,
  type HistoryScope,
} from "./cache";
import type { HistoryEvent } from "./events";
import { scanHistory } from "./scan";

export interface HistoryState {
  /** What is known so far (the stored events while the new blocks are read); null before anything is known. */
  readonly events: readonly HistoryEvent[] | null;
  readonly reading: boolean;
  /** The last read failed (the chain did not answer or refused); Retry reads again. */
  readonly failed: boolean;
  readonly retry: () => void;
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

/** The outcome of one read, named by what asked for it. */
interface ReadResult {
  readonly request: string;
  readonly account: Address;
  readonly events: readonly HistoryEvent[] | null;
  readonly failed: boolean;
}

/**
 * The account's History on this build's chain: the stored events at once, then the blocks after them. Reads again
 * when `refreshKey` changes (the page's own transactions) and on `retry`; reads nothing while `enabled` is false.
 */
export function useHistory(
  account: Address,
  refreshKey = 0,
  { enabled = true }: { enabled?: boolean } = {},
): HistoryState {
  const client = usePublicClient({ chainId: network.chain.id });
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<ReadResult | null>(null);
  const request = `${account}:${refreshKey}:${attempt}`;
  const stored = useMemo(
    () => loadCache({ chainId: network.chain.id, pool: network.pool, account })?.events ?? null,
    [account],
  );

  useEffect(() => {
    if (!client || !enabled) return;
    let current = true;
    const scope = { chainId: network.chain.id, pool: network.pool, account };
    scanHistory({
      client,
      ...scope,
      deployBlock: network.deployBlock,
      cached: loadCache(scope),
      onCache: (cache) => {
        if (current) storeCache(cache);
      },
    }).then(
      (read) => {
        if (current) setResult({ request, account, events: read.events, failed: false });
      },
      (error: unknown) => {
        if (!current) return;
        console.warn("The History could not be read:", error instanceof Error ? error.message.split("\n")[0] : error);
        setResult((r) => ({ request, account, events: r?.account === account ? r.events : null, failed: true }));
      },
    );
    return () => {
      current = false;
    };
  }, [client, account, request, enabled]);

  const own = result?.account === account ? result : null;
  const reading = own?.request !== request;
  return {
    events: own?.events ?? stored,
    reading,
    failed: !reading && own?.failed === true,
    retry: useCallback(() => setAttempt((n) => n + 1), []),
  };
}
