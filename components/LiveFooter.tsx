"use client";

import { usePoolStats } from "@/lib/api/use-pool-stats";
import { useFooterGasPrice } from "@/lib/chain/use-chain-reads";
import { formatEth, formatGwei } from "@/lib/format";
import { Footer } from "./Footer";

const UNKNOWN = "–";

/** The footer with its live figures: pool stats from the API, gas price from the chain. */
export function LiveFooter() {
  const stats = usePoolStats().data;
  const gasPrice = useFooterGasPrice();
  return (
    <Footer
      figures={{
        subscribers: stats ? String(stats.subscribers) : UNKNOWN,
        cycleTotal: stats ? formatEth(stats.totalValuePeriod) : UNKNOWN,
        gasPrice: gasPrice !== undefined ? formatGwei(gasPrice) : UNKNOWN,
      }}
    />
  );
}
