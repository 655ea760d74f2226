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

/** The catalogue's four success texts, plus ours for subscribing (the catalogue names none). */
export const SUCCESS_MESSAGES = {
  registerBulk: "Successfully Subscribed Validators",
  requestExit: "Successfully Requested Exit",
  withdrawRewards: "Successfully Claimed Rewards",
  withdrawStake: "Successfully Withdrawn Bond",
  addStake: "Successfully Added Bond",
} as const satisfies Record<PoolAction, string>;
