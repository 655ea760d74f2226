"use client";

import { useMemo } from "react";
import type { Address } from "viem";
import type { ChainFailure } from "@/lib/figure";
import { useHistory } from "@/lib/history/use-history";
import { network } from "@/lib/network";
import { chainValidators, type ChainValidator } from "@/lib/validators/chain-validators";

/** The address's validators from the pool's events, when asked for: read with (and kept like) its History. */
export type ChainList =
  | { readonly status: "off" | "reading" }
  /** Why: the chain could not be reached, or its RPC's answers could not be used. */
  | { readonly status: "failed"; readonly why: ChainFailure }
  | { readonly status: "ready"; readonly validators: readonly ChainValidator[] };

/**
 * Reads the address's pool events since the pool's deployment while `enabled` (the pool API cannot give the list, or
 * says nothing is left, which only the chain can confirm), and lists the validators they name. `refreshKey` reads the
 * new blocks again after the page's own transactions.
 */
export function useChainList(address: Address, enabled: boolean, refreshKey: number): ChainList {
  const history = useHistory(address, refreshKey, { enabled });
  const { events } = history;
  const validators = useMemo(() => (events === null ? null : chainValidators(events, network.bond)), [events]);
  if (!enabled) return { status: "off" };
  if (history.reading) return { status: "reading" };
  if (history.failed || validators === null)
    return { status: "failed", why: history.chainFailure ?? "chain-unreachable" };
  return { status: "ready", validators };
}
