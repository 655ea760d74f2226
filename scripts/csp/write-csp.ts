// After `next build`: writes the Content-Security-Policy and referrer <meta> tags into every exported page of
// one network's build. `tsx scripts/csp/write-csp.ts <local|holesky|mainnet>`, with the build's environment
// (NEXT_PUBLIC_RPC_URL, NEXT_PUBLIC_API_URL, NEXT_PUBLIC_IPFS_GATEWAY, NEXT_PUBLIC_WC_PROJECT_ID, NEXT_PUBLIC_WC_RELAY_URL, OUT_DIR).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { holeskyNetwork } from "../../lib/network/holesky";
import { localNetwork } from "../../lib/network/local";
import { mainnetNetwork } from "../../lib/network/mainnet";
import { isNetworkName, type NetworkConfig } from "../../lib/network/types";
import { injectCsp } from "./inject";
import { contentSecurityPolicy } from "./policy";

const NETWORKS: Record<NetworkConfig["name"], NetworkConfig> = {
  local: localNetwork,
  holesky: holeskyNetwork,
  mainnet: mainnetNetwork,
};

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return path.endsWith(".html") ? [path] : [];
  });
}

/** Adds the policy to each HTML file under `dir`; returns how many files it wrote. */
export function writeCsp(
  dir: string,
  network: NetworkConfig,
  walletConnect: boolean,
  walletConnectRelayUrl?: string,
): number {
  const files = htmlFiles(dir);
  for (const file of files) {
    const html = readFileSync(file, "utf8");
    writeFileSync(
      file,
      injectCsp(html, (hashes) => contentSecurityPolicy({ network, walletConnect, walletConnectRelayUrl, ...hashes })),
    );
  }
  return files.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const name = process.argv[2];
  if (!isNetworkName(name)) {
    console.error(`usage: tsx scripts/csp/write-csp.ts <${Object.keys(NETWORKS).join("|")}>`);
    process.exit(2);
  }
  // The same folder next.config.mjs exported into: OUT_DIR (e.g. mainnet-local) or the network's name.
  const folder = process.env.OUT_DIR || name;
  const dir = fileURLToPath(new URL(`../../out/${folder}`, import.meta.url));
  const count = writeCsp(
    dir,
    NETWORKS[name],
    (process.env.NEXT_PUBLIC_WC_PROJECT_ID ?? "") !== "",
    process.env.NEXT_PUBLIC_WC_RELAY_URL || undefined,
  );
  console.log(`✓ Content-Security-Policy written into ${count} pages of out/${folder}`);
}
