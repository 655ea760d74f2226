"use client";

import { useCallback, useEffect, useReducer, useRef } from "react";
import type { Address } from "viem";
import { usePoolEvents } from "@/lib/chain/use-pool-events";
import {
  applyPoolEvent,
  createValidatorListState,
  dropLogsThrough,
  replaceBaseValidators,
  type PoolEventLog,
  type ValidatorListState,
} from "@/lib/validators/events";
import type { Validator } from "@/lib/validators/types";

type Action =
  | { readonly type: "base"; readonly validators: readonly Validator[] }
  | { readonly type: "log"; readonly log: PoolEventLog }
  | { readonly type: "newCycle" };

function reducer(state: ValidatorListState, action: Action): ValidatorListState {
  switch (action.type) {
    case "base":
      return replaceBaseValidators(state, action.validators);
    case "log":
      return applyPoolEvent(state, action.log);
    case "newCycle":
      // The cycle's close folded every earlier event into the oracle's records; replaying them on its next
      // answers would undo what the close did (a penalty after a top-up, new rewards after a claim).
      return dropLogsThrough(state, state.logs.at(-1)?.blockNumber ?? 0n);
  }
}

/**
 * The list the table shows: the API's validators with the account's live pool events applied by the one reducer,
 * so what the user just did shows before the oracle catches up. `onEvent` runs after each new log. The caller
 * mounts one list per account; `epoch` (governance lastEpoch) changing marks a closed cycle.
 */
export function useValidatorList(
  account: Address | undefined,
  apiValidators: readonly Validator[] | undefined,
  bond: bigint,
  epoch: bigint | number | undefined,
  onEvent: () => void,
) {
  const [state, dispatch] = useReducer(reducer, bond, (b) => createValidatorListState([], b));

  const seenEpoch = useRef(epoch);
  useEffect(() => {
    if (seenEpoch.current !== undefined && epoch !== undefined && epoch !== seenEpoch.current)
      dispatch({ type: "newCycle" });
    if (epoch !== undefined) seenEpoch.current = epoch;
  }, [epoch]);
  useEffect(() => {
    if (apiValidators) dispatch({ type: "base", validators: apiValidators });
  }, [apiValidators]);

  const onLog = useCallback(
    (log: PoolEventLog) => {
      dispatch({ type: "log", log });
      onEvent();
    },
    [onEvent],
  );
  usePoolEvents(account, onLog);

  return account ? state.validators : [];
}
