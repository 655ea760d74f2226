/** The History section and its CSV, in the product's words. */
export const HISTORY_TITLE = "History";
export const SHOW_HISTORY = "Show history";
export const HIDE_HISTORY = "Hide history";
export const HISTORY_LOADING = "Loading history…";
export const HISTORY_EMPTY = "No pool events for this address yet";
export const HISTORY_FAILED = "The history could not be read from the chain.";
export const HISTORY_RETRY = "Retry";
export const EXPORT_CSV = "Export CSV";

/** What each of the pool's five owner events is called on the page and in the CSV. */
export const HISTORY_EVENT_LABELS = {
  Registered: "Registered",
  ExitRequested: "Exit requested",
  RewardsWithdrawal: "Rewards claimed",
  StakeWithdrawal: "Bond withdrawn",
  StakeAdded: "Bond added",
} as const;

export const HISTORY_COLUMNS = {
  date: "Date",
  event: "Event",
  validators: "Validators",
  amount: "Amount",
  transaction: "Transaction",
} as const;
