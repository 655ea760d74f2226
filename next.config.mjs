import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { assertRewritesFit, rewriteAliases } from "./scripts/framework/rewrites.mjs";

// One static export per network, chosen at build time with NETWORK=local|holesky|mainnet.
const NETWORKS = ["local", "holesky", "mainnet"];
const network = process.env.NETWORK ?? "local";
if (!NETWORKS.includes(network)) {
  throw new Error(
    `Unknown NETWORK "${network}". Use one of: ${NETWORKS.join(", ")} (for example NETWORK=holesky npm run build).`,
  );
}

// Which API the page talks to (docs/api.md): the public networks default to the oracle's own routes, the local
// build to the dashboard server's. A build of the non-default kind goes to out/<network>-<kind>, so out/local stays
// the dashboard kind that npm start and the tests serve.
const API_KINDS = ["dashboard", "oracle"];
const defaultApiKind = network === "local" ? "dashboard" : "oracle";
const apiKind = process.env.NEXT_PUBLIC_API_KIND || defaultApiKind;
if (!API_KINDS.includes(apiKind)) {
  throw new Error(
    `Unknown NEXT_PUBLIC_API_KIND "${apiKind}". Use one of: ${API_KINDS.join(", ")} (for example NEXT_PUBLIC_API_KIND=oracle npm run build:local).`,
  );
}
// OUT_DIR names another folder (OUT_DIR=mainnet-local) for a build of one network with other settings, so that
// out/<network> stays the release build.
const outName = process.env.OUT_DIR || (apiKind === defaultApiKind ? network : `${network}-${apiKind}`);
if (!/^[a-z0-9][a-z0-9-]*$/.test(outName)) {
  throw new Error(`OUT_DIR "${outName}" must be a plain folder name under out/ (for example mainnet-local).`);
}

// The local chain's addresses come from the generated deployment file, and only into the local build.
const localDeployment = () => {
  const file = new URL("./lib/network/local-deployment.json", import.meta.url);
  const { pool, governance } = JSON.parse(readFileSync(file, "utf8"));
  return { NEXT_PUBLIC_LOCAL_POOL: pool, NEXT_PUBLIC_LOCAL_GOVERNANCE: governance };
};

// Where the page finds the network's latest published trees (lib/trees/latest-trees.ts): scripts/build.mjs decides
// it for the bundle and its policy alike (docs/trees.md); `next dev` reads the demo's trees/ folder.
const treesUrl = process.env.NEXT_PUBLIC_TREES_URL ?? (network === "local" ? "trees/" : "");
if (treesUrl !== "" && !/^(ipfs:\/\/.+|https:\/\/.+|http:\/\/(127\.0\.0\.1|localhost)[:/].*|[^:]+)$/.test(treesUrl)) {
  throw new Error(
    `NEXT_PUBLIC_TREES_URL "${treesUrl}" must be a folder relative to the site, an https:// or ipfs:// address.`,
  );
}

// Origins that may frame the page as a Safe App besides Safe{Wallet}'s (lib/network/types.ts): origins only.
for (const origin of (process.env.NEXT_PUBLIC_SAFE_HOSTS ?? "")
  .split(",")
  .map((o) => o.trim())
  .filter(Boolean)) {
  if (!/^(https:\/\/[a-z0-9.-]+(:\d+)?|http:\/\/(127\.0\.0\.1|localhost)(:\d+)?)$/.test(origin)) {
    throw new Error(`NEXT_PUBLIC_SAFE_HOSTS: "${origin}" is not an https:// origin (or a loopback http:// one).`);
  }
}

// Where the page finds the pool's history snapshot the build carries (lib/history/snapshot-fetch.ts): a folder of
// the site itself, decided by scripts/build.mjs (docs/release.md); "" for none, when the page fetches nothing. The
// local build always looks in history/, which the local stack fills from its own chain (mocks/stack.ts).
const historyUrl = process.env.NEXT_PUBLIC_HISTORY_URL ?? (network === "local" ? "history/" : "");
if (historyUrl !== "" && !/^(\.\/)?[a-z0-9][a-z0-9_/-]*\/$/i.test(historyUrl)) {
  throw new Error(
    `NEXT_PUBLIC_HISTORY_URL "${historyUrl}" must be a folder of the site, relative, ending in / (history/).`,
  );
}

// The build ID names a folder and appears in every page, so a random one (Next's default) would give two builds of
// the same commit different bytes and a different IPFS CID. It is the commit's (BUILD_ID overrides it), so anyone can
// rebuild a release from its commit and check it (docs/release.md).
function buildId() {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "unversioned"; // not a git checkout: still the same for the same sources
  }
}

// A framework version other than the one a rewrite was written for stops the build here, naming the rewrite.
const projectRoot = fileURLToPath(new URL(".", import.meta.url));
assertRewritesFit(projectRoot);

/** @type {(phase: string) => import('next').NextConfig} */
const nextConfig = (phase) => ({
  output: "export",
  // Each network exports into its own folder: out/local, out/holesky, out/mainnet. The dev server keeps .next.
  ...(phase === PHASE_PRODUCTION_BUILD ? { distDir: `out/${outName}` } : {}),
  // Relative asset URLs, so a build works from any path prefix (an IPFS gateway's /ipfs/<cid>/, a sub-folder).
  assetPrefix: "./",
  trailingSlash: true,
  images: { unoptimized: true },
  // scripts/build.mjs type-checks the whole project once before the three builds; Next would repeat it per build.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // SOURCE_MAPS=1 writes .map files beside the scripts, for scripts/bench/chunk-modules.ts to say what a chunk holds.
  productionBrowserSourceMaps: process.env.SOURCE_MAPS === "1",
  experimental: {
    // One route, and the first visit matters most: at most 3 script files per chunk group (first-load requests)
    // is worth a few bytes that the lazy chunks then share.
    turbopackChunking: { maxChunkCountPerGroup: 3 },
    // The stylesheet goes into the page itself (the policy allows inline <style> elements): one request less.
    inlineCss: true,
    // Turbopack keeps its work in .next/cache for the next build of the same kind; a fresh clone (CI, .ci/run sets
    // SMOOTHLY_BUILD_CACHE=off) has none to reuse, and writing it costs seconds a build on two cores.
    turbopackFileSystemCacheForBuild: process.env.SMOOTHLY_BUILD_CACHE !== "off",
  },
  poweredByHeader: false,
  turbopack: {
    // The rewrites of Next's, wagmi's and RainbowKit's files the page's code is smaller and starts sooner by, all listed
    // (with the versions each was written for) in scripts/framework/rewrites.mjs; none with SMOOTHLY_PLAIN_BUILD=1.
    resolveAlias: rewriteAliases(projectRoot),
  },
  generateBuildId: buildId,
  env: {
    NEXT_PUBLIC_NETWORK: network,
    NEXT_PUBLIC_API_KIND: apiKind,
    NEXT_PUBLIC_TREES_URL: treesUrl,
    NEXT_PUBLIC_HISTORY_URL: historyUrl,
    ...(network === "local" ? localDeployment() : {}),
  },
});

export default nextConfig;
