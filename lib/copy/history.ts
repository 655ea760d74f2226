/** The History section and its CSV, in the product's words. */
export const HISTORY_TITLE = "History";
export const SHOW_HISTORY = "Show history";
export const HIDE_HISTORY = "Hide history";
export const HISTORY_LOADING = "Loading history…";
export const HISTORY_EMPTY = "No pool events for this address yet";
export const HISTORY_FAILED = "The history could not be read from the chain.";
export const HISTORY_RETRY = "Retry";
const blockNumber = (n: bigint) => n.toLocaleString("en-US");
export const historyReading = (through: bigint, head: bigint) =>
  `Reading history: block ${blockNumber(through)} of ${blockNumber(head)}`;
export const HISTORY_CANCEL = "Cancel";
export const historyStopped = (through: bigint, head: bigint) =>
  `History reading stopped at block ${blockNumber(through)} of ${blockNumber(head)}; what was read is kept.`;
export const HISTORY_STOPPED_EARLY = "History reading stopped; what was read is kept.";
export const HISTORY_RESUME = "Resume";
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

/**
 * Why the pool history the site carries (its history snapshot, docs/release.md) was left out: one line on the page,
 * while the events are read from the chain instead. A mismatch without a block: the snapshot names another chain or
 * pool than the site's.
 */
export const historySnapshotLeftOut = (why: "unreachable" | "unusable" | "mismatch", block: bigint | null): string => {
  const carried =
    block === null
      ? "The pool history this site carries"
      : `The pool history this site carries (to block ${blockNumber(block)})`;
  const reason =
    why === "unreachable"
      ? "could not be fetched"
      : why === "unusable"
        ? "could not be used: a file of it is cut, altered or incomplete"
        : block === null
          ? "is another chain's or another pool's"
          : `does not match this chain: its block ${blockNumber(block)} has another hash here`;
  return `${carried} ${reason}. It was left out, and your pool events are read from the chain since the pool's deployment.`;
};
