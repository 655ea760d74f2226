"use client";

import { useCallback, useEffect, useReducer } from "react";
import type { Address } from "viem";
import { usePoolEvents } from "@/lib/chain/use-pool-events";
import {
  applyPoolEvent,
  createValidatorListState,
  replaceBaseValidators,
  type PoolEventLog,
  type ValidatorListState,
} from "@/lib/validators/events";
import type { Validator } from "@/lib/validators/types";

type Action =
  | { readonly type: "base"; readonly validators: readonly Validator[] }
  | { readonly type: "log"; readonly log: PoolEventLog }
  | { readonly type: "reset" };

function reducer(bond: bigint) {
  return (state: ValidatorListState, action: Action): ValidatorListState => {
    switch (action.type) {
      case "base":
        return replaceBaseValidators(state, action.validators);
      case "log":
        return applyPoolEvent(state, action.log);
      case "reset":
        return createValidatorListState([], bond);
    }
  };
}

/**
 * The list the table shows: the API's validators with the account's live pool events applied by the one reducer,
 * so what the user just did shows before the oracle catches up. `onEvent` runs after each new log.
 */
export function useValidatorList(account: Address | undefined, apiValidators: readonly Validator[] | undefined, bond: bigint, onEvent: () => void) {
  const [state, dispatch] = useReducer(reducer(bond), bond, (b) => createValidatorListState([], b));

  useEffect(() => dispatch({ type: "reset" }), [account]);
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
