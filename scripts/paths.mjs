import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const NETWORKS = ["local", "holesky", "mainnet"];
export const outDir = (network) => join(root, "out", network);
