import type { Address } from "viem";
import type { NetworkConfig } from "@/lib/network/types";
import { endpoint, fetchJson } from "./request";

// A module without the answers' schemas: the wallet's code starts these requests as it names the account
// (lib/chain/reads/first-requests.ts), and the dashboard's code reads the answers (lib/api/client.ts's getPoolData).

/** Where the API is and which of the two kinds it is (docs/api.md); a NetworkConfig is one. */
export type ApiEndpoint = Pick<NetworkConfig, "apiUrl" | "apiKind">;

/** Where an address's pool data is read: the dashboard server's one pooldata, or the oracle's three routes. */
export type PoolDataUrls =
  | { readonly kind: "dashboard"; readonly pooldata: string }
  | { readonly kind: "oracle"; readonly validators: string; readonly withdrawals: string; readonly exits: string };

/** The URLs an address's pool data is read from, for the build's kind of API. */
export function poolDataUrls(api: ApiEndpoint, address: Address): PoolDataUrls {
  if (api.apiKind !== "oracle") {
    return { kind: "dashboard", pooldata: `${endpoint(api.apiUrl, "pooldata")}?addr=${encodeURIComponent(address)}` };
  }
  const addr = encodeURIComponent(address.toLowerCase());
  return {
    kind: "oracle",
    validators: endpoint(api.apiUrl, `validators/${addr}`),
    withdrawals: endpoint(api.apiUrl, `tree/withdrawals/${addr}`),
    exits: endpoint(api.apiUrl, `tree/exits/${addr}`),
  };
}

/** Every URL of `urls`, in the order they are asked for. */
const eachUrl = (urls: PoolDataUrls): readonly string[] =>
  urls.kind === "dashboard" ? [urls.pooldata] : [urls.validators, urls.withdrawals, urls.exits];

/**
 * Starts every request of an address's pool data now: their answers by URL, unchecked and unread (lib/api/client.ts's
 * getPoolData reads them). A failure is the reader's to report; answers nobody reads fail quietly.
 */
export function startPoolDataRequests(api: ApiEndpoint, address: Address): ReadonlyMap<string, Promise<unknown>> {
  return new Map(
    eachUrl(poolDataUrls(api, address)).map((url) => {
      const answer = fetchJson(url);
      answer.catch(() => undefined);
      return [url, answer] as const;
    }),
  );
}
