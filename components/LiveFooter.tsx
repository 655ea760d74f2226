"use client";

import { usePoolStats } from "@/lib/api/use-pool-stats";
import { useFooterGasPrice } from "@/lib/chain/use-chain-reads";
import { mapFigure, type Figure } from "@/lib/figure";
import { figureNote, figureText } from "@/lib/figure-text";
import { formatEth, formatGwei } from "@/lib/format";
import { Footer, type FooterFigure } from "./Footer";
import { RpcSetting } from "./settings/RpcSetting";

const written = <T,>(figure: Figure<T>, format: (value: T) => string): FooterFigure => ({
  value: figureText(figure, format),
  note: figureNote(figure),
});

/** The footer with its live figures: pool stats from the API, gas price from the chain. */
export function LiveFooter() {
  const stats = usePoolStats();
  const gasPrice = useFooterGasPrice();
  return (
    <Footer
      figures={{
        subscribers: written(
          mapFigure(stats, (s) => s.subscribers),
          String,
        ),
        cycleTotal: written(
          mapFigure(stats, (s) => s.totalValuePeriod),
          formatEth,
        ),
        gasPrice: written(gasPrice, formatGwei),
      }}
      settings={<RpcSetting />}
    />
  );
}
