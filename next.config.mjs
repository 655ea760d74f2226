// One static export per network, chosen at build time with NETWORK=local|holesky|mainnet.
const NETWORKS = ["local", "holesky", "mainnet"];
const network = process.env.NETWORK ?? "local";
if (!NETWORKS.includes(network)) {
  throw new Error(`Unknown NETWORK "${network}". Use one of: ${NETWORKS.join(", ")} (for example NETWORK=holesky npm run build).`);
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: "export",
  // Relative asset URLs, so a build works from any path prefix (an IPFS gateway's /ipfs/<cid>/, a sub-folder).
  assetPrefix: "./",
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  env: { NEXT_PUBLIC_NETWORK: network },
};

export default nextConfig;
