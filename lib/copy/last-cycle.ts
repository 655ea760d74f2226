/**
 * The last cycle (issue 64): the overdue cycle, what an exit request does now, and the fee recipient after leaving.
 * Dates are written as lib/validators/calendar.ts's formatCycleEnd writes them ("2026-12-08 19:43 UTC").
 */

/** Beside the countdown's "0 days", once the chain's clock is past the cycle's end and the operators' vote. */
export const overdueLine = (due: string, ago: string) =>
  `The cycle was due on ${due}, ${ago} ago: the pool's operators have not closed it.`;

/** "Unlocks after this cycle" while the cycle is overdue: no date, since none is known. */
export const UNLOCKS_OVERDUE_HINT =
  "Bond of validators whose exit is requested; paid only when the pool's operators close a cycle, and no date is known.";

/** The Withdraw everything dialog's "After this cycle" while the cycle is overdue. */
export const remainingOverdueText = (amount: string) =>
  `${amount} ETH stays in the pool until the pool's operators close a cycle: they have not closed the one that was due, and no date is known. Come back after they do for the next "Withdraw everything".`;

/** The exit Notice, before the signature. */
export const EXIT_CANNOT_BE_UNDONE = "Requesting an exit cannot be undone.";
export const EXIT_PAID_NEXT_ROOT =
  "Your bond is paid once the pool's operators close the next reward cycle and its exits root, which holds your bond, lands on chain.";
export const exitOverdueWarning = (lastClose: string) =>
  `No exits root has landed since ${lastClose}: the pool's operators have not closed the cycle that was due, so this request may unlock nothing. You can still request it, to have it on record.`;

/** Wherever a validator leaves or has left the pool. */
export const FEE_RECIPIENT_TITLE = "Change the fee recipient";
export const feeRecipientText = (count: number) =>
  count === 1
    ? "Point this validator's fee recipient at an address of yours, in its validator client and in its MEV-Boost relay registration. While it names the pool's address, its block rewards go to the validators still in the pool, never to you, and to nobody once the pool has ended."
    : "Point these validators' fee recipient at an address of yours, in their validator client and in their MEV-Boost relay registration. While it names the pool's address, their block rewards go to the validators still in the pool, never to you, and to nobody once the pool has ended.";
export const feeRecipientRow = (left: boolean) =>
  left ? "Left the pool: change its fee recipient" : "Leaving the pool: change its fee recipient";
export const POOL_ADDRESS_LABEL = "The pool's address, no longer to be named:";
export const COPY = "Copy";
export const COPIED = "Copied";
export const markDoneLabel = (index: number) => `Done for ${index}`;
