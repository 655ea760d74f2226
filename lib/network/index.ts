import { holeskyNetwork } from "./holesky";
import { localNetwork } from "./local";
import { mainnetNetwork } from "./mainnet";
import type { NetworkConfig } from "./types";

export type { NetworkConfig, NetworkName } from "./types";

// NEXT_PUBLIC_NETWORK is inlined at build time (next.config.mjs validates it), so the bundler folds this
// expression and each build carries only its own network's addresses.
const name = process.env.NEXT_PUBLIC_NETWORK;

export const network: NetworkConfig =
  name === "mainnet" ? mainnetNetwork : name === "holesky" ? holeskyNetwork : localNetwork;
