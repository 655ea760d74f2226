import type { Address } from "viem";
import type { UnaskedCounts } from "@/lib/chain/asked-for";
import { isUnreachable } from "@/lib/chain/read-failure";
import type { LogClient, RangeMemory } from "@/lib/chain/read-pool-logs";
import type { HistoryCache } from "./cache";
import type { HistoryEvent } from "./events";
import { scanHistory, type HistoryProgress } from "./scan";

/** Where one address's History read stands, for every part of the page that shows it. */
export interface HistoryReadState {
  /** What is known so far (the stored events while the new blocks are read); null before anything is known. */
  readonly events: readonly HistoryEvent[] | null;
  readonly status: "idle" | "reading" | "done" | "failed" | "cancelled";
  /** While reading (and after a cancel or a failure): the last block read, of the head. */
  readonly progress: HistoryProgress | null;
  /** Why the last read failed: nothing answered, or the RPC's answers could not be used; null unless failed. */
  readonly failure: "unreachable" | "unusable" | null;
}

export interface HistoryDeps {
  readonly client: LogClient;
  readonly chainId: number;
  readonly pool: Address;
  readonly account: Address;
  readonly deployBlock: bigint;
  /** The stored cache, checked against its schema and scope; null when there is none. */
  load(): HistoryCache | null;
  save(cache: HistoryCache): void;
  readonly rangeMemory?: RangeMemory;
  /** Told why a read failed (it is shown as failed either way). */
  readonly onFailure?: (error: unknown) => void;
  /** Told what the RPC sent that was not asked for, and was left out. */
  readonly onUnasked?: (dropped: UnaskedCounts) => void;
}

/**
 * One address's History on one chain, read once for everyone who shows it (the History section, and the table when
 * the pool API cannot list the validators): a second reader of the same read joins it instead of starting another.
 */
export class HistoryStore {
  private snapshot: HistoryReadState;
  private readonly listeners = new Set<() => void>();
  /** The read asked for last: asking for it again joins it. */
  private key: string | null = null;
  private controller: AbortController | null = null;

  constructor(private readonly deps: HistoryDeps) {
    this.snapshot = { events: deps.load()?.events ?? null, status: "idle", progress: null, failure: null };
  }

  readonly getSnapshot = (): HistoryReadState => this.snapshot;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Reads the blocks after the stored ones, unless the read named `key` was already asked for. */
  read(key: string): void {
    if (key === this.key) return;
    this.key = key;
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    const current = () => this.controller === controller;
    this.set({ status: "reading", progress: null, failure: null });
    scanHistory({
      client: this.deps.client,
      chainId: this.deps.chainId,
      pool: this.deps.pool,
      account: this.deps.account,
      deployBlock: this.deps.deployBlock,
      cached: this.deps.load(),
      rangeMemory: this.deps.rangeMemory,
      signal: controller.signal,
      onUnasked: this.deps.onUnasked,
      onCache: (cache) => {
        this.deps.save(cache);
        if (current()) this.set({ events: cache.events });
      },
      onProgress: (progress) => {
        if (current()) this.set({ progress });
      },
    }).then(
      (read) => {
        if (current()) this.set({ events: read.events, status: "done" });
      },
      (error: unknown) => {
        if (!current()) return;
        if (controller.signal.aborted) return; // cancel() has said so already
        this.deps.onFailure?.(error);
        this.set({ status: "failed", failure: isUnreachable(error) ? "unreachable" : "unusable" });
      },
    );
  }

  /** Stops the read; what it stored stays, and the next read resumes after it. */
  cancel(): void {
    if (this.snapshot.status !== "reading") return;
    this.controller?.abort();
    this.key = null;
    this.set({ status: "cancelled" });
  }

  private set(change: Partial<HistoryReadState>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }
}

/** Stores by the client that reads them (one for the page's life), then by chain, pool and address. */
const stores = new WeakMap<object, Map<string, HistoryStore>>();

/** The one store of this client, chain, pool and address; `deps` builds it on first use. */
export function historyStore(client: object, scope: string, deps: () => HistoryDeps): HistoryStore {
  let byScope = stores.get(client);
  if (!byScope) {
    byScope = new Map();
    stores.set(client, byScope);
  }
  let store = byScope.get(scope);
  if (!store) {
    store = new HistoryStore(deps());
    byScope.set(scope, store);
  }
  return store;
}
