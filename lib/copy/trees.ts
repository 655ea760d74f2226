/** Texts of the published-tree features: the root marks, the "Use a published tree" dialog and the proof download. */

export const verifiedMark = (epoch: number): string => `Verified against the pool's root (epoch ${epoch})`;
export const MISMATCH_MARK = "Does not match the pool's root";

export const USE_TREE_BUTTON = "Use a published tree";
export const USE_TREE_TITLE = "Use a published tree";
export const USE_TREE_INTRO =
  "Claim with a tree the pool's operators published (withdrawals.json or exits.json), without the pool's API. Choose the file, or give its https or IPFS address.";
export const TREE_FILE_LABEL = "Tree file";
export const TREE_ADDRESS_LABEL = "Tree address (https://, ipfs:// or a CID)";
export const TREE_FETCH_BUTTON = "Fetch";
export const TREE_CHECKING = "Checking the tree against the pool's root…";
export const CLOSE_BUTTON = "Close";
export const DOWNLOAD_PROOF_BUTTON = "Download proof";

export const treeOffer = (kind: "withdrawals" | "exits", amount: string, indexes: readonly number[]): string =>
  `${kind === "withdrawals" ? "Rewards" : "Bond"} of ${amount} ETH for validator${indexes.length === 1 ? "" : "s"} ${indexes.join(", ")}.`;

export const TREE_TOO_LARGE =
  "This file is larger than 5 MiB: it is not a published tree of this pool. Nothing was sent.";
export const TREE_BAD_ADDRESS = "Give an https:// or ipfs:// address, or an IPFS CID.";
export const TREE_NOT_CONNECTED = "Connect your wallet first.";
export const TREE_ROOTS_UNAVAILABLE = "The pool's roots could not be read from the chain. Try again in a moment.";
export const treeUnreachable = (url: string): string =>
  `This page cannot reach ${url}. Download the file with your browser and choose it here instead.`;
export const treeHttpError = (url: string, status: number): string => `${url} answered HTTP ${status}.`;

export const treeUnreadable = (detail: string): string =>
  `This is not a published tree (withdrawals.json or exits.json): ${detail}. Nothing was sent.`;
export const treeInconsistent = (detail: string): string =>
  `This tree does not add up (${detail}): it was changed after it was built. Nothing was sent.`;
export const treeOtherRoot = (epoch: number): string =>
  `This tree's root is not the pool's withdrawals or exits root at epoch ${epoch}: it is for another pool or another cycle, or it was changed. Nothing was sent.`;
export const treeNoLeaf = (account: string): string => `This tree has nothing for ${account}.`;

/** The short recipe inside a downloaded proof: how to send it without this page. */
export const proofRecipe = (pool: string, functionName: string, explorerUrl: string | null): readonly string[] => [
  `With Foundry: cast send ${pool} <calldata> --rpc-url <your RPC> --private-key <the key of account> (or --ledger), using the "calldata" value above.`,
  explorerUrl
    ? `With the block explorer: open ${explorerUrl}/address/${pool}#writeContract, connect this account's wallet, and call ${functionName} with "arguments" above (proof, indexes, amount), in that order.`
    : `With a block explorer: open the pool's Write Contract tab, connect this account's wallet, and call ${functionName} with "arguments" above (proof, indexes, amount), in that order.`,
  "Send it from the account named above: the pool pays the account that sends the call, and only once per epoch.",
];
