"use client";

import { useCallback, useMemo, useState } from "react";
import type { Address } from "viem";
import { useCycleTimingFigure } from "@/lib/chain/reads/use-chain-reads";
import { useChainSeconds } from "@/lib/chain/reads/use-chain-time";
import { neitherSource, type ApiFailure } from "@/lib/figure";
import { network } from "@/lib/network";
import { claimView } from "@/lib/trees/claim-choice";
import { countdownClock, overdueCycle } from "@/lib/validators/cycle-overdue";
import { countdownFigure } from "@/lib/validators/first-screen-figures";
import { leftPoolIndexes } from "@/lib/validators/left-pool";
import { EMPTY_SELECTION, reconcileSelection, type Selection } from "@/lib/validators/selection";
import { validatorStatus } from "@/lib/validators/status";
import type { Validator } from "@/lib/validators/types";
import { apiShowsNothing, windDownView, type ListView } from "@/lib/validators/wind-down";
import { useEpochChange } from "./useEpochChange";
import { useNowSeconds } from "./useNowSeconds";
import { useChainList } from "./useChainList";
import { useClaims } from "./useClaims";
import { useValidatorList } from "./useValidatorList";
import { useValidatorRows } from "../table/useValidatorRows";
import type { WriteMemory } from "./useWriteMemory";

const NO_VALIDATORS: readonly Validator[] = [];

/**
 * One account's data for the dashboard: the API's list (or the pool's events when the API cannot), the claims and
 * their proofs, the cycle's timing, the Wind-down panel's view, the rows and the selection made on them.
 */
export function useAccountData(address: Address, memory: Pick<WriteMemory, "spent" | "confirmedWrites">) {
  const list = useValidatorList(address, network.bond);
  const { poolData, validators } = list;
  const refresh = poolData.mutate;

  const timingFigure = useCycleTimingFigure();
  const timing = timingFigure.state === "unknown" ? undefined : timingFigure.value;
  // The chain's clock tells an overdue cycle (lib/validators/cycle-overdue.ts); the countdown reads the later clock.
  const chainSeconds = useChainSeconds();
  const overdue = overdueCycle(timing, chainSeconds);
  const timeLeft = countdownFigure(timingFigure, countdownClock(useNowSeconds(), chainSeconds));
  const lastEpoch = timing?.lastEpoch;
  // A new epoch publishes new roots and records: fetch the answer that goes with them.
  useEpochChange(
    lastEpoch,
    useCallback(() => void refresh(), [refresh]),
  );

  const apiWhy: ApiFailure = list.apiProblem === "malformed" ? "api-malformed" : "api-unreachable";
  const claims = useClaims(address, list, apiWhy, memory.spent, lastEpoch);
  const { proofs, roots } = claims;

  // The pool's events list the validators when the API cannot, and confirm it when it says nothing is left.
  const needsChain = list.phase === "failed" || (list.phase === "ready" && apiShowsNothing(list.validators, proofs));
  const { list: chain, snapshotRefused } = useChainList(address, needsChain, memory.confirmedWrites);
  const chainValidators = chain.status === "ready" ? chain.validators : null;
  const chainWhy = chain.status === "failed" ? chain.why : null;
  const asOfAt = list.asOf?.at;
  const view = useMemo<ListView>(() => {
    if (list.phase === "ready")
      return { source: "api", validators, asOf: asOfAt === undefined ? null : { kind: "time", at: asOfAt } };
    if (list.phase === "failed" && chainValidators)
      return { source: "chain", validators: chainValidators, why: apiWhy };
    return {
      source: "none",
      why: list.phase === "failed" && chainWhy !== null ? neitherSource(apiWhy, chainWhy) : "loading",
    };
  }, [list.phase, validators, asOfAt, chainValidators, apiWhy, chainWhy]);
  const windDown = useMemo(
    () =>
      windDownView(
        view,
        { rewards: claims.rewards.amount, bond: claims.bond.amount },
        { withdrawals: proofs.withdrawals, exits: proofs.exits },
        chainValidators,
      ),
    [view, claims.rewards.amount, claims.bond.amount, proofs.withdrawals, proofs.exits, chainValidators],
  );
  const listValidators = view.source === "api" ? view.validators : NO_VALIDATORS;

  const [rawSelection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  // One lookup per index instead of a scan of thousands of validators for each selected one.
  const statuses = useMemo(() => new Map(listValidators.map((v) => [v.index, validatorStatus(v)])), [listValidators]);
  const statusOf = useCallback((index: number) => statuses.get(index), [statuses]);
  const selection = reconcileSelection(rawSelection, statusOf);
  const clearSelection = useCallback(() => setSelection(EMPTY_SELECTION), []);
  const exitsLeaf = useMemo(
    () => (proofs.exits ? { proof: proofs.exits, epoch: roots?.epoch } : null),
    [proofs.exits, roots?.epoch],
  );
  const rows = useValidatorRows(view, exitsLeaf, selection);
  const feeAccount = useMemo(() => ({ network: network.name, address, poolAddress: network.pool }), [address]);

  return {
    list,
    refresh,
    timing,
    timeLeft,
    overdue,
    feeAccount,
    apiWhy,
    claims,
    rewardsClaim: claimView(claims.rewards),
    chain,
    chainWhy,
    snapshotRefused,
    view,
    windDown,
    listValidators,
    selection,
    setSelection,
    clearSelection,
    statusOf,
    rows,
    /** The validators that have left the pool, for the fee-recipient reminder under "Everything is out". */
    leftIndexes: leftPoolIndexes(listValidators, rows),
  };
}

export type AccountData = ReturnType<typeof useAccountData>;
