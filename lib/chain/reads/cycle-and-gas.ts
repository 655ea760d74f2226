import { CHAIN, chainUnusable, readingFigure, type ChainFailure, type Figure } from "@/lib/figure";
import { network } from "@/lib/network";
import { PolledReading, type PolledSnapshot } from "@/lib/polled-reading";
import { poolGovernanceGetters } from "@/lib/protocol/governance-getters.generated";
import { decodeUintWord } from "@/lib/protocol/uint-word";
import type { CycleTiming } from "@/lib/validators/countdown";
import { readTarget, rpcBatch, RpcUnusableAnswer, type RpcCall, type RpcTarget } from "../transport/rpc-batch";
import { rpcName } from "../transport/read-failure";

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
  try {
    return {
      timing: {
        lastEpoch: decodeUintWord(lastEpoch, poolGovernanceGetters.lastEpoch.bits),
        epochInterval: decodeUintWord(epochInterval, poolGovernanceGetters.epochInterval.bits),
      },
      gasPrice: decodeQuantity(gasPrice),
    };
  } catch (error) {
    // It answered, with something that is not what was asked: say so, naming it, not "cannot be reached".
    const endpoint = "url" in target ? target.url : "wallet";
    throw new RpcUnusableAnswer(endpoint, error instanceof Error ? error.message : String(error));
  }
}

/** Why the last read failed, in the figures' terms: only an answer the page could not use names the RPC. */
export function cycleAndGasFailure(error: unknown): ChainFailure {
  return error instanceof RpcUnusableAnswer ? chainUnusable(rpcName(error.endpoint)) : "chain-unreachable";
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

function pickFigure<T>(reading: PolledSnapshot<CycleAndGas>, pick: (value: CycleAndGas) => T): Figure<T> {
  const value = reading.value === undefined ? undefined : pick(reading.value);
  return readingFigure({ ...reading, value }, CHAIN, cycleAndGasFailure(reading.error));
}

/** The cycle's timing as a figure of the chain: stale after a failed read, unknown before any answer. */
export const cycleTimingFigure = (reading: PolledSnapshot<CycleAndGas>): Figure<CycleTiming> =>
  pickFigure(reading, (value) => value.timing);

/** The gas price in wei as a figure of the chain. */
export const gasPriceFigure = (reading: PolledSnapshot<CycleAndGas>): Figure<bigint> =>
  pickFigure(reading, (value) => value.gasPrice);
