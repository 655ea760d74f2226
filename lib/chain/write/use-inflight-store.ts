"use client";

import { useCallback, useSyncExternalStore } from "react";
import type { Hash } from "viem";
import {
  INFLIGHT_STORAGE_KEY,
  parseInflight,
  serializeInflight,
  withoutRecord,
  withRecord,
  type InflightRecord,
} from "./inflight";

const NONE: readonly InflightRecord[] = [];
const listeners = new Set<() => void>();
/** Where records live when storage is disabled (private mode, a sandbox): the page works, it just forgets on reload. */
let memory: readonly InflightRecord[] = NONE;
/** The parsed list for the stored text, so every render of the same text gets the same array. */
let cache: { readonly raw: string | null; readonly records: readonly InflightRecord[] } | null = null;

function snapshot(): readonly InflightRecord[] {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(INFLIGHT_STORAGE_KEY);
  } catch {
    return memory;
  }
  if (cache === null || cache.raw !== raw) cache = { raw, records: parseInflight(raw) };
  return cache.records;
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab sent or settled a transaction.
  const onStorage = (event: StorageEvent) => {
    if (event.key === INFLIGHT_STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** Every change starts from the stored list, so another tab's records are never overwritten. */
function update(change: (stored: readonly InflightRecord[]) => InflightRecord[]): void {
  const next = change(snapshot());
  try {
    if (next.length === 0) window.localStorage.removeItem(INFLIGHT_STORAGE_KEY);
    else window.localStorage.setItem(INFLIGHT_STORAGE_KEY, serializeInflight(next));
  } catch {
    memory = next;
  }
  for (const listener of listeners) listener();
}

/** Transactions in flight, kept in localStorage (all accounts and chains; the caller filters). */
export function useInflightStore() {
  // The static page renders without storage; the stored list arrives right after hydration.
  const records = useSyncExternalStore(subscribe, snapshot, () => NONE);
  // Stryker disable next-line ArrayDeclaration: a list of constants never changes either, so the function stays the same
  const add = useCallback((record: InflightRecord) => update((stored) => withRecord(stored, record)), []);
  // Stryker disable next-line ArrayDeclaration: a list of constants never changes either, so the function stays the same
  const remove = useCallback((hash: Hash) => update((stored) => withoutRecord(stored, hash)), []);
  /** The freshest list, for a refusal decided right now (a render may lag a click). */
  // Stryker disable next-line ArrayDeclaration: a list of constants never changes either, so the function stays the same
  const current = useCallback(() => snapshot(), []);
  return { records, add, remove, current };
}
