/** The Claim button and what is said under it (lib/trees/claim-choice.ts decides the amount). */

/** With an address whose claimable amount is known. */
export const claimLabel = (amount: string) => `Claim ${amount} ETH`;
/** Stale or unknown: no amount is offered. */
export const CLAIM_UNKNOWN_LABEL = "Claim (amount unknown)";
/** No address yet: nobody's amount to show. */
export const CLAIM_NO_ADDRESS_LABEL = "Claim";

export const claimUnknownNote = (reason: string) => `Claimable amount unknown: ${reason}.`;
export const claimStaleNote = (amount: string, asOf: string) =>
  `${amount} ETH ${asOf}: not claimable until a tree of the pool's current root can be read.`;
export const API_OVERRULED =
  "The pool API's proof disagrees with the pool's root on chain: the amount shown is the published tree's, which matches it.";
