/** The validator list read from the pool's events when the pool API cannot give it (lib/validators/chain-rows.ts). */

export const chainRowTooltip = {
  unknown: (deposited: string) =>
    `Registered in the pool by this address (read from the pool's events). Its status, health, bond and rewards are known only to the pool API. Paid in as bond: ${deposited} ETH.`,
  exitRequested: (deposited: string) =>
    `Its exit was requested (read from the pool's events). Its bond, less any penalty, becomes withdrawable once a reward cycle closes; only the pool API knows the amount. Paid in as bond: ${deposited} ETH.`,
  inExitsTree: "Its bond is in the exits tree of the pool's current root: Withdraw bond pays it out.",
  bondWithdrawn:
    "Its bond was withdrawn (read from the pool's events). Rewards it earned before leaving are paid through the withdrawals tree.",
} as const;

/** Above the table while its rows come from the pool's events. */
export const chainListNote = (reason: string) =>
  `Validators read from the pool's events on chain, because ${reason}: their status, health and rewards are unknown until it answers.`;
export const CHAIN_LIST_READING = "Reading your validators from the pool's events on chain…";
/** The chain did not answer either. */
export const chainListFailed = (reason: string) =>
  `Your validators are unknown: ${reason}, and the pool's events could not be read from the chain.`;
/** The chain answered, but what its RPC sent could not be used: said so, with the RPC, never "unreachable". */
export const chainListUnusable = (reason: string, rpc: string) =>
  `Your validators are unknown: ${reason}, and the RPC ${rpc} answered, but the page could not use its answers for the pool's events.`;
export const chainListEmpty = (reason: string) =>
  `No validator registered in the pool by this address (read from the pool's events). Unregistered validators are listed by the pool API only, and ${reason}.`;
