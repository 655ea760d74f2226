// Stands in for "wagmi" (next.config.mjs aliases it here): wagmi itself, but for usePublicClient. Only RainbowKit's
// transaction store calls it; wagmi's own decorates the chain's client with every public action of viem (signature
// checks with their curve, ENS, SIWE, multicall, …), about 40 KiB brotli fetched before the wallet list shows. The
// project's code reads through useClient and viem's actions one by one (eslint.layers.mjs keeps it so).
export * from "../../node_modules/wagmi/dist/esm/exports/index.js";
export { usePublicClient } from "./use-rainbowkit-public-client.js";
