/** The wallet replaced the sent call with another one (MetaMask's "cancel" sends 0 ETH to oneself). */
export const CANCELLED_IN_WALLET_MESSAGE = "Transaction was cancelled in the wallet";

/** After a reload the replacement cannot be seen any more: only that the sent one will never be mined. */
export const REPLACED_WHILE_AWAY_MESSAGE =
  "This transaction was replaced in the wallet while the page was closed: check your wallet's activity for what was mined";

/** The receipt wait gave up; the transaction may still be mined, so the page keeps it and keeps watching. */
export const RECEIPT_TIMEOUT_MESSAGE =
  "The transaction is not confirmed after 10 minutes. It stays pending here until it is mined or dropped.";

function covered(indexes: readonly number[]): string {
  return indexes.length === 0 ? "" : ` for ${indexes.join(", ")}`;
}

/** "Transaction pending: Add bond for 203". */
export function pendingLine(actionName: string, indexes: readonly number[]): string {
  return `Transaction pending: ${actionName}${covered(indexes)}`;
}

/** Why the same write is refused while one is in flight. */
export function stillPendingMessage(actionName: string, indexes: readonly number[]): string {
  return `Your ${actionName}${covered(indexes)} is still pending: wait for it to confirm`;
}

export const VIEW_IN_EXPLORER = "View in explorer";
