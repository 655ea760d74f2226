/**
 * A request sent over WalletConnect that never got an answer, read from the texts its SDK fails it with
 * (@walletconnect/sign-client 2.21.1, under wagmi's @walletconnect/ethereum-provider, and @walletconnect/core 2.21.1):
 * - "expired": the phone never answered before the request's expiry (five minutes): the engine's request rejects
 *   with "Request expired. Please try again." (sign-client, engine `request`, createDelayedPromise).
 * - "relayGone": the relay the page and the phone meet on cannot be reached: the core's "Failed to publish payload,
 *   please try again. id:… tag:…" (publisher), "Couldn't establish socket connection to the relay server: …" and
 *   "No internet connection detected. Please restart your network and try again." (relayer).
 * Either way the phone signed nothing and nothing was sent.
 */
export type WalletConnectSilence = "expired" | "relayGone";

const PHRASES: readonly (readonly [string, WalletConnectSilence])[] = [
  ["request expired", "expired"],
  ["failed to publish payload", "relayGone"],
  ["couldn't establish socket connection to the relay server", "relayGone"],
  ["no internet connection detected", "relayGone"],
];

/** The messages of an error and its causes (viem wraps the provider's error as a cause, and may wrap again). */
function messagesOf(error: unknown): string[] {
  const messages: string[] = [];
  let part: unknown = error;
  for (let depth = 0; depth < 8 && typeof part === "object" && part !== null; depth += 1) {
    const message: unknown = Reflect.get(part, "message");
    if (typeof message === "string") messages.push(message.toLowerCase());
    part = Reflect.get(part, "cause");
  }
  return messages;
}

/** Why a WalletConnect request got no answer, or undefined for any other error. */
export function walletConnectSilence(error: unknown): WalletConnectSilence | undefined {
  const messages = messagesOf(error);
  return PHRASES.find(([phrase]) => messages.some((message) => message.includes(phrase)))?.[1];
}
