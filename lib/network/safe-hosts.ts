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

/** The origins a comma-separated list names (NEXT_PUBLIC_SAFE_HOSTS: next.config.mjs refuses anything but origins). */
const listed = (list: string | undefined): string[] =>
  (list ?? "")
    .split(",")
    .map((origin) => origin.trim())
    .filter((origin) => origin !== "");

/**
 * This build's Safe hosts, the only parents whose messages the page takes: Safe{Wallet}'s, the local Safe host in the
 * local build, and the origins NEXT_PUBLIC_SAFE_HOSTS adds (the local Safe host for a public build run on the local
 * stack). The network test is written on the inlined NEXT_PUBLIC_NETWORK itself, so the minifier folds it and a
 * release build's code does not even carry the local host's origin (e2e/builds/builds.spec.ts).
 */
export const safeHosts: readonly string[] = [
  SAFE_WALLET_ORIGIN,
  ...(process.env.NEXT_PUBLIC_NETWORK === "mainnet" || process.env.NEXT_PUBLIC_NETWORK === "holesky"
    ? []
    : [LOCAL_SAFE_HOST_ORIGIN]),
  ...listed(process.env.NEXT_PUBLIC_SAFE_HOSTS),
];

/** A Safe host's origin as Safe's Apps SDK takes it (`allowedDomains`): a pattern matching exactly that origin. */
export function originPattern(origin: string): RegExp {
  return new RegExp(`^${origin.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}$`);
}
