"use client";

import { useCycleTiming } from "@/lib/chain/use-chain-reads";
import { cycleTimeLeft } from "@/lib/validators/countdown";
import { ClaimButton } from "./ClaimButton";
import { CycleCountdown } from "./CycleCountdown";
import { NoValidators } from "./NoValidators";
import { StatusLegend } from "./StatusLegend";
import { useNowSeconds } from "./useNowSeconds";

const noop = () => {};

/**
 * MY VALIDATORS before a wallet is connected, drawn exactly as the connected dashboard draws an account without
 * validators, from the page's first-load code only. It also stands in while the connected code loads.
 */
export function VisitorDashboard() {
  const timeLeft = cycleTimeLeft(useCycleTiming(), useNowSeconds());
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <CycleCountdown timeLeft={timeLeft} />
        <ClaimButton amount="0.000" disabled onClaim={noop} />
      </div>
      <NoValidators />
      <StatusLegend />
    </div>
  );
}
