"use client";

import { useSyncExternalStore } from "react";
import { CHAIN, readingFigure, type Figure } from "@/lib/figure";
import { NOT_READ, type PolledSnapshot } from "@/lib/polled-reading";
import type { CycleTiming } from "@/lib/validators/countdown";
import { cycleAndGas, type CycleAndGas } from "./cycle-and-gas";

const serverReading = (): PolledSnapshot<CycleAndGas> => NOT_READ;

function useCycleAndGas<T>(pick: (value: CycleAndGas) => T): Figure<T> {
  const reading = useSyncExternalStore(cycleAndGas.subscribe, cycleAndGas.snapshot, serverReading);
  const value = reading.value === undefined ? undefined : pick(reading.value);
  return readingFigure({ ...reading, value }, CHAIN, "chain-unreachable");
}

/**
 * The cycle's timing for the countdowns: known from the chain, stale after a failed read, unknown before any
 * answer. The visitor's and the connected dashboard's countdowns share one reading, so connecting reads nothing new.
 */
export function useCycleTimingFigure(): Figure<CycleTiming> {
  return useCycleAndGas((value) => value.timing);
}

/** Current gas price in wei for the footer, as a figure of the chain. */
export function useFooterGasPrice(): Figure<bigint> {
  return useCycleAndGas((value) => value.gasPrice);
}
