import type { Address } from "viem";
import { getPoolData } from "@/lib/api/client";
import { readChainBoundsAtOnce, type ChainBounds } from "./chain-bounds";
import { readTarget } from "./rpc-batch";
import { unaskedTally } from "./unasked-tally";
import { network } from "@/lib/network";
import type { PoolData } from "@/lib/protocol/api-schemas";

/** Reads started for one account before the part of the page that shows them asks, handed to it once. */
export interface ReadAhead<T> {
  /** Starts the reads for `account`, unless those started for it are still fresh (a repeated start asks nothing). */
  start(account: Address): void;
  /** The reads started for `account` if still fresh, once; null otherwise (the caller reads for itself). */
  take(account: Address): T | null;
}

export function createReadAhead<T>(
  read: (account: Address) => T,
  options: { readonly maxAgeMs: number; readonly now?: () => number },
): ReadAhead<T> {
  const now = options.now ?? Date.now;
  let held: { readonly account: string; readonly at: number; readonly reads: T } | null = null;
  const fresh = (account: Address) =>
    held !== null && held.account === account.toLowerCase() && now() - held.at <= options.maxAgeMs;
  return {
    start(account) {
      if (fresh(account)) return;
      held = { account: account.toLowerCase(), at: now(), reads: read(account) };
    },
    take(account) {
      if (!held || !fresh(account)) return null;
      const { reads } = held;
      held = null;
      return reads;
    },
  };
}

/** The validator list's first request: the API's answer and the chain's bounds read alongside it. */
export interface FirstReads {
  readonly poolData: Promise<PoolData>;
  readonly bounds: Promise<ChainBounds>;
}

// A failure is the taker's to report; reads nobody takes fail quietly.
const quiet = <T>(reading: Promise<T>): Promise<T> => {
  reading.catch(() => undefined);
  return reading;
};

/**
 * The list's first reads, started the moment the page knows whose validators it will show (the wallet named its
 * account: lib/wallet/read-ahead.ts) rather than when the dashboard's first render asks (components/dashboard/
 * useValidatorList.ts takes them). On a phone that render and the wallet's connect are one task of 0.2 s or more
 * before anything is sent. The same two reads as the list's own, with the same checks: reads not taken within the
 * age are dropped, and the list reads for itself.
 */
export const firstReads = createReadAhead<FirstReads>(
  (account) => {
    const target = readTarget();
    // The tally of the endpoint the list's follower reads (lib/chain/read-failure.ts's endpointOf: "wallet" or the URL).
    const endpoint = "url" in target ? target.url : "wallet";
    return {
      poolData: quiet(getPoolData(network, account)),
      bounds: quiet(
        readChainBoundsAtOnce(target, {
          chainId: network.chain.id,
          onUnasked: (dropped) => unaskedTally(endpoint).add(dropped),
        }),
      ),
    };
  },
  { maxAgeMs: 10_000 },
);
