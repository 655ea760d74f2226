import type { Address } from "viem";
import { getPoolData } from "@/lib/api/client";
import { fetchJson } from "@/lib/api/request";
import { network } from "@/lib/network";
import type { PoolData } from "@/lib/protocol/api-schemas";
import { chainBoundsFrom, type ChainBounds } from "../logs/chain-bounds";
import { firstRequests } from "./first-requests";
import { unaskedTally } from "../transport/unasked-tally";

/** The validator list's first request: the API's answer and the chain's bounds read alongside it. */
export interface FirstReads {
  readonly poolData: Promise<PoolData>;
  readonly bounds: Promise<ChainBounds>;
}

/**
 * The list's first reads of `account` from the requests started when the page learnt it (lib/chain/reads/first-requests.ts),
 * read with the same checks as the list's own: on a phone the wallet's connect and the dashboard's first render are
 * one task of 0.2 s or more, and the dashboard's code itself runs after the wallet is chosen, so the requests leave
 * before both. Null when none were started for it or they are no longer fresh: the list then reads for itself.
 */
export function takeFirstReads(account: Address): FirstReads | null {
  const started = firstRequests.take(account);
  if (!started) return null;
  return {
    poolData: getPoolData(network, account, (url) => started.poolData.get(url) ?? fetchJson(url)),
    bounds: started.bounds.then((answers) =>
      chainBoundsFrom(answers, {
        chainId: network.chain.id,
        onUnasked: (dropped) => unaskedTally(started.endpoint).add(dropped),
      }),
    ),
  };
}
