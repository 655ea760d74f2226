import { OWNABLE_NOT_OWNER_REASON, type ContractCustomErrorName } from "@/lib/protocol/errors-abi";
import type { PoolAction } from "@/lib/protocol/pool-actions";

/** A contract error's Alert text; a few read differently depending on the write that hit them. */
export type ErrorText = string | { readonly byAction: Partial<Record<PoolAction, string>>; readonly otherwise: string };

/**
 * The product's catalogue, one row per custom error. Keyed by the ABI's error names, so a new contract error
 * without a text (or a text for an error that no longer exists) fails the type check.
 */
export const CONTRACT_ERROR_TEXTS = {
  NotEnoughEth: "Error: Not Enough Eth send",
  IncorrectProof: "Error: Invalid Proof",
  AlreadyClaimed: {
    byAction: { withdrawRewards: "Error: Rewards already claimed", withdrawStake: "Error: Bond already claimed" },
    otherwise: "Error: AlreadyClaimed",
  },
  ZeroAmount: "Error: Eth amount can't be 0",
  AmountTooBig: "Error: Amount to add is too big",
  CallTransferFailed: "Error: CallTransferFailed",
  EpochTimelockNotReached: "Error: EpochTimelockNotReached",
  ExistingOperator: "Error: ExistingOperator",
  NotEnoughOperators: "Error: NotEnoughOperators",
  Unauthorized: "Error: Unauthorized",
} as const satisfies Record<ContractCustomErrorName, ErrorText>;

/** Plain-string reverts (`Error(string)`) the catalogue names; any other reason reads "Error: {reason}". */
export const REVERT_REASON_TEXTS: Readonly<Record<string, string>> = {
  [OWNABLE_NOT_OWNER_REASON]: "Error: Ownable: caller is not the owner",
};

export const INSUFFICIENT_FUNDS_MESSAGE = "Account has insufficient funds";
/** A mined transaction that reverted without a decodable reason (the catalogue names none). */
export const TRANSACTION_REVERTED_MESSAGE = "Error: Transaction reverted";
