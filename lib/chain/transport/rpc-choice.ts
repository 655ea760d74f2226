import * as v from "valibot";

/**
 * Which RPC the page reads the chain through, chosen by the visitor per network and kept in this browser: the
 * build's own, a URL of their own (checked for the right chain id before it is kept), or their wallet's connection.
 */
export type RpcChoice =
  { readonly kind: "build" } | { readonly kind: "url"; readonly url: string } | { readonly kind: "wallet" };

export const BUILD_RPC: RpcChoice = { kind: "build" };

export const rpcChoiceKey = (chainId: number) => `smoothly:rpc:v1:${chainId}`;

/** http(s) only; plain http only to this machine (a node of one's own), as the page's policy allows. */
export function isUsableRpcUrl(text: string): boolean {
  try {
    const url = new URL(text);
    if (url.protocol === "https:") return true;
    return url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
  } catch {
    return false;
  }
}

const stored = v.union([
  v.object({ kind: v.literal("url"), url: v.pipe(v.string(), v.check(isUsableRpcUrl)) }),
  v.object({ kind: v.literal("wallet") }),
]);

/** The stored choice; the build's RPC when there is none, or when what is stored is not a valid choice. */
export function parseRpcChoice(text: string | null): RpcChoice {
  if (text === null) return BUILD_RPC;
  try {
    const parsed = v.safeParse(stored, JSON.parse(text));
    return parsed.success ? parsed.output : BUILD_RPC;
  } catch {
    return BUILD_RPC;
  }
}

export function serializeRpcChoice(choice: RpcChoice): string | null {
  return choice.kind === "build" ? null : JSON.stringify(choice);
}

/** The host a message names ("ethereum-rpc.publicnode.com"), or the text itself when it is no URL. */
export function rpcHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
