import { describe, expect, it, vi } from "vitest";
import { NO_VALIDATION_IN_ORACLE_KIND } from "./api";
import * as listLoading from "./list-loading";
import * as loading from "./loading";
import * as lookup from "./lookup";
import { READ_ONLY_REASON, viewingMessage } from "./read-only";
import { CANCELLED_IN_WALLET_MESSAGE, pendingLine, RECEIPT_TIMEOUT_MESSAGE, stillPendingMessage } from "./transactions";
import * as chainList from "./chain-list";
import * as history from "./history";
import * as notFound from "./not-found";
import * as windDown from "./wind-down";
import {
  CONNECT_FIRST_MESSAGE,
  invalidValidatorMessage,
  REGISTRATION_CHECK_FAILED,
  WRONG_CHAIN_MESSAGE,
} from "./writes";

/**
 * rpc.ts and trees.ts loaded inside the test: lib/chain's and lib/trees' tests load the modules that import them
 * inside theirs, so Stryker counts these texts' mutants, and it credits a change to a text only to the tests during
 * which its module loads (docs/mutation.md).
 */
async function loadRpc() {
  vi.resetModules();
  return import("./rpc");
}

async function loadTrees() {
  vi.resetModules();
  return import("./trees");
}

// The product's words, written out: a blanked or reworded text fails here even where no flow test reaches it.
describe("texts built from values", () => {
  it("names the validators and the write in the pending line and the refusal", () => {
    expect(pendingLine("Add bond", [203])).toBe("Transaction pending: Add bond for 203");
    expect(pendingLine("Claim rewards", [])).toBe("Transaction pending: Claim rewards");
    expect(stillPendingMessage("Request exit", [1009, 1010])).toBe(
      "Your Request exit for 1009, 1010 is still pending: wait for it to confirm",
    );
    expect(stillPendingMessage("Claim rewards", [])).toBe(
      "Your Claim rewards is still pending: wait for it to confirm",
    );
  });

  it("says which validator failed the subscribe check, and where to switch", () => {
    expect(invalidValidatorMessage(1011, "deactivated")).toBe("Invalid Validator 1011 is deactivated");
    expect(WRONG_CHAIN_MESSAGE("Holesky")).toBe("Please switch your wallet to Holesky to continue.");
  });

  it("writes the Wind-down panel's amounts, dates and validators", () => {
    expect(windDown.remainingText("0.050", "2026-11-30 13:00 UTC")).toBe(
      '0.050 ETH stays in the pool until the cycle ends on 2026-11-30 13:00 UTC; come back then for the next "Withdraw everything".',
    );
    expect(windDown.remainingUnknownText("the pool API cannot be reached")).toBe(
      "What stays in the pool after these steps is unknown: the pool API cannot be reached.",
    );
    expect(windDown.calendarDescription("0.050")).toBe(
      '0.050 ETH unlocks in the Smoothly pool. Open the dashboard and press "Withdraw everything".',
    );
    expect(windDown.costLine(1003, "0.040")).toBe("Validator 1003 forfeits 0.040 ETH");
    expect(windDown.costTotal("0.080")).toBe("Total forfeited: 0.080 ETH");
    expect(windDown.validatorsLabel([1003])).toBe("Validator 1003");
    expect(windDown.validatorsLabel([1003, 1004])).toBe("Validators 1003, 1004");
  });

  it("writes the published-tree texts", async () => {
    const trees = await loadTrees();
    expect(trees.verifiedMark(12)).toBe("Verified against the pool's root (epoch 12)");
    expect(trees.treeOffer("withdrawals", "0.320", [1003])).toBe("Rewards of 0.320 ETH for validator 1003.");
    expect(trees.treeOffer("exits", "0.050", [1009, 1010])).toBe("Bond of 0.050 ETH for validators 1009, 1010.");
    expect(trees.treeUnreachable("https://example.org/withdrawals.json")).toBe(
      "This page cannot reach https://example.org/withdrawals.json. Download the file with your browser and choose it here instead.",
    );
    expect(trees.treeHttpError("https://example.org/t.json", 404)).toBe(
      "https://example.org/t.json answered HTTP 404.",
    );
    expect(trees.treeUnreadable("it is not JSON")).toBe(
      "This is not a published tree (withdrawals.json or exits.json): it is not JSON. Nothing was sent.",
    );
    expect(trees.treeInconsistent("node 0 is not the hash of its children")).toBe(
      "This tree does not add up (node 0 is not the hash of its children): it was changed after it was built. Nothing was sent.",
    );
    expect(trees.treeOtherRoot(12)).toBe(
      "This tree's root is not the pool's withdrawals or exits root at epoch 12: it is for another pool or another cycle, or it was changed. Nothing was sent.",
    );
    expect(trees.treeNoLeaf("0x70997970C51812dc3A010C7d01b50e0d17dc79C8")).toBe(
      "This tree has nothing for 0x70997970C51812dc3A010C7d01b50e0d17dc79C8.",
    );
  });

  it("tells how to send a downloaded proof, with or without a block explorer", async () => {
    const trees = await loadTrees();
    const pool = "0x43670D6f39Bca19EE26462f62339e90A39B01e34";
    expect(trees.proofRecipe(pool, "withdrawRewards", "https://etherscan.io")).toEqual([
      `With Foundry: cast send ${pool} <calldata> --rpc-url <your RPC> --private-key <the key of account> (or --ledger), using the "calldata" value above.`,
      `With the block explorer: open https://etherscan.io/address/${pool}#writeContract, connect this account's wallet, and call withdrawRewards with "arguments" above (proof, indexes, amount), in that order.`,
      "Send it from the account named above: the pool pays the account that sends the call, and only once per epoch.",
    ]);
    expect(trees.proofRecipe(pool, "withdrawStake", null)[1]).toBe(
      `With a block explorer: open the pool's Write Contract tab, connect this account's wallet, and call withdrawStake with "arguments" above (proof, indexes, amount), in that order.`,
    );
  });
});

describe("fixed texts", () => {
  it("of the write flow", () => {
    expect(CONNECT_FIRST_MESSAGE).toBe("Please connect your wallet first.");
    expect(REGISTRATION_CHECK_FAILED).toBe("Error: The validators could not be checked, please try again");
    expect(CANCELLED_IN_WALLET_MESSAGE).toBe("Transaction was cancelled in the wallet");
    expect(RECEIPT_TIMEOUT_MESSAGE).toBe(
      "The transaction is not confirmed after 10 minutes. It stays pending here until it is mined or dropped.",
    );
    expect(NO_VALIDATION_IN_ORACLE_KIND).toBe(
      "Error: Subscriptions are not available here: this dashboard's API cannot check validators before they subscribe.",
    );
  });

  it("of the read-only look-up", () => {
    expect({ ...lookup }).toEqual({
      LOOKUP_LABEL: "View an address",
      LOOKUP_PLACEHOLDER: "0x…",
      LOOKUP_SUBMIT: "View",
      LOOKUP_BACK_TO_WALLET: "Back to my wallet",
      LOOKUP_CLEAR: "Stop viewing",
      INVALID_ADDRESS_MESSAGE: "This is not a valid address: enter 0x followed by 40 hexadecimal characters.",
    });
    expect(viewingMessage("0x70997970C51812dc3A010C7d01b50e0d17dc79C8")).toBe(
      "Viewing 0x70997970C51812dc3A010C7d01b50e0d17dc79C8 (read-only).",
    );
    expect(READ_ONLY_REASON).toBe("Connect this address's wallet to act");
  });

  it("of the validator list while it loads or fails", () => {
    const { chainUnusableNote, ...fixed } = loading;
    expect(chainUnusableNote("rpc.example")).toBe(
      "The RPC rpc.example answered, but the page could not use its answers for the pool's events: live updates resume when it sends what was asked.",
    );
    expect({ ...listLoading, ...fixed }).toEqual({
      LOADING_VALIDATORS: "Loading validators…",
      DASHBOARD_NOT_LOADED: "The dashboard's code could not be loaded.",
      API_UNREACHABLE: "The pool API could not be reached.",
      API_MALFORMED: "The pool API answered badly.",
      RETRYING: "Trying again shortly.",
      RETRY: "Retry",
      CHAIN_UNREACHABLE: "The chain is not answering: the countdown, gas price and live updates resume when it does.",
    });
  });

  it("of the Wind-down panel", () => {
    expect(windDown.WIND_DOWN_TITLE).toBe("Wind-down");
    expect(windDown.FIGURE_LABELS).toEqual({
      claimableNow: "Claimable now",
      unlocksAfterCycle: "Unlocks after this cycle",
      stillBonded: "Still bonded",
      accruing: "Accruing",
    });
    expect(windDown.STEP_LABELS).toEqual({
      requestExit: "Request exit",
      claimRewards: "Claim rewards",
      withdrawBond: "Withdraw bond",
    });
    expect(windDown.STEP_STATE_LABELS).toEqual({
      waiting: "Waiting",
      signing: "Signing",
      confirmed: "Confirmed",
      proposed: "Waiting for the Safe's owners",
      failed: "Failed",
    });
    expect([windDown.EVERYTHING_OUT, windDown.WITHDRAW_EVERYTHING, windDown.NO_STEPS_NOW, windDown.NO_COST]).toEqual([
      "Everything is out",
      "Withdraw everything",
      "Nothing to sign now.",
      "Leaving now forfeits nothing.",
    ]);
  });

  it("of the published-tree dialog", async () => {
    const trees = await loadTrees();
    expect(trees.MISMATCH_MARK).toBe("Does not match the pool's root");
    expect([
      trees.USE_TREE_BUTTON,
      trees.USE_TREE_TITLE,
      trees.USE_TREE_INTRO,
      trees.TREE_FILE_LABEL,
      trees.TREE_ADDRESS_LABEL,
      trees.TREE_FETCH_BUTTON,
      trees.TREE_CHECKING,
      trees.CLOSE_BUTTON,
      trees.DOWNLOAD_PROOF_BUTTON,
      trees.TREE_NOT_CONNECTED,
    ]).toEqual([
      "Use a published tree",
      "Use a published tree",
      "Claim with a tree the pool's operators published (withdrawals.json or exits.json), without the pool's API. Choose the file, or give its https or IPFS address.",
      "Tree file",
      "Tree address (https://, ipfs:// or a CID)",
      "Fetch",
      "Checking the tree against the pool's root…",
      "Close",
      "Download proof",
      "Connect your wallet first.",
    ]);
    expect(trees.TREE_TOO_LARGE).toBe(
      "This file is larger than 5 MiB: it is not a published tree of this pool. Nothing was sent.",
    );
    expect(trees.TREE_BAD_ADDRESS).toBe("Give an https:// or ipfs:// address, or an IPFS CID.");
    expect(trees.TREE_ROOTS_UNAVAILABLE).toBe(
      "The pool's roots could not be read from the chain. Try again in a moment.",
    );
  });

  it("of the list read from the chain", () => {
    expect(chainList.chainListNote("the pool API cannot be reached")).toBe(
      "Validators read from the pool's events on chain, because the pool API cannot be reached: their status, health and rewards are unknown until it answers.",
    );
    expect(chainList.chainListFailed("the pool API cannot be reached")).toBe(
      "Your validators are unknown: the pool API cannot be reached, and the pool's events could not be read from the chain.",
    );
    expect(chainList.chainListUnusable("the pool API cannot be reached", "rpc.example")).toBe(
      "Your validators are unknown: the pool API cannot be reached, and the RPC rpc.example answered, but the page could not use its answers for the pool's events.",
    );
    expect(chainList.chainListEmpty("the pool API cannot be reached")).toBe(
      "No validator registered in the pool by this address (read from the pool's events). Unregistered validators are listed by the pool API only, and the pool API cannot be reached.",
    );
  });

  it("of the History's progress, with block numbers grouped in thousands", () => {
    expect(history.historyReading(18_700_123n, 24_000_000n)).toBe("Reading history: block 18,700,123 of 24,000,000");
    expect(history.historyStopped(20_000_000n, 24_000_000n)).toBe(
      "History reading stopped at block 20,000,000 of 24,000,000; what was read is kept.",
    );
  });

  it("of the history snapshot left out, with why", () => {
    const after = "It was left out, and your pool events are read from the chain since the pool's deployment.";
    expect(history.historySnapshotLeftOut("mismatch", 23_950_400n)).toBe(
      `The pool history this site carries (to block 23,950,400) does not match this chain: its block 23,950,400 has another hash here. ${after}`,
    );
    expect(history.historySnapshotLeftOut("mismatch", null)).toBe(
      `The pool history this site carries is another chain's or another pool's. ${after}`,
    );
    expect(history.historySnapshotLeftOut("unusable", 90n)).toBe(
      `The pool history this site carries (to block 90) could not be used: a file of it is cut, altered or incomplete. ${after}`,
    );
    expect(history.historySnapshotLeftOut("unreachable", null)).toBe(
      `The pool history this site carries could not be fetched. ${after}`,
    );
  });

  it("of the page for an address the site does not have", () => {
    expect([notFound.NOT_FOUND_TITLE, notFound.NOT_FOUND_TEXT, notFound.NOT_FOUND_LINK]).toEqual([
      "Page not found",
      "This address is not a page of the Smoothly dashboard.",
      "Go to the dashboard",
    ]);
  });

  it("of the look-up form", () => {
    expect([
      lookup.LOOKUP_LABEL,
      lookup.LOOKUP_PLACEHOLDER,
      lookup.LOOKUP_SUBMIT,
      lookup.LOOKUP_BACK_TO_WALLET,
      lookup.LOOKUP_CLEAR,
      lookup.INVALID_ADDRESS_MESSAGE,
    ]).toEqual([
      "View an address",
      "0x…",
      "View",
      "Back to my wallet",
      "Stop viewing",
      "This is not a valid address: enter 0x followed by 40 hexadecimal characters.",
    ]);
  });

  it("of the RPC setting", async () => {
    const rpc = await loadRpc();
    expect([
      rpc.RPC_SETTING_BUTTON,
      rpc.RPC_DIALOG_TITLE,
      rpc.RPC_DIALOG_INTRO,
      rpc.RPC_URL_OPTION,
      rpc.RPC_URL_LABEL,
      rpc.RPC_WALLET_OPTION,
      rpc.RPC_WALLET_HINT,
      rpc.RPC_SAVE,
      rpc.RPC_CHECKING,
      rpc.RPC_BAD_URL,
      rpc.RPC_NO_WALLET,
      rpc.RPC_WALLET_NAME,
      rpc.RPC_CHOOSE_ANOTHER,
    ]).toEqual([
      "RPC",
      "Read the chain through",
      "The page reads the pool's state, events and roots through a JSON-RPC endpoint. Choose another one if this site's is slow or refuses; your choice stays in this browser, for this network only.",
      "My own RPC",
      "RPC URL (https://, or http:// on this computer)",
      "My wallet's connection",
      "Reads go through the wallet extension's own node.",
      "Use it",
      "Checking the RPC…",
      "Give an https:// address, or an http:// one on this computer (127.0.0.1 or localhost).",
      "No wallet extension was found in this browser.",
      "the wallet's connection",
      "Use another RPC",
    ]);
    expect(rpc.rpcBuildOption("ethereum-holesky-rpc.publicnode.com")).toBe(
      "This site's RPC (ethereum-holesky-rpc.publicnode.com)",
    );
    expect(rpc.rpcCurrent("the wallet's connection")).toBe("Reading through the wallet's connection.");
    expect(rpc.rpcRefusing("rpc.example")).toBe(
      "The RPC rpc.example keeps refusing requests (it limits how many it takes). The page waits and tries again; you can read through another RPC meanwhile.",
    );
  });

  it("of an RPC the page cannot use", async () => {
    const rpc = await loadRpc();
    expect(rpc.rpcUnreachable("rpc.example")).toBe("rpc.example did not answer a JSON-RPC request.");
    expect(rpc.rpcUnusable("rpc.example")).toBe(
      "rpc.example answered, but not with a chain id for the request sent: it is not a JSON-RPC endpoint the page can use. Nothing was changed.",
    );
    expect(rpc.rpcWrongChain("rpc.example", 1, 17000, "holesky")).toBe(
      "rpc.example is on chain 1, not holesky (chain 17000). Nothing was changed.",
    );
  });

  it("of the data an RPC sent unasked, each kind counted, one or more", async () => {
    const { UNASKED_PARTS, rpcUnasked } = await loadRpc();
    const counted = (n: number) => Object.values(UNASKED_PARTS).map((part) => part(n));
    expect(counted(1)).toEqual([
      "1 log of another contract",
      "1 log of other events or addresses",
      "1 log from outside the blocks asked for",
      "1 log marked removed",
      "1 repeated log",
      "1 unreadable answer",
      "1 header of another block",
      "1 receipt of another transaction",
      "1 answer from another chain",
    ]);
    expect(counted(3)).toEqual([
      "3 logs of another contract",
      "3 logs of other events or addresses",
      "3 logs from outside the blocks asked for",
      "3 logs marked removed",
      "3 repeated logs",
      "3 unreadable answers",
      "3 headers of other blocks",
      "3 receipts of other transactions",
      "3 answers from another chain",
    ]);
    expect(Object.keys(UNASKED_PARTS)).toEqual([
      "other-contract",
      "other-topic",
      "outside-range",
      "removed",
      "repeated",
      "malformed",
      "other-block",
      "other-transaction",
      "other-chain",
    ]);
    expect(rpcUnasked("rpc.example", ["2 logs marked removed", "1 repeated log"])).toBe(
      "The RPC rpc.example sent data the page did not ask for, and the page left it out: 2 logs marked removed, 1 repeated log. Everything else it sent is used.",
    );
  });
});

describe("the last cycle (issue 64)", () => {
  it("tells an overdue cycle as it is", async () => {
    const lastCycle = await import("./last-cycle");
    expect(lastCycle.overdueLine("2026-12-08 19:43 UTC", "10 days")).toBe(
      "The cycle was due on 2026-12-08 19:43 UTC, 10 days ago: the pool's operators have not closed it.",
    );
    expect(lastCycle.UNLOCKS_OVERDUE_HINT).toBe(
      "Bond of validators whose exit is requested; paid only when the pool's operators close a cycle, and no date is known.",
    );
    expect(lastCycle.remainingOverdueText("0.200")).toBe(
      '0.200 ETH stays in the pool until the pool\'s operators close a cycle: they have not closed the one that was due, and no date is known. Come back after they do for the next "Withdraw everything".',
    );
  });

  it("says what an exit request does now", async () => {
    const lastCycle = await import("./last-cycle");
    expect(lastCycle.EXIT_CANNOT_BE_UNDONE).toBe("Requesting an exit cannot be undone.");
    expect(lastCycle.EXIT_PAID_NEXT_ROOT).toBe(
      "Your bond is paid once the pool's operators close the next reward cycle and its exits root, which holds your bond, lands on chain.",
    );
    expect(lastCycle.exitOverdueWarning("2026-12-01 19:43 UTC")).toBe(
      "No exits root has landed since 2026-12-01 19:43 UTC: the pool's operators have not closed the cycle that was due, so this request may unlock nothing. You can still request it, to have it on record.",
    );
  });

  it("reminds the owner of the fee recipient", async () => {
    const lastCycle = await import("./last-cycle");
    expect(lastCycle.feeRecipientText(1)).toBe(
      "Point this validator's fee recipient at an address of yours, in its validator client and in its MEV-Boost relay registration. While it names the pool's address, its block rewards go to the validators still in the pool, never to you, and to nobody once the pool has ended.",
    );
    expect(lastCycle.feeRecipientText(2)).toBe(
      "Point these validators' fee recipient at an address of yours, in their validator client and in their MEV-Boost relay registration. While it names the pool's address, their block rewards go to the validators still in the pool, never to you, and to nobody once the pool has ended.",
    );
    expect(lastCycle.FEE_RECIPIENT_TITLE).toBe("Change the fee recipient");
    expect(lastCycle.feeRecipientRow(true)).toBe("Left the pool: change its fee recipient");
    expect(lastCycle.feeRecipientRow(false)).toBe("Leaving the pool: change its fee recipient");
    expect(lastCycle.POOL_ADDRESS_LABEL).toBe("The pool's address, no longer to be named:");
    expect([lastCycle.COPY, lastCycle.COPIED]).toEqual(["Copy", "Copied"]);
    expect(lastCycle.markDoneLabel(105)).toBe("Done for 105");
  });
});

describe("WalletConnect's texts", () => {
  it("says what the pairing link is for, and what an unanswered request did", async () => {
    const { PAIRING_LINK_TEXTS, WALLETCONNECT_TEXTS } = await import("./walletconnect");
    expect(PAIRING_LINK_TEXTS).toEqual({
      region: "Pairing link",
      hint: "On a phone, open the link in your wallet app. On a computer, scan the QR code with the phone, or copy the link into the wallet.",
      open: "Open in your wallet app",
      copy: "Copy link",
      copied: "Link copied",
    });
    expect(WALLETCONNECT_TEXTS).toEqual({
      expired:
        "Your wallet did not answer in time. Nothing was sent. Open the wallet app on your phone, then try again.",
      relayGone:
        "The WalletConnect relay cannot be reached, so the request did not get to your wallet. Nothing was sent. Check your connection, then try again.",
    });
  });
});
