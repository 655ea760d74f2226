"use client";

import { useMemo } from "react";
import type { Address } from "viem";
import type { ChainFailure } from "@/lib/figure";
import { useHistory, type HistoryState } from "@/lib/history/use-history";
import { network } from "@/lib/network";
import { chainValidators, type ChainValidator } from "@/lib/validators/chain-validators";

/** The address's validators from the pool's events, when asked for: read with (and kept like) its History. */
export type ChainList =
  | { readonly status: "off" | "reading" }
  /** Why: the chain could not be reached, or its RPC's answers could not be used. */
  | { readonly status: "failed"; readonly why: ChainFailure }
  | { readonly status: "ready"; readonly validators: readonly ChainValidator[] };

/** Why the build's history snapshot was left out of the read (said in one line), or null. */
export type SnapshotRefused = HistoryState["snapshotRefused"];

/**
 * Reads the address's pool events since the pool's deployment while `enabled` (the pool API cannot give the list, or
 * says nothing is left, which only the chain can confirm), and lists the validators they name. `refreshKey` reads the
 * new blocks again after the page's own transactions.
 */
export function useChainList(
  address: Address,
  enabled: boolean,
  refreshKey: number,
): { readonly list: ChainList; readonly snapshotRefused: SnapshotRefused } {
  const history = useHistory(address, refreshKey, { enabled });
  const { events, snapshotRefused } = history;
  const validators = useMemo(() => (events === null ? null : chainValidators(events, network.bond)), [events]);
  const list: ChainList = !enabled
    ? { status: "off" }
    : history.reading
      ? { status: "reading" }
      : history.failed || validators === null
        ? { status: "failed", why: history.chainFailure ?? "chain-unreachable" }
        : { status: "ready", validators };
  // The History section's read (the same store) tells it too, so the line shows once whichever part read.
  return { list, snapshotRefused };
}
