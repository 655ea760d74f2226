"use client";

import { useSyncExternalStore } from "react";

/** A module fetched only when asked for, once, and shared by every component that renders it. */
export interface OnDemand<M> {
  /** Starts the fetch (or joins it); a failed fetch can be asked for again. */
  load(): Promise<M>;
  /** The module, once it has arrived. */
  readonly current: () => M | null;
  readonly subscribe: (listener: () => void) => () => void;
}

export function onDemand<M>(fetchModule: () => Promise<M>): OnDemand<M> {
  let arrivedModule: M | null = null;
  let pending: Promise<M> | null = null;
  const listeners = new Set<() => void>();
  return {
    load() {
      pending ??= fetchModule().then(
        (arrived) => {
          arrivedModule = arrived;
          for (const listener of [...listeners]) listener();
          return arrived;
        },
        (error: unknown) => {
          // A lost chunk (a flaky phone network): the next tap asks again.
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    current: () => arrivedModule,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const nothing = () => null;

/** The module once it has arrived (null before, and in the static HTML). */
export function useOnDemand<M>(demand: OnDemand<M>): M | null {
  return useSyncExternalStore(demand.subscribe, demand.current, nothing);
}
