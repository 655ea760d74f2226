/** The Wind-down panel, the "Withdraw everything" dialog and the History section, in the product's words. */
export const WIND_DOWN_TITLE = "Wind-down";
export const FIGURE_LABELS = {
  claimableNow: "Claimable now",
  unlocksAfterCycle: "Unlocks after this cycle",
  stillBonded: "Still bonded",
  accruing: "Accruing",
} as const;
export const FIGURE_HINTS = {
  claimableNow: "Rewards and bond in this cycle's proofs: one signature each.",
  unlocksAfterCycle: "Bond of validators whose exit is requested; claimable once the cycle ends",
  stillBonded: "Bond of Active and Pending validators: request their exit to unlock it.",
  accruing: "Unclaimed rewards not yet in a proof; they join one when a cycle closes.",
} as const;
export const EVERYTHING_OUT = "Everything is out";
export const EVERYTHING_OUT_REASON = "Nothing is bonded and the pool owes this address nothing.";

export const WITHDRAW_EVERYTHING = "Withdraw everything";
export const STEP_LABELS = {
  requestExit: "Request exit",
  claimRewards: "Claim rewards",
  withdrawBond: "Withdraw bond",
} as const;
export const STEP_STATE_LABELS = {
  waiting: "Waiting",
  signing: "Signing",
  confirmed: "Confirmed",
  proposed: "Waiting for the Safe's owners",
  failed: "Failed",
} as const;
export const NO_STEPS_NOW = "Nothing to sign now.";
export const START = "Start";
export const CLOSE = "Close";
export const VIEW_TRANSACTION = "View transaction";
export const REMAINING_TITLE = "After this cycle";
export const remainingText = (amount: string, date: string) =>
  `${amount} ETH stays in the pool until the cycle ends on ${date}; come back then for the next "Withdraw everything".`;
export const remainingUnknownText = (reason: string) =>
  `What stays in the pool after these steps is unknown: ${reason}.`;
export const ADD_TO_CALENDAR = "Add to calendar";
export const CALENDAR_TITLE = "Smoothly: withdraw what is left";
export const calendarDescription = (amount: string) =>
  `${amount} ETH unlocks in the Smoothly pool. Open the dashboard and press "Withdraw everything".`;

export const COST_TITLE = "The cost of leaving now";
export const COST_EXPLAINED =
  "A Pending validator has not proposed a block for the pool yet: its exit gives its accrued rewards to the pool.";
export const costLine = (index: number, amount: string) => `Validator ${index} forfeits ${amount} ETH`;
export const costTotal = (amount: string) => `Total forfeited: ${amount} ETH`;
export const NO_COST = "Leaving now forfeits nothing.";

export const validatorsLabel = (indexes: readonly number[]) =>
  `${indexes.length === 1 ? "Validator" : "Validators"} ${indexes.join(", ")}`;
