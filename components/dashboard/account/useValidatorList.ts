"use client";

import { useCallback, useEffect, useReducer, useState } from "react";
import type { SWRConfiguration } from "swr";
import type { Address } from "viem";
import { useClient } from "wagmi";
import { getPoolData } from "@/lib/api/client";
import { usePoolData } from "@/lib/api/use-pool-api";
import type { PoolData } from "@/lib/protocol/api-schemas";
import { createPoolLogFollower, type PoolLogFollower } from "@/lib/chain/logs/pool-log-follower";
import { endpointOf, isUnreachable } from "@/lib/chain/transport/read-failure";
import { unaskedTally } from "@/lib/chain/transport/unasked-tally";
import { useChainFailure } from "@/lib/chain/transport/use-read-endpoint";
import { network } from "@/lib/network";
import {
  applyPoolEvents,
  createValidatorListState,
  replaceBaseValidators,
  type PoolEventLog,
  type ValidatorListState,
} from "@/lib/validators/events";
import { takeFirstReads } from "@/lib/chain/reads/first-reads";
import type { ChainFailure, StaleAsOf } from "@/lib/figure";
import { apiProblem, listPhase, retryDelayMs, type ApiProblem, type ListPhase } from "@/lib/validators/list-status";
import type { Validator } from "@/lib/validators/types";

type Action =
  | { readonly type: "base"; readonly validators: readonly Validator[]; readonly includedThrough: bigint | null }
  | { readonly type: "logs"; readonly logs: readonly PoolEventLog[] };

function reducer(state: ValidatorListState, action: Action): ValidatorListState {
  switch (action.type) {
    case "base":
      // Without a finalized block (the chain did not answer) the answer is taken to hold what the last one held.
      return replaceBaseValidators(state, action.validators, action.includedThrough ?? state.baseBlock);
    case "logs":
      return applyPoolEvents(state, action.logs);
  }
}

/** Retries a failed API call with growing waits; the Retry button revalidates at once. */
const retryWithBackoff: SWRConfiguration<PoolData, Error>["onErrorRetry"] = (
  _error,
  _key,
  _config,
  revalidate,
  opts,
) => {
  setTimeout(() => void revalidate(opts), retryDelayMs(opts.retryCount - 1));
};

export interface ValidatorList {
  /** What the table shows (empty unless `phase` is "ready"). */
  readonly validators: readonly Validator[];
  readonly phase: ListPhase;
  /** Why the last API answer failed, while it is failing. */
  readonly apiProblem: ApiProblem | null;
  /** The answer shown is older than a request that failed since: its amounts are as of then. */
  readonly asOf: Extract<StaleAsOf, { kind: "time" }> | null;
  /**
   * The pool's events cannot be followed: the chain does not answer (and with it the countdown and gas reads of the
   * same RPC), or its RPC's answers cannot be used; null while they can.
   */
  readonly chainProblem: ChainFailure | null;
  /** The API answer (proofs) and its mutate. */
  readonly poolData: ReturnType<typeof usePoolData>;
  readonly retry: () => void;
}

/**
 * The list the table shows: the API's validators with the account's pool events applied by the one reducer, so
 * what the user just did shows before the oracle (which follows finalized blocks) catches up. Each API request
 * first reads the finalized block and the head; the answer holds every log up to that finalized block, and the
 * logs after it up to the head are read alongside the request. Then the account's events are polled every 2 s from
 * the last block read, which also catches up after an RPC outage. Each new log refreshes the API answer (its
 * proofs may have changed). The caller mounts one list per account.
 */
export function useValidatorList(account: Address | undefined, bond: bigint): ValidatorList {
  const client = useClient({ chainId: network.chain.id });
  const [state, dispatch] = useReducer(reducer, bond, (b) => createValidatorListState([], b));
  const [chainError, setChainError] = useState<unknown>(null);
  const [logBatches, setLogBatches] = useState(0);

  // The follower exists from the first render: SWR starts the first request before this component's effects run.
  const [follower] = useState(() =>
    client && account
      ? createPoolLogFollower({
          client,
          pool: network.pool,
          account,
          chainId: network.chain.id,
          onUnasked: (dropped) => unaskedTally(endpointOf(client.transport)).add(dropped),
          onLogs: (logs) => {
            if (logs.length === 0) return;
            dispatch({ type: "logs", logs });
            setLogBatches((n) => n + 1);
          },
          onError: (error) => {
            console.warn(
              isUnreachable(error)
                ? "The chain is not answering; pool events wait for it:"
                : "The RPC's answers for the pool events could not be used; they wait for usable ones:",
              errorText(error),
            );
            setChainError(error);
          },
          onRecover: () => setChainError(null),
        })
      : null,
  );
  useEffect(() => {
    follower?.start();
    return () => follower?.stop();
  }, [follower]);

  // The finalized block read with each API request, and when it came, by the answer it belongs to.
  const [stamps] = useState(() => new WeakMap<object, Stamp>());
  const [fetchStamped] = useState(() => stampedFetch(follower, stamps));
  const poolData = usePoolData(account, { onErrorRetry: retryWithBackoff }, fetchStamped);
  const { mutate } = poolData;

  // New logs may come with new proofs (a claim spends one): ask the API again.
  useEffect(() => {
    if (logBatches > 0) void mutate();
  }, [logBatches, mutate]);

  // A new answer becomes the base in the render that brings it, not in an effect after it: the table goes from the
  // loading line to its rows in one commit (5,000 rows once each), never through an empty list.
  const answer = poolData.data;
  const [based, setBased] = useState<PoolData | undefined>(undefined);
  if (answer && answer !== based) {
    setBased(answer);
    dispatch({ type: "base", validators: answer.validators, includedThrough: stamps.get(answer)?.finalized ?? null });
  }

  const phase = listPhase({
    connected: account !== undefined,
    answered: answer !== undefined,
    failed: poolData.error !== undefined,
  });
  const failing = poolData.error !== undefined;
  const answeredAt = answer ? stamps.get(answer)?.at : undefined;
  return {
    validators: phase === "ready" ? state.validators : [],
    phase,
    apiProblem: failing ? apiProblem(poolData.error) : null,
    asOf: failing && answeredAt !== undefined ? { kind: "time", at: answeredAt } : null,
    chainProblem: useChainFailure(chainError),
    poolData,
    retry: useCallback(() => void mutate(), [mutate]),
  };
}

/** What the page knows of an answer: the finalized block read with its request, and when it arrived. */
interface Stamp {
  readonly finalized: bigint | null;
  readonly at: number;
}

/** How long an API answer waits for the finalized block read with it before it is shown without one. */
const BOUNDS_GRACE_MS = 1_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The list's API request: it also reads the chain's bounds (which starts the bridge) and records the finalized block
 * with its answer. The first request of an account takes the two reads started when the account became known
 * (lib/chain/reads/first-requests.ts, read by lib/chain/reads/first-reads.ts), if any.
 */
function stampedFetch(follower: PoolLogFollower | null, stamps: WeakMap<object, Stamp>) {
  return async (account: Address): Promise<PoolData> => {
    const ahead = takeFirstReads(account);
    // Read alongside the request, so a chain that does not answer never holds the list back.
    const reading = follower ? follower.refresh(ahead?.bounds) : Promise.resolve(null);
    const answer = await (ahead?.poolData ?? getPoolData(network, account));
    const bounds = await Promise.race([reading, wait(BOUNDS_GRACE_MS).then(() => null)]);
    stamps.set(answer, { finalized: bounds?.finalized ?? null, at: Date.now() });
    return answer;
  };
}

function errorText(error: unknown): string {
  return error instanceof Error ? (error.message.split("\n")[0] ?? error.name) : String(error);
}
