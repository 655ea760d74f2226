/** Above MY VALIDATORS in a Safe App: whose they are, and how a write goes. */
export function safeAppLine(safe: string, chainName: string): string {
  return `Safe ${safe} on ${chainName}: each transaction is proposed to the Safe, and runs once its owners have confirmed and executed it.`;
}

/** How many of the Safe's owners have confirmed a proposal, and how many must. */
export interface ConfirmationCount {
  readonly given: number;
  readonly needed: number;
}

const count = (c: ConfirmationCount) => `${c.given} of ${c.needed} confirmation${c.needed === 1 ? "" : "s"}`;

/**
 * What the page says while a write waits in the Safe: never a success, never an error. "1 of 2 confirmations"; once
 * there are enough, that one of them must still execute it.
 */
export function waitingForOwnersMessage(confirmations: ConfirmationCount | null): string {
  if (confirmations === null) return "Proposed to the Safe: waiting for its other owners to confirm and execute it";
  if (confirmations.given >= confirmations.needed)
    return `Confirmed by the Safe's owners (${count(confirmations)}): waiting for one of them to execute it`;
  return `Proposed to the Safe: waiting for its other owners (${count(confirmations)})`;
}

/** The line under the buttons while a Safe write waits: "Waiting for the Safe's owners: Claim rewards for 501, 502 (1 of 2 confirmations)". */
export function safePendingLine(what: string, confirmations: ConfirmationCount | null): string {
  return `Waiting for the Safe's owners: ${what}${confirmations === null ? "" : ` (${count(confirmations)})`}`;
}

/** The Safe ran it and the call inside failed: Safe's ExecutionFailure. The nonce is spent; nothing was paid. */
export const SAFE_FAILED_INSIDE_MESSAGE =
  "The Safe executed this transaction, but the pool call inside it failed (ExecutionFailure): nothing was paid. You can propose it again.";

/** Another Safe transaction took its nonce: Safe{Wallet}'s on-chain rejection, or anything else the owners executed. */
export const SAFE_REJECTED_MESSAGE =
  "The Safe's owners rejected this transaction (another transaction took its place): nothing was paid. You can propose it again.";

/** What ran under this proposal's hash is not the call (or every call of the batch) this page asked for. */
export const SAFE_NOT_ASKED_MESSAGE =
  "The Safe executed something other than what this page asked for under this proposal: check the Safe's history.";

/** Executed through a contract that called the Safe: the page cannot read back what ran. */
export const SAFE_UNREADABLE_MESSAGE =
  "The Safe executed this proposal through another contract, so this page cannot check what ran: check the Safe's history.";

/** "Withdraw everything" from a Safe: one batch, one success. */
export const BATCH_SUCCESS_MESSAGE = "Successfully Withdrawn Everything";

/** The wallet the page is in cannot send several calls as one transaction. */
export const NO_BATCH_MESSAGE = "This wallet sends one transaction at a time.";
