/**
 * A build's WalletConnect settings (docs/deploying.md): the project id (public; the relay refuses a page whose
 * origin the id's allowed origins do not list) and the relay's URL. Without an id the build offers injected wallets
 * only. The local build names the local relay (mocks/walletconnect/relay.ts; scripts/build.mjs sets both).
 */
export interface WalletConnectSettings {
  readonly projectId: string;
  /** undefined: the SDK's own relay (wss://relay.walletconnect.org). */
  readonly relayUrl: string | undefined;
}

/** Why a relay URL cannot be a build's, or null: the SDK opens a WebSocket to it. */
export function relayUrlProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `${url} is not a URL`;
  }
  if (parsed.protocol !== "wss:" && parsed.protocol !== "ws:") return `${url} is not a ws:// or wss:// URL`;
  const loopback = parsed.hostname === "127.0.0.1" || parsed.hostname === "localhost";
  if (parsed.protocol === "ws:" && !loopback) return `${url}: plain ws:// only on this computer (127.0.0.1)`;
  return null;
}

/** The settings from the build's variables (NEXT_PUBLIC_WC_PROJECT_ID, NEXT_PUBLIC_WC_RELAY_URL). */
export function walletConnectSettings(
  projectId: string | undefined,
  relayUrl: string | undefined,
): WalletConnectSettings {
  return { projectId: projectId ?? "", relayUrl: relayUrl ? relayUrl : undefined };
}
