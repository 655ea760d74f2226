import { network } from "@/lib/network";
import { BUILD_RPC, parseRpcChoice, rpcChoiceKey, type RpcChoice } from "./rpc-choice";

/** The EIP-1193 request of an injected wallet, as far as the page's reads use it. */
export interface InjectedProvider {
  request(args: { method: string; params?: readonly unknown[] }): Promise<unknown>;
}

/** The visitor's RPC choice for this network, as this browser keeps it (the build's until they choose). */
function storedChoice(): RpcChoice {
  // Stryker disable next-line ConditionalExpression,StringLiteral: without a window the read below throws, and the catch gives the build's RPC too
  if (typeof window === "undefined") return BUILD_RPC;
  try {
    return parseRpcChoice(window.localStorage.getItem(rpcChoiceKey(network.chain.id)));
  } catch {
    return BUILD_RPC; // storage disabled: the build's RPC
  }
}

/** The wallet's injected provider, if the browser has one. */
export const injectedProvider = (): InjectedProvider | undefined =>
  typeof window === "undefined" ? undefined : (window as { ethereum?: InjectedProvider }).ethereum;

/**
 * Where the page reads the chain: the RPC URL (the build's or the visitor's), or (null) the wallet's connection.
 * Read once, when the page loads: a new choice reloads the page. Apart from the wallet's code (lib/wallet/config.ts)
 * because the first screen reads the chain before any wallet code is loaded.
 */
export const readRpc: { readonly choice: RpcChoice; readonly url: string | null } = (() => {
  const choice = storedChoice();
  if (choice.kind === "wallet" && injectedProvider()) return { choice, url: null };
  return { choice, url: choice.kind === "url" ? choice.url : network.rpcUrl };
})();
