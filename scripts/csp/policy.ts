import type { NetworkConfig } from "../../lib/network/types";

/**
 * WalletConnect's relay, RPC and telemetry hosts (https and wss), listed only when a project id is set:
 * without one the build never opens a WalletConnect session. The relay publishes these for CSPs.
 */
export const WALLETCONNECT_CONNECT_SOURCES = [
  "https://rpc.walletconnect.com",
  "https://rpc.walletconnect.org",
  "https://relay.walletconnect.com",
  "https://relay.walletconnect.org",
  "wss://relay.walletconnect.com",
  "wss://relay.walletconnect.org",
  "https://pulse.walletconnect.com",
  "https://pulse.walletconnect.org",
  "https://api.web3modal.com",
  "https://api.web3modal.org",
] as const;

/** WalletConnect checks the dapp's domain in an iframe of its verify service. */
export const WALLETCONNECT_FRAME_SOURCES = [
  "https://verify.walletconnect.com",
  "https://verify.walletconnect.org",
] as const;

export interface PolicyInputs {
  /** Where the build talks to: its RPC, API, IPFS gateway and published trees. */
  network: Pick<NetworkConfig, "rpcUrl" | "apiUrl" | "ipfsGateway" | "treesUrl">;
  /** Whether the build has a WalletConnect project id. */
  walletConnect: boolean;
  /** The build's own relay (NEXT_PUBLIC_WC_RELAY_URL): then the page talks to it alone, not WalletConnect's hosts. */
  walletConnectRelayUrl?: string;
  /** sha256 sources ('sha256-…') of every inline <script> of the page. */
  scriptHashes: readonly string[];
  /** sha256 sources of every inline <style> of the page. */
  styleHashes: readonly string[];
  /** sha256 sources of the page's style="" attribute values. */
  styleAttributeHashes: readonly string[];
}

/** The origin (scheme, host, port) of a URL: connect-src needs no path, and a path could carry a key. */
export function originOf(url: string): string {
  const { origin } = new URL(url);
  if (origin === "null") throw new Error(`${url} has no origin to allow in connect-src`);
  return origin;
}

const unique = (values: readonly string[]) => [...new Set(values)];

/** What a visitor may point the page at: https anywhere, plain http on their own computer. */
export const VISITOR_CHOSEN_SOURCES = ["https:", "http://127.0.0.1:*", "http://localhost:*"] as const;

/**
 * Where the page fetches its latest published trees from: the site itself for a relative folder (the default, so
 * 'self', whatever gateway or host serves it), the gateway for ipfs:// (already allowed), else that origin.
 */
export function treesSource(treesUrl: string): string | null {
  if (treesUrl === "" || treesUrl.startsWith("ipfs://")) return null;
  return /^[a-z][a-z0-9+.-]*:/i.test(treesUrl) ? originOf(treesUrl) : "'self'";
}

/**
 * The page's Content-Security-Policy: nothing by default, then only what the dashboard uses. Styles come
 * from the bundle's stylesheet, the page's own inline <style> blocks and its style attributes by hash;
 * RainbowKit's theme is set through the CSSOM, which a CSP does not restrict.
 */
export function contentSecurityPolicy({
  network,
  walletConnect,
  walletConnectRelayUrl,
  scriptHashes,
  styleHashes,
  styleAttributeHashes,
}: PolicyInputs): string {
  const walletConnectSources = walletConnectRelayUrl
    ? [originOf(walletConnectRelayUrl)]
    : WALLETCONNECT_CONNECT_SOURCES;
  const trees = treesSource(network.treesUrl);
  const connect = unique([
    ...(trees ? [trees] : []),
    originOf(network.rpcUrl),
    originOf(network.apiUrl),
    originOf(network.ipfsGateway),
    ...(walletConnect ? walletConnectSources : []),
    // A visitor may read the chain through an RPC of their own (https, or a node on their own computer), and give a
    // published tree's https address: which origins cannot be known when the site is built. Scripts stay locked to
    // the site's own files and hashes, so nothing but the page's own code can use this.
    ...VISITOR_CHOSEN_SOURCES,
  ]);
  const directives: [string, ...string[]][] = [
    ["default-src", "'none'"],
    ["script-src", "'self'", ...unique(scriptHashes)],
    ["style-src", "'self'", ...unique(styleHashes)],
    // <style> elements: RainbowKit's modal locks page scroll with a <style> that react-remove-scroll-bar
    // writes at run time, its padding set to the visitor's scrollbar width, so no hash can be known in
    // advance. 'unsafe-inline' is granted to <style> elements only; style attributes stay locked (below,
    // or style-src), and browsers without style-src-elem fall back to style-src's hashes.
    ["style-src-elem", "'self'", "'unsafe-inline'"],
    // Style attributes only where a page has them, each allowed by its exact value ('unsafe-hashes' is what
    // lets a hash match an attribute; nothing else is unlocked).
    ...(styleAttributeHashes.length > 0
      ? [["style-src-attr", "'unsafe-hashes'", ...unique(styleAttributeHashes)] as [string, ...string[]]]
      : []),
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", ...connect],
    ...(walletConnect ? [["frame-src", ...WALLETCONNECT_FRAME_SOURCES] as [string, ...string[]]] : []),
    ["base-uri", "'none'"],
    ["form-action", "'none'"],
    ["object-src", "'none'"],
  ];
  return directives.map((words) => words.join(" ")).join("; ");
}
