import { custom, type EIP1193Provider } from "viem";
import { createConfig, http } from "wagmi";
import { politeFetch } from "@/lib/chain/polite-fetch";
import { BUILD_RPC, parseRpcChoice, rpcChoiceKey, type RpcChoice } from "@/lib/chain/rpc-choice";
import { gateFor } from "@/lib/chain/rpc-gates";
import { network } from "@/lib/network";
import { injectedConnectors } from "./connectors";

/** The visitor's RPC choice for this network, as this browser keeps it (the build's until they choose). */
function storedChoice(): RpcChoice {
  if (typeof window === "undefined") return BUILD_RPC;
  try {
    return parseRpcChoice(window.localStorage.getItem(rpcChoiceKey(network.chain.id)));
  } catch {
    return BUILD_RPC; // storage disabled: the build's RPC
  }
}

const injectedProvider = (): EIP1193Provider | undefined =>
  typeof window === "undefined" ? undefined : (window as { ethereum?: EIP1193Provider }).ethereum;

/** Where the page reads the chain: the RPC URL (the build's or the visitor's), or the wallet's connection. */
export const readRpc: { readonly choice: RpcChoice; readonly url: string | null } = (() => {
  const choice = storedChoice();
  if (choice.kind === "wallet" && injectedProvider()) return { choice, url: null };
  return { choice, url: choice.kind === "url" ? choice.url : network.rpcUrl };
})();

function readTransport() {
  const provider = injectedProvider();
  if (readRpc.url === null && provider) return custom(provider);
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
  // JSON-RPC batching folds the page's reads (countdown, gas, proofs) into one HTTP request per tick.
  transports: { [network.chain.id]: readTransport() },
  ssr: true,
});

declare module "wagmi" {
  interface Register {
    config: typeof wagmiConfig;
  }
}
