import { createConfig, http } from "wagmi";
import { network } from "@/lib/network";
import { injectedConnectors } from "./connectors";

/** One chain per build: a wallet on any other chain is on the wrong network and never gets a write. */
export const wagmiConfig = createConfig({
  chains: [network.chain],
  connectors: injectedConnectors,
  // JSON-RPC batching folds the page's reads (countdown, gas, proofs) into one HTTP request per tick.
  transports: { [network.chain.id]: http(network.rpcUrl, { batch: true }) },
  ssr: true,
});

declare module "wagmi" {
  interface Register {
    config: typeof wagmiConfig;
  }
}
