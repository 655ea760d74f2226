/** What the page says when the API or the chain does not answer (the loading line is in list-loading.ts). */
export const API_UNREACHABLE = "The pool API could not be reached.";
export const API_MALFORMED = "The pool API answered badly.";
export const RETRYING = "Trying again shortly.";
export const RETRY = "Retry";
export const CHAIN_UNREACHABLE =
  "The chain is not answering: the countdown, gas price and live updates resume when it does.";
/** The chain answered, but the page could not use what its RPC sent for the pool's events. */
export const chainUnusableNote = (rpc: string) =>
  `The RPC ${rpc} answered, but the page could not use its answers for the pool's events: live updates resume when it sends what was asked.`;
