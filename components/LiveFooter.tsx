"use client";

import { usePoolStats } from "@/lib/api/use-pool-stats";
import { useFooterGasPrice } from "@/lib/chain/reads/use-chain-reads";
import { footerFigures } from "@/lib/validators/first-screen-figures";
import { Footer } from "./Footer";
import { RpcSetting } from "./settings/RpcSetting";

/** The footer with its live figures: pool stats from the API, gas price from the chain. */
export function LiveFooter() {
  return <Footer figures={footerFigures(usePoolStats(), useFooterGasPrice())} settings={<RpcSetting />} />;
}
