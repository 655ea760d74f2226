import type { Address } from "viem";
import type { UnaskedCounts } from "@/lib/chain/transport/asked-for";
import { isUnreachable } from "@/lib/chain/transport/read-failure";
import type { LogClient, RangeMemory } from "@/lib/chain/logs/read-pool-logs";
import type { HistoryCache } from "./cache";
import type { HistoryEvent } from "./events";
import { scanHistory, type HistoryProgress } from "./scan";
import type { SnapshotLoad, SnapshotRefusal } from "./snapshot-fetch";

/** Where one address's History read stands, for every part of the page that shows it. */
export interface HistoryReadState {
  /** What is known so far (the stored events while the new blocks are read); null before anything is known. */
  readonly events: readonly HistoryEvent[] | null;
  readonly status: "idle" | "reading" | "done" | "failed" | "cancelled";
  /** While reading (and after a cancel or a failure): the last block read, of the head. */
  readonly progress: HistoryProgress | null;
  /** Why the last read failed: nothing answered, or the RPC's answers could not be used; null unless failed. */
  readonly failure: "unreachable" | "unusable" | null;
  /**
   * Why the build's history snapshot was left out (the page says so in one line), with its block N when known; null
   * when it was used, when the stored cache reached further, or when the build carries none.
   */
  readonly snapshotRefused: { readonly why: SnapshotRefusal; readonly block: bigint | null } | null;
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
  /** The account's part of the build's history snapshot (fetched once); absent when the build carries none. */
  readonly loadSnapshot?: () => Promise<SnapshotLoad>;
  /** Told why a snapshot was left out, with the file or block that says so. */
  readonly onSnapshotRefused?: (detail: string) => void;
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
  /** The snapshot's fetch, kept unless it could not be fetched (the next read asks again). */
  private snapshotLoad: Promise<SnapshotLoad> | null = null;

  constructor(private readonly deps: HistoryDeps) {
    this.snapshot = {
      events: deps.load()?.events ?? null,
      status: "idle",
      progress: null,
      failure: null,
      snapshotRefused: null,
    };
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
    this.loadSnapshot()
      .then((load) => {
        if (load?.kind === "refused" && current()) this.snapshotRefused(load.why, load.block, load.detail);
        const snapshot = load?.kind === "found" ? load.snapshot : null;
        return scanHistory({
          client: this.deps.client,
          chainId: this.deps.chainId,
          pool: this.deps.pool,
          account: this.deps.account,
          deployBlock: this.deps.deployBlock,
          cached: this.deps.load(),
          snapshot,
          rangeMemory: this.deps.rangeMemory,
          signal: controller.signal,
          onUnasked: this.deps.onUnasked,
          onSnapshotChecked: (state) => {
            if (!current() || !snapshot || load?.kind !== "found") return;
            if (state === "mismatch" || state === "unusable")
              this.snapshotRefused(
                state,
                snapshot.block,
                state === "mismatch"
                  ? `block ${snapshot.block} has another hash on this chain than the snapshot's ${snapshot.blockHash}`
                  : `the snapshot starts at block ${snapshot.fromBlock}, after the pool's deployment`,
              );
            else this.set({ snapshotRefused: null });
          },
          onCache: (cache) => {
            this.deps.save(cache);
            if (current()) this.set({ events: cache.events });
          },
          onProgress: (progress) => {
            if (current()) this.set({ progress });
          },
        });
      })
      .then(
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

  /** The build's snapshot for this address, fetched once (again only after a fetch that failed); null without one. */
  private loadSnapshot(): Promise<SnapshotLoad | null> {
    const load = this.deps.loadSnapshot;
    if (!load) return Promise.resolve(null);
    const loading = (this.snapshotLoad ??= load().catch((error: unknown): SnapshotLoad => ({
      kind: "refused",
      why: "unreachable",
      block: null,
      detail: String(error),
    })));
    return loading.then((result) => {
      if (result.kind === "refused" && result.why === "unreachable" && this.snapshotLoad === loading)
        this.snapshotLoad = null;
      return result;
    });
  }

  private snapshotRefused(why: SnapshotRefusal, block: bigint | null, detail: string): void {
    this.deps.onSnapshotRefused?.(detail);
    this.set({ snapshotRefused: { why, block } });
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
