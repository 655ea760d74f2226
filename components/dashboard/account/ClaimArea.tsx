import type { Address } from "viem";
import type { PoolWrite } from "@/lib/chain/write/pool-write";
import type { WrittenFigure } from "@/lib/figure-text";
import type { OverdueCycle } from "@/lib/validators/cycle-overdue";
import type { ClaimChoice, ClaimView } from "@/lib/trees/claim-choice";
import type { Claims } from "./useClaims";
import { ProofCheck } from "@/components/trees/ProofCheck";
import { PublishedTreeAction } from "@/components/trees/PublishedTreeAction";
import type { WriteLock } from "@/components/write-lock";
import { ClaimButton } from "../claim/ClaimButton";
import { CycleCountdown } from "../claim/CycleCountdown";
import { OverdueLine } from "../claim/OverdueLine";
import { rootMark } from "./root-mark";

/** The countdown to the cycle's end beside the rewards' Claim, its proof's check and its note. */
export function ClaimArea(props: {
  address: Address;
  timeLeft: WrittenFigure;
  /** The cycle is overdue by the chain's clock: one line beside the countdown says so. */
  overdue: OverdueCycle | null;
  rewards: ClaimChoice;
  rewardsClaim: ClaimView;
  roots: Claims["roots"];
  busy: boolean;
  lock: WriteLock | undefined;
  send: (write: PoolWrite) => void;
}) {
  const { address, rewards, rewardsClaim, roots, busy, lock, send } = props;
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <div className="flex w-full flex-col gap-1 desktop:w-auto">
        <CycleCountdown timeLeft={props.timeLeft} />
        <OverdueLine overdue={props.overdue} />
      </div>
      <div className="flex flex-col items-end gap-1">
        <div className="flex flex-wrap items-center justify-end gap-3">
          <PublishedTreeAction account={address} busy={busy} lock={lock} onWrite={send} />
          <ClaimButton
            label={rewardsClaim.label}
            disabled={!rewardsClaim.offered || busy}
            lock={lock}
            onClaim={() => send({ action: "withdrawRewards", proof: rewards.proof })}
          />
        </div>
        <ProofCheck
          account={address}
          functionName="withdrawRewards"
          proof={rewards.proof}
          matches={rootMark(rewards)}
          roots={roots}
        />
        {rewardsClaim.note ? (
          <p data-testid="claim-note" className="max-w-md text-right text-xs text-ink-muted">
            {rewardsClaim.note}
          </p>
        ) : null}
      </div>
    </div>
  );
}
