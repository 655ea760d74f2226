import type { Address } from "viem";
import { startPoolDataRequests } from "@/lib/api/pool-data-requests";
import { network } from "@/lib/network";
import { requestChainBounds } from "../transport/bounds-request";
import { readTarget } from "../transport/rpc-batch";

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

/**
 * The validator list's first requests, sent by the code that learns the account (components/wallet/account-ahead.ts)
 * before the dashboard's code, which reads and checks their answers (lib/chain/reads/first-reads.ts), has run: none of the
 * answers' schemas comes with the wallet's code.
 */
export interface FirstRequests {
  /** The pool data's answers by URL (lib/api/pool-data-requests.ts). */
  readonly poolData: ReadonlyMap<string, Promise<unknown>>;
  /** The answers of the chain's bounds, asked with the chain id (lib/chain/transport/bounds-request.ts). */
  readonly bounds: Promise<unknown[]>;
  /** Who was asked for the bounds: "wallet" or the RPC's URL (as lib/chain/transport/read-failure.ts's endpointOf names it). */
  readonly endpoint: string;
}

/** The list's first requests, started the moment the page knows whose validators it will show. */
export const firstRequests = createReadAhead<FirstRequests>(
  (account) => {
    const target = readTarget();
    const poolData = startPoolDataRequests(network, account);
    const bounds = requestChainBounds(target, true);
    // A failure is the taker's to report; requests nobody takes fail quietly.
    bounds.catch(() => undefined);
    return { poolData, bounds, endpoint: "url" in target ? target.url : "wallet" };
  },
  { maxAgeMs: 10_000 },
);
