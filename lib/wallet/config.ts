import { custom, type EIP1193Provider } from "viem";
import { createConfig, http } from "wagmi";
import { politeFetch } from "@/lib/chain/transport/polite-fetch";
import { injectedProvider, readRpc } from "@/lib/chain/transport/read-rpc";
import { gateFor } from "@/lib/chain/transport/rpc-gates";
import { network } from "@/lib/network";
import { injectedConnectors } from "./connectors";

function readTransport() {
  const provider = injectedProvider();
  if (readRpc.url === null && provider) return custom(provider as EIP1193Provider);
  const url = readRpc.url ?? network.rpcUrl;
  // One gate for every read of this endpoint: a Retry-After holds them all, batches stay within what it accepts.
  return http(url, {
    batch: { batchSize: gateFor(url).maxBatch },
    fetchFn: politeFetch(gateFor(url), (input, init) => fetch(input, init)),
    // A read may wait behind a Retry-After before it is sent.
    timeout: 30_000,
  });
}

/** One chain per build: a wallet on any other chain is on the wrong network and never gets a write. */
export const wagmiConfig = createConfig({
  chains: [network.chain],
  connectors: injectedConnectors,
  // JSON-RPC batching folds the connected page's reads (proofs, roots, events) into one HTTP request per tick.
  transports: { [network.chain.id]: readTransport() },
  ssr: true,
});

declare module "wagmi" {
  interface Register {
    config: typeof wagmiConfig;
  }
}
