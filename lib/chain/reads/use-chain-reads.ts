"use client";

import { useSyncExternalStore } from "react";
import type { Figure } from "@/lib/figure";
import { NOT_READ, type PolledSnapshot } from "@/lib/polled-reading";
import type { CycleTiming } from "@/lib/validators/countdown";
import { cycleAndGas, cycleTimingFigure, gasPriceFigure, type CycleAndGas } from "./cycle-and-gas";

const serverReading = (): PolledSnapshot<CycleAndGas> => NOT_READ;

const useCycleAndGas = () => useSyncExternalStore(cycleAndGas.subscribe, cycleAndGas.snapshot, serverReading);

/**
 * The cycle's timing for the countdowns: known from the chain, stale after a failed read, unknown before any
 * answer. The visitor's and the connected dashboard's countdowns share one reading, so connecting reads nothing new.
 */
export function useCycleTimingFigure(): Figure<CycleTiming> {
  return cycleTimingFigure(useCycleAndGas());
}

/** Current gas price in wei for the footer, as a figure of the chain. */
export function useFooterGasPrice(): Figure<bigint> {
  return gasPriceFigure(useCycleAndGas());
}
