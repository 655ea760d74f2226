// Who may frame the page as a Safe App, apart from the network's other constants: only the Safe's code reads it (the
// wallet's Safe connection and the write hook's Safe half), so a visitor's first scripts do not carry it.

/** Safe{Wallet}: the host that frames the page as a Safe App. */
export const SAFE_WALLET_ORIGIN = "https://app.safe.global";

/**
 * The local Safe host (mocks/safe-host): a page on another site than the dashboard's that frames it as Safe{Wallet}
 * does, for Frank's Safe. The local build takes its messages.
 */
export const LOCAL_SAFE_HOST_PORT = 3100;
export const LOCAL_SAFE_HOST_ORIGIN = `http://localhost:${LOCAL_SAFE_HOST_PORT}`;

/**
 * The origins that may frame the page as a Safe App, the only parents whose messages it takes: Safe{Wallet}'s, the
 * local Safe host in the local build, and the origins NEXT_PUBLIC_SAFE_HOSTS adds, comma-separated (next.config.mjs
 * refuses anything but origins): the local Safe host for a public build run on the local stack.
 */
export function safeHostsOf(network: string | undefined, extra: string | undefined): readonly string[] {
  const added = (extra ?? "")
    .split(",")
    .map((origin) => origin.trim())
    .filter((origin) => origin !== "");
  const own = network === "mainnet" || network === "holesky" ? [] : [LOCAL_SAFE_HOST_ORIGIN];
  return [SAFE_WALLET_ORIGIN, ...own, ...added];
}

/** This build's Safe hosts (NEXT_PUBLIC_NETWORK and NEXT_PUBLIC_SAFE_HOSTS are inlined at build time). */
export const safeHosts: readonly string[] = safeHostsOf(
  process.env.NEXT_PUBLIC_NETWORK,
  process.env.NEXT_PUBLIC_SAFE_HOSTS,
);

/** A Safe host's origin as Safe's Apps SDK takes it (`allowedDomains`): a pattern matching exactly that origin. */
export function originPattern(origin: string): RegExp {
  return new RegExp(`^${origin.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}$`);
}
