"use client";

import { useCycleTimingFigure } from "@/lib/chain/reads/use-chain-reads";
import { CLAIM_NO_ADDRESS_LABEL } from "@/lib/copy/claims";
import { countdownFigure } from "@/lib/validators/first-screen-figures";
import { ListPlaceholder } from "./status/ListPlaceholder";
import { ClaimButton } from "./claim/ClaimButton";
import { CycleCountdown } from "./claim/CycleCountdown";
import { NoValidators } from "./status/NoValidators";
import { StatusLegend } from "./table/StatusLegend";
import { RpcRefusingNote } from "@/components/settings/RpcSetting";
import { useNowSeconds } from "./account/useNowSeconds";

const noop = () => {};

/**
 * MY VALIDATORS before a wallet is connected, drawn as the connected dashboard draws an account without validators,
 * from the page's first-load code only. It also stands in while the connected code loads (`loading`): then the list
 * is on its way, and "No validators found" would be a claim nobody has made yet. The Claim button names no amount:
 * there is no address to owe anything to yet.
 */
export function VisitorDashboard({ loading = false }: { loading?: boolean }) {
  const timeLeft = countdownFigure(useCycleTimingFigure(), useNowSeconds());
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <CycleCountdown timeLeft={timeLeft} />
        <ClaimButton label={CLAIM_NO_ADDRESS_LABEL} disabled onClaim={noop} />
      </div>
      <RpcRefusingNote />
      {loading ? <ListPlaceholder phase="loading" /> : <NoValidators />}
      <StatusLegend />
    </div>
  );
}
