/** What the page says when the API or the chain does not answer (the loading line is in list-loading.ts). */
export const API_UNREACHABLE = "The pool API could not be reached.";
export const API_MALFORMED = "The pool API answered badly.";
export const RETRYING = "Trying again shortly.";
export const RETRY = "Retry";
export const CHAIN_UNREACHABLE =
  "The chain is not answering: the countdown, gas price and live updates resume when it does.";
