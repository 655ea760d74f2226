import { mkdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Abi, Hex } from "viem";
import { runCommand } from "./run-command";

const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
const FOUNDRY_DIR = `${REPO_ROOT}foundry`;
const LOCK_DIR = `${FOUNDRY_DIR}/cache/build.lock`;
const STALE_LOCK_MS = 5 * 60_000;

export type ContractName = "SmoothlyPool" | "PoolGovernance" | "Multicall3";

export interface ContractArtifact {
  readonly abi: Abi;
  readonly bytecode: Hex;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` alone among callers of this lock: two forge builds writing foundry/out and foundry/cache at once can corrupt each other. */
export async function withBuildLock<T>(work: () => Promise<T>): Promise<T> {
  mkdirSync(`${FOUNDRY_DIR}/cache`, { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      break;
    } catch {
      try {
        if (Date.now() - statSync(LOCK_DIR).mtimeMs > STALE_LOCK_MS) rmSync(LOCK_DIR, { recursive: true, force: true });
      } catch {
        // released meanwhile
      }
      await sleep(200);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(LOCK_DIR, { recursive: true, force: true });
  }
}

/** `forge build` through scripts/forge.mjs (solc-js shim); a no-op of about a second when nothing changed. */
export function buildContracts(): Promise<void> {
  return withBuildLock(() =>
    runCommand(process.execPath, [`${REPO_ROOT}scripts/forge.mjs`, "build"], REPO_ROOT, "forge build"),
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** ABI and creation bytecode from foundry/out (run buildContracts first). */
export function readArtifact(name: ContractName): ContractArtifact {
  const file = `${FOUNDRY_DIR}/out/${name}.sol/${name}.json`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`cannot read ${file}; run \`npm run contracts:build\` first (${String(error)})`);
  }
  const bytecode = isRecord(parsed) && isRecord(parsed.bytecode) ? parsed.bytecode.object : undefined;
  const abi = isRecord(parsed) ? parsed.abi : undefined;
  if (!Array.isArray(abi) || typeof bytecode !== "string" || !/^0x[0-9a-f]+$/i.test(bytecode)) {
    throw new Error(`${file} is not a forge artifact with abi and bytecode`);
  }
  return { abi: abi as Abi, bytecode: bytecode as Hex };
}

/** The runtime code forge compiled for `name` (what anvil_setCode places), from foundry/out. */
export function readRuntimeCode(name: ContractName): Hex {
  const file = `${FOUNDRY_DIR}/out/${name}.sol/${name}.json`;
  const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
  const code = isRecord(parsed) && isRecord(parsed.deployedBytecode) ? parsed.deployedBytecode.object : undefined;
  if (typeof code !== "string" || !/^0x[0-9a-f]+$/i.test(code)) throw new Error(`${file} has no runtime code`);
  return code as Hex;
}
