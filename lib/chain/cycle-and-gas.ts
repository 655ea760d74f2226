import { network } from "@/lib/network";
import { PolledReading } from "@/lib/polled-reading";
import { poolGovernanceGetters } from "@/lib/protocol/governance-getters.generated";
import { decodeUintWord } from "@/lib/protocol/uint-word";
import type { CycleTiming } from "@/lib/validators/countdown";
import { rpcBatch, type RpcCall, type RpcTarget } from "./rpc-batch";
import { injectedProvider, readRpc } from "./read-rpc";

/** What the first screen reads from the chain: governance's cycle (the countdown) and the gas price (the footer). */
export interface CycleAndGas {
  readonly timing: CycleTiming;
  readonly gasPrice: bigint;
}

const governanceCall = (getter: keyof typeof poolGovernanceGetters): RpcCall => ({
  method: "eth_call",
  params: [{ to: network.governance, data: poolGovernanceGetters[getter].selector }, "latest"],
});

const CALLS: readonly RpcCall[] = [
  governanceCall("lastEpoch"),
  governanceCall("epochInterval"),
  { method: "eth_gasPrice" },
];

function decodeQuantity(result: unknown): bigint {
  if (typeof result !== "string" || !/^0x[0-9a-fA-F]{1,64}$/.test(result)) {
    throw new Error(`expected a hex quantity, got ${typeof result === "string" ? result.slice(0, 80) : typeof result}`);
  }
  return BigInt(result);
}

/**
 * One batch: both governance getters as bare eth_calls with their generated selectors (no ABI coder in the first
 * scripts) and the gas price. anvil has no multicall contract; one JSON-RPC batch is one HTTP request.
 */
export async function readCycleAndGas(target: RpcTarget): Promise<CycleAndGas> {
  const [lastEpoch, epochInterval, gasPrice] = await rpcBatch(target, CALLS);
  return {
    timing: {
      lastEpoch: decodeUintWord(lastEpoch, poolGovernanceGetters.lastEpoch.bits),
      epochInterval: decodeUintWord(epochInterval, poolGovernanceGetters.epochInterval.bits),
    },
    gasPrice: decodeQuantity(gasPrice),
  };
}

/** Where the page reads: the chosen URL, or the wallet's connection when that is the choice. */
function readTarget(): RpcTarget {
  const provider = injectedProvider();
  if (readRpc.url === null && provider) return { provider };
  return { url: readRpc.url ?? network.rpcUrl };
}

/** Every 30 s while shown: often enough for the gas price; the countdown moves by the clock between reads. */
export const CYCLE_AND_GAS_EVERY_MS = 30_000;

/** The page's one reading of the cycle and the gas price, shared by the countdowns and the footer. */
export const cycleAndGas = new PolledReading<CycleAndGas>(
  () => readCycleAndGas(readTarget()),
  CYCLE_AND_GAS_EVERY_MS,
  (error) =>
    console.warn("Could not read the reward cycle and gas price:", error instanceof Error ? error.message : error),
);
