import type { PoolAction } from "@/lib/protocol/pool-actions";

/** The product's wording, verbatim (the misspelling "Depracated" included). */
export const DEPRECATED_MESSAGE = "We are sorry the Protocol is being Depracated, Subscriptions are not available";
export const BOND_REACHED_MESSAGE = "Bond is already reached";

/** Ours, where the catalogue is silent: a wallet that stays on another chain, a write without a wallet, an API failure. */
export const WRONG_CHAIN_MESSAGE = (chainName: string) => `Please switch your wallet to ${chainName} to continue.`;
export const CONNECT_FIRST_MESSAGE = "Please connect your wallet first.";
export const REGISTRATION_CHECK_FAILED = "Error: The validators could not be checked, please try again";

export function invalidValidatorMessage(index: number, status: string): string {
  return `Invalid Validator ${index} is ${status}`;
}

/**
 * Each pool write in words: what a person calls it (the pending line, the refusal) and its success text (the
 * catalogue's four, plus ours for subscribing, which the catalogue does not name). lib/chain/write/pool-writes.ts reads them.
 */
export const POOL_WRITE_TEXTS = {
  registerBulk: { name: "Subscribe", success: "Successfully Subscribed Validators" },
  requestExit: { name: "Request exit", success: "Successfully Requested Exit" },
  withdrawRewards: { name: "Claim rewards", success: "Successfully Claimed Rewards" },
  withdrawStake: { name: "Withdraw bond", success: "Successfully Withdrawn Bond" },
  addStake: { name: "Add bond", success: "Successfully Added Bond" },
} as const satisfies Record<PoolAction, { readonly name: string; readonly success: string }>;
