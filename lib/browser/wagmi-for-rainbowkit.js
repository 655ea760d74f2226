// Stands in for "wagmi" (next.config.mjs aliases it here): wagmi itself, but for four hooks only RainbowKit calls.
// wagmi's usePublicClient decorates the chain's client with every public action of viem (signature checks with their
// curve, ENS, SIWE, multicall, …), all fetched before the wallet list shows; its useBalance, useEnsName
// and useEnsAvatar bring contract calls, multicall and the ABI coder. The project's code reads through useClient and
// viem's actions one by one (eslint.layers.mjs keeps it so).
export * from "../../node_modules/wagmi/dist/esm/exports/index.js";
export { usePublicClient } from "./use-rainbowkit-public-client.js";
export { useBalance, useEnsAvatar, useEnsName } from "./use-rainbowkit-profile.js";
