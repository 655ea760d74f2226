import { formatEth, formatGwei } from "@/lib/format";
import type { Figure } from "@/lib/figure";
import { writtenFigure, type WrittenFigure } from "@/lib/figure-text";
import type { PoolStats } from "@/lib/protocol/pool-stats-schema";
import { cycleTimeLeftFigure, type CycleTiming } from "./countdown";

/**
 * What the first screen writes of its live figures: the same text whether the app has started (React renders it) or
 * not yet (components/first-screen.ts writes it into the static HTML).
 */

/** The footer's three figures. */
export interface FooterFigures {
  /** Subscribers (awaiting activation plus activated). */
  readonly subscribers: WrittenFigure;
  /** Reward cycle total in ETH, formatted. */
  readonly cycleTotal: WrittenFigure;
  /** Gas price in gwei, formatted. */
  readonly gasPrice: WrittenFigure;
}

export function footerFigures(stats: Figure<PoolStats>, gasPrice: Figure<bigint>): FooterFigures {
  return {
    subscribers: writtenFigure(stats, (s) => String(s.subscribers)),
    cycleTotal: writtenFigure(stats, (s) => formatEth(s.totalValuePeriod)),
    gasPrice: writtenFigure(gasPrice, formatGwei),
  };
}

/** The time left in the cycle ("6 days"), or why it is not known. */
export function countdownFigure(timing: Figure<CycleTiming>, nowSeconds: number): WrittenFigure {
  return writtenFigure(cycleTimeLeftFigure(timing, nowSeconds), (text) => text);
}

/** The note as the countdown's line shows it after the time: " (why)", or nothing. */
export const countdownNote = (figure: WrittenFigure): string => (figure.note ? ` (${figure.note})` : "");
