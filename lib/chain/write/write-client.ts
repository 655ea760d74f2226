import type { Config } from "wagmi";
import { getClient } from "wagmi/actions";
import { network } from "@/lib/network";
import type { UnaskedCounts } from "../transport/asked-for";
import { endpointOf } from "../transport/read-failure";
import { unaskedTally } from "../transport/unasked-tally";

/** The client the write hooks read the chain through: the pool's chain's. */
export function readClient(config: Config) {
  // Stryker disable next-line ObjectLiteral: the config holds only the pool's chain, so naming it changes nothing
  const client = getClient(config, { chainId: network.chain.id });
  // Stryker disable next-line ConditionalExpression,StringLiteral,CallExpression: the config always holds the pool's chain
  if (!client) throw new Error(`No RPC client for ${network.chain.name}`);
  return client;
}

/** Where a wait tells what its RPC sent that it did not ask for: that endpoint's tally, said once on the page. */
export const reportTo = (client: { readonly transport: object }) => (dropped: UnaskedCounts) =>
  unaskedTally(endpointOf(client.transport)).add(dropped);
