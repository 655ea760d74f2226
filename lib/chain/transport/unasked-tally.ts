import { rpcUnasked, UNASKED_PARTS } from "@/lib/copy/rpc";
import { addCounts, countOf, UNASKED_KINDS, type UnaskedCounts, type UnaskedKind } from "./asked-for";

/**
 * What one RPC endpoint sent that the page did not ask for, over the page's life: every reader of that endpoint
 * adds what it dropped, and the page says it once (the note reads the running total).
 */
export class UnaskedTally {
  private counts: UnaskedCounts = {};
  private readonly listeners = new Set<() => void>();

  add(dropped: UnaskedCounts): void {
    if (countOf(dropped) === 0) return;
    this.counts = addCounts(this.counts, dropped);
    for (const listener of this.listeners) listener();
  }

  /** The same object until something more is dropped (React's useSyncExternalStore compares it). */
  readonly snapshot = (): UnaskedCounts => this.counts;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

const tallies = new Map<string, UnaskedTally>();

/** The one tally of an endpoint (its URL, or "wallet") for the whole page. */
export function unaskedTally(endpoint: string): UnaskedTally {
  let tally = tallies.get(endpoint);
  if (!tally) {
    tally = new UnaskedTally();
    tallies.set(endpoint, tally);
  }
  return tally;
}

const PARTS: Readonly<Record<UnaskedKind, (n: number) => string>> = UNASKED_PARTS;

/** What the page says of the RPC named `rpc` that sent `counts`; null when it sent nothing unasked. */
export function unaskedNote(rpc: string, counts: UnaskedCounts): string | null {
  const parts = UNASKED_KINDS.flatMap((kind) => {
    const n = counts[kind] ?? 0;
    return n > 0 ? [PARTS[kind](n)] : [];
  });
  return parts.length === 0 ? null : rpcUnasked(rpc, parts);
}
