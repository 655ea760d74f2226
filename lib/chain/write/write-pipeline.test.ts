import {
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  encodeErrorResult,
  InsufficientFundsError,
  TransactionExecutionError,
  UserRejectedRequestError,
  WaitForTransactionReceiptTimeoutError,
  type Hash,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { describe, expect, it, vi } from "vitest";
import { holeskyNetwork } from "@/lib/network/holesky";
import type { Proof } from "@/lib/validators/types";
import { smoothlyPoolAbi } from "@/lib/protocol/abi.generated";
import type { PoolWrite, ReadyPoolWrite } from "./pool-write";
import type { ProposalVerdict, SafeProposal } from "./safe/safe-proposal";
import { runPoolWrite, type MinedTransaction, type WriteDeps } from "./write-pipeline";

const HASH: Hash = `0x${"cd".repeat(32)}`;
/** The hash of the wallet's replacement (a speed-up or a cancel with the same nonce). */
const REPLACEMENT: Hash = `0x${"ef".repeat(32)}`;
const ACCOUNT = privateKeyToAccount(`0x${"22".repeat(32)}`);
const PROOF: Proof = { proof: [`0x${"ab".repeat(32)}`], indexes: [7, 9], amount: 123n };
const CHAIN = holeskyNetwork.chain;
/** The call the fake wallet was asked to send. */
const CALL = { to: holeskyNetwork.pool, data: "0x3b7e3a5f0001", value: 0n } as const;

/** The sent call itself, mined under `hash`. */
type Mined = Exclude<MinedTransaction, "dropped">;
const minedCall = (hash: Hash, status: "success" | "reverted" = "success"): Mined => ({
  status,
  transactionHash: hash,
  to: CALL.to,
  input: CALL.data,
  value: CALL.value,
});

function deps(overrides: Partial<WriteDeps> = {}): WriteDeps {
  return {
    connected: true,
    walletChainId: CHAIN.id,
    chainId: CHAIN.id,
    chainName: CHAIN.name,
    bond: holeskyNetwork.bond,
    subscriptionsOpen: true,
    switchChain: vi.fn(async () => undefined),
    validateRegistration: vi.fn(async () => null),
    inFlight: vi.fn(() => undefined),
    submit: vi.fn(async () => ({ hash: HASH, call: CALL })),
    onSent: vi.fn(),
    readProposal: vi.fn(async () => ({ kind: "waiting" as const, confirmations: null })),
    waitForReceipt: vi.fn(async (hash: Hash) => minedCall(hash)),
    ...overrides,
  };
}

/** What simulateContract throws when the pool reverts with a custom error. */
function revert(
  errorName: "AlreadyClaimed" | "IncorrectProof" | "NotEnoughEth" | "AmountTooBig",
  functionName: PoolWrite["action"],
) {
  const data = encodeErrorResult({ abi: smoothlyPoolAbi, errorName });
  return new ContractFunctionExecutionError(
    new ContractFunctionRevertedError({ abi: smoothlyPoolAbi, data, functionName }),
    {
      abi: smoothlyPoolAbi,
      functionName,
      args:
        functionName === "withdrawRewards" || functionName === "withdrawStake"
          ? [PROOF.proof, [7n, 9n], PROOF.amount]
          : [[1n]],
      contractAddress: holeskyNetwork.pool,
      sender: ACCOUNT.address,
    },
  );
}

const claim: PoolWrite = { action: "withdrawRewards", proof: PROOF };

describe("runPoolWrite", () => {
  it("signs, waits for the receipt and reports the success text with the hash", async () => {
    const d = deps();
    await expect(runPoolWrite(claim, d)).resolves.toEqual({
      kind: "success",
      message: "Successfully Claimed Rewards",
      hash: HASH,
    });
    expect(d.submit).toHaveBeenCalledWith({ action: "withdrawRewards", proof: PROOF });
    expect(d.waitForReceipt).toHaveBeenCalledWith(HASH);
  });

  it.each([
    ["withdrawRewards", "Successfully Claimed Rewards"],
    ["withdrawStake", "Successfully Withdrawn Bond"],
  ] as const)("%s: success text %s", async (action, text) => {
    await expect(runPoolWrite({ action, proof: PROOF }, deps())).resolves.toMatchObject({
      kind: "success",
      message: text,
    });
  });

  it("subscribes nothing for an empty selection (no API call, no wallet prompt, no message)", async () => {
    const d = deps();
    await expect(runPoolWrite({ action: "registerBulk", indexes: [] }, d)).resolves.toEqual({ kind: "silent" });
    expect(d.validateRegistration).not.toHaveBeenCalled();
    expect(d.submit).not.toHaveBeenCalled();
  });

  it("does nothing without a proof (no wallet prompt, no message)", async () => {
    for (const action of ["withdrawRewards", "withdrawStake"] as const) {
      const d = deps();
      await expect(runPoolWrite({ action, proof: null }, d)).resolves.toEqual({ kind: "silent" });
      expect(d.submit).not.toHaveBeenCalled();
    }
  });

  it("refuses add bond when the bond is reached, before any wallet prompt", async () => {
    const d = deps();
    const full: PoolWrite = { action: "addStake", index: 3, stake: holeskyNetwork.bond };
    await expect(runPoolWrite(full, d)).resolves.toEqual({ kind: "failure", message: "Bond is already reached" });
    expect(d.submit).not.toHaveBeenCalled();
    const below: PoolWrite = { action: "addStake", index: 3, stake: holeskyNetwork.bond - 1n };
    await expect(runPoolWrite(below, d)).resolves.toMatchObject({
      kind: "success",
      message: "Successfully Added Bond",
    });
  });

  it("shows the deprecation text for subscribing when subscriptions are closed, with no prompt and no API call", async () => {
    const d = deps({ subscriptionsOpen: false });
    await expect(runPoolWrite({ action: "registerBulk", indexes: [1] }, d)).resolves.toEqual({
      kind: "failure",
      message: "We are sorry the Protocol is being Depracated, Subscriptions are not available",
    });
    expect(d.validateRegistration).not.toHaveBeenCalled();
    expect(d.submit).not.toHaveBeenCalled();
  });

  it("stops a subscription the API refuses with its text", async () => {
    const d = deps({ validateRegistration: vi.fn(async () => "Invalid Validator 5 is unowned") });
    await expect(runPoolWrite({ action: "registerBulk", indexes: [5] }, d)).resolves.toEqual({
      kind: "failure",
      message: "Invalid Validator 5 is unowned",
    });
    expect(d.submit).not.toHaveBeenCalled();
  });

  it("asks a disconnected user to connect", async () => {
    const d = deps({ connected: false });
    await expect(runPoolWrite(claim, d)).resolves.toEqual({
      kind: "failure",
      message: "Please connect your wallet first.",
    });
    expect(d.submit).not.toHaveBeenCalled();
  });

  it("switches a wallet on another chain first, then writes", async () => {
    const d = deps({ walletChainId: 1 });
    await expect(runPoolWrite(claim, d)).resolves.toMatchObject({ kind: "success" });
    expect(d.switchChain).toHaveBeenCalledOnce();
  });

  it("never writes when the wallet stays on another chain", async () => {
    const refused = deps({
      walletChainId: 1,
      switchChain: vi.fn(async () => Promise.reject(new Error("Unrecognized chain"))),
    });
    await expect(runPoolWrite(claim, refused)).resolves.toEqual({
      kind: "failure",
      message: "Please switch your wallet to Holesky to continue.",
    });
    expect(refused.submit).not.toHaveBeenCalled();
    const rejected = deps({
      walletChainId: 1,
      switchChain: vi.fn(async () => Promise.reject(new UserRejectedRequestError(new Error("no")))),
    });
    await expect(runPoolWrite(claim, rejected)).resolves.toEqual({ kind: "silent" });
    expect(rejected.submit).not.toHaveBeenCalled();
  });

  it("shows nothing when the user rejects in the wallet", async () => {
    const d = deps({
      submit: vi.fn(async () => Promise.reject(new UserRejectedRequestError(new Error("User rejected the request.")))),
    });
    await expect(runPoolWrite(claim, d)).resolves.toEqual({ kind: "silent" });
  });

  it("maps a simulated AlreadyClaimed to the text of the claim kind", async () => {
    const rewards = deps({ submit: vi.fn(async () => Promise.reject(revert("AlreadyClaimed", "withdrawRewards"))) });
    await expect(runPoolWrite(claim, rewards)).resolves.toEqual({
      kind: "failure",
      message: "Error: Rewards already claimed",
      errorName: "AlreadyClaimed",
    });
    const bond = deps({ submit: vi.fn(async () => Promise.reject(revert("AlreadyClaimed", "withdrawStake"))) });
    await expect(runPoolWrite({ action: "withdrawStake", proof: PROOF }, bond)).resolves.toEqual({
      kind: "failure",
      message: "Error: Bond already claimed",
      errorName: "AlreadyClaimed",
    });
  });

  it("maps insufficient funds", async () => {
    const error = new TransactionExecutionError(new InsufficientFundsError(), { account: ACCOUNT, chain: CHAIN });
    const d = deps({ submit: vi.fn(async () => Promise.reject(error)) });
    await expect(runPoolWrite({ action: "addStake", index: 1, stake: 0n }, d)).resolves.toEqual({
      kind: "failure",
      message: "Account has insufficient funds",
      errorName: undefined,
    });
  });

  it("treats a reverted receipt as an error, never a success", async () => {
    const d = deps({
      waitForReceipt: vi.fn(async (hash: Hash) => minedCall(hash, "reverted")),
    });
    await expect(runPoolWrite(claim, d)).resolves.toEqual({
      kind: "failure",
      message: "Error: Transaction reverted",
      errorName: undefined,
    });
  });
});

describe("runPoolWrite: what the wallet did with the sent transaction", () => {
  it("keeps the sent transaction before waiting for it", async () => {
    const order: string[] = [];
    const d = deps({
      onSent: vi.fn(() => void order.push("kept")),
      waitForReceipt: vi.fn(async (hash: Hash) => {
        order.push("wait");
        return minedCall(hash);
      }),
    });
    await runPoolWrite(claim, d);
    expect(d.onSent).toHaveBeenCalledWith({ hash: HASH, call: CALL }, { action: "withdrawRewards", proof: PROOF });
    expect(order).toEqual(["kept", "wait"]);
  });

  it("a repriced (sped-up) transaction is a success reported with the mined hash", async () => {
    const d = deps({
      waitForReceipt: vi.fn(async () => ({ ...minedCall(REPLACEMENT), replaced: "repriced" as const })),
    });
    await expect(runPoolWrite(claim, d)).resolves.toEqual({
      kind: "success",
      message: "Successfully Claimed Rewards",
      hash: REPLACEMENT,
    });
  });

  it("a cancel (0 ETH to oneself with the same nonce) is a failure, never a success", async () => {
    const cancel: Mined = {
      status: "success",
      transactionHash: REPLACEMENT,
      to: ACCOUNT.address,
      input: "0x",
      value: 0n,
      replaced: "cancelled",
    };
    const d = deps({ waitForReceipt: vi.fn(async () => cancel) });
    await expect(runPoolWrite(claim, d)).resolves.toEqual({
      kind: "failure",
      message: "Transaction was cancelled in the wallet",
    });
  });

  it("another call in its place is reported as cancelled too", async () => {
    const other: Mined = {
      ...minedCall(REPLACEMENT),
      input: "0x3b7e3a5f0002",
      replaced: "replaced",
    };
    const d = deps({ waitForReceipt: vi.fn(async () => other) });
    await expect(runPoolWrite(claim, d)).resolves.toEqual({
      kind: "failure",
      message: "Transaction was cancelled in the wallet",
    });
  });

  it.each(["cancelled", "replaced"] as const)(
    "trusts the wallet's %s verdict even when the mined call reads the same",
    async (replaced) => {
      const d = deps({ waitForReceipt: vi.fn(async () => ({ ...minedCall(REPLACEMENT), replaced })) });
      await expect(runPoolWrite(claim, d)).resolves.toEqual({
        kind: "failure",
        message: "Transaction was cancelled in the wallet",
      });
    },
  );

  it("a failed wait keeps the transaction as unconfirmed, saying why, or the timeout text when there is no why", async () => {
    const failing = deps({ waitForReceipt: vi.fn(async () => Promise.reject(new Error("network down"))) });
    await expect(runPoolWrite(claim, failing)).resolves.toEqual({
      kind: "unconfirmed",
      message: "Error: network down",
      hash: HASH,
    });
    const rejected = deps({
      waitForReceipt: vi.fn(async () => Promise.reject(new UserRejectedRequestError(new Error("denied")))),
    });
    await expect(runPoolWrite(claim, rejected)).resolves.toEqual({
      kind: "unconfirmed",
      message: "The transaction is not confirmed after 10 minutes. It stays pending here until it is mined or dropped.",
      hash: HASH,
    });
  });

  it.each([
    ["another address", { to: ACCOUNT.address }],
    ["other input", { input: "0x" as const }],
    ["another value", { value: 1n }],
    ["no address (a deployment)", { to: null }],
  ])("a mined transaction with %s than the sent call is never a success", async (_what, change) => {
    const d = deps({ waitForReceipt: vi.fn(async (hash: Hash) => ({ ...minedCall(hash), ...change })) });
    await expect(runPoolWrite(claim, d)).resolves.toEqual({
      kind: "failure",
      message: "Transaction was cancelled in the wallet",
    });
  });

  it("a transaction replaced while the page was closed is reported, not called a success", async () => {
    const d = deps({ waitForReceipt: vi.fn(async () => "dropped" as const) });
    await expect(runPoolWrite(claim, d)).resolves.toEqual({
      kind: "failure",
      message:
        "This transaction was replaced in the wallet while the page was closed: check your wallet's activity for what was mined",
    });
  });

  it("a receipt timeout keeps the transaction as unconfirmed, with its hash", async () => {
    vi.useFakeTimers();
    try {
      const d = deps({
        waitForReceipt: vi.fn(
          (hash: Hash) =>
            new Promise<MinedTransaction>((_resolve, reject) => {
              setTimeout(() => reject(new WaitForTransactionReceiptTimeoutError({ hash })), 600_000);
            }),
        ),
      });
      const outcome = runPoolWrite(claim, d);
      await vi.advanceTimersByTimeAsync(600_000);
      await expect(outcome).resolves.toEqual({
        kind: "unconfirmed",
        message:
          "The transaction is not confirmed after 10 minutes. It stays pending here until it is mined or dropped.",
        hash: HASH,
      });
      expect(d.onSent).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses the same write while one is in flight, before any wallet prompt, saying why", async () => {
    const d = deps({
      inFlight: vi.fn(() => ({
        hash: HASH,
        action: "requestExit" as const,
        indexes: [101, 103],
        proof: null,
        account: ACCOUNT.address,
        chainId: CHAIN.id,
        call: CALL,
        nonce: 4,
        sentAt: 0,
      })),
    });
    await expect(runPoolWrite({ action: "requestExit", indexes: [103] }, d)).resolves.toEqual({
      kind: "failure",
      message: "Your Request exit for 101, 103 is still pending: wait for it to confirm",
    });
    expect(d.inFlight).toHaveBeenCalledWith({ action: "requestExit", indexes: [103] });
    expect(d.submit).not.toHaveBeenCalled();
    expect(d.switchChain).not.toHaveBeenCalled();
  });
});

describe("runPoolWrite from a Safe: a proposal, followed until the Safe runs it", () => {
  const SAFE_TX: Hash = `0x${"5a".repeat(32)}`;
  const EXECUTION: Hash = `0x${"e1".repeat(32)}`;
  const proposal: SafeProposal = {
    safeTxHash: SAFE_TX,
    safe: ACCOUNT.address,
    calls: [CALL],
    nonce: 4,
    fromBlock: 10n,
  };
  const verdict = (v: ProposalVerdict) => vi.fn(async () => v);

  it("says it waits for the Safe's other owners, with their count: neither a success nor a failure", async () => {
    const d = deps({
      submit: vi.fn(async () => proposal),
      readProposal: verdict({ kind: "waiting", confirmations: { given: 1, needed: 2 } }),
    });
    await expect(runPoolWrite(claim, d)).resolves.toEqual({
      kind: "proposed",
      message: "Proposed to the Safe: waiting for its other owners (1 of 2 confirmations)",
      safeTxHash: SAFE_TX,
      confirmations: { given: 1, needed: 2 },
    });
    // Kept before it is read, like a sent transaction; no receipt is waited for.
    expect(d.onSent).toHaveBeenCalledWith(proposal, { action: "withdrawRewards", proof: PROOF });
    expect(d.readProposal).toHaveBeenCalledWith(proposal);
    expect(d.waitForReceipt).not.toHaveBeenCalled();
  });

  it("says enough owners confirmed and one must execute it; without a count, that it waits", async () => {
    const confirmed = deps({
      submit: vi.fn(async () => proposal),
      readProposal: verdict({ kind: "waiting", confirmations: { given: 2, needed: 2 } }),
    });
    await expect(runPoolWrite(claim, confirmed)).resolves.toMatchObject({
      kind: "proposed",
      message: "Confirmed by the Safe's owners (2 of 2 confirmations): waiting for one of them to execute it",
    });
    const unread = deps({
      submit: vi.fn(async () => proposal),
      readProposal: vi.fn(async () => Promise.reject(new Error("no RPC"))),
    });
    await expect(runPoolWrite(claim, unread)).resolves.toMatchObject({
      kind: "proposed",
      message: "Proposed to the Safe: waiting for its other owners to confirm and execute it",
      confirmations: null,
    });
  });

  it("reports success only for the execution read back from the chain, with its transaction hash", async () => {
    const d = deps({
      submit: vi.fn(async () => proposal),
      readProposal: verdict({ kind: "ran", transactionHash: EXECUTION }),
    });
    await expect(runPoolWrite(claim, d)).resolves.toEqual({
      kind: "success",
      message: "Successfully Claimed Rewards",
      hash: EXECUTION,
    });
  });

  it.each([
    [
      "failed-inside",
      "The Safe executed this transaction, but the pool call inside it failed (ExecutionFailure): nothing was paid. You can propose it again.",
    ],
    [
      "not-asked",
      "The Safe executed something other than what this page asked for under this proposal: check the Safe's history.",
    ],
    [
      "unreadable",
      "The Safe executed this proposal through another contract, so this page cannot check what ran: check the Safe's history.",
    ],
  ] as const)("an execution judged %s is a failure with its text, never a success", async (kind, message) => {
    const d = deps({
      submit: vi.fn(async () => proposal),
      readProposal: verdict({ kind, transactionHash: EXECUTION }),
    });
    await expect(runPoolWrite(claim, d)).resolves.toEqual({ kind: "failure", message });
  });

  it("ends a proposal whose nonce another transaction took as rejected by the owners, nothing paid", async () => {
    const d = deps({ submit: vi.fn(async () => proposal), readProposal: verdict({ kind: "rejected" }) });
    await expect(runPoolWrite(claim, d)).resolves.toEqual({
      kind: "failure",
      message:
        "The Safe's owners rejected this transaction (another transaction took its place): nothing was paid. You can propose it again.",
    });
  });

  it("stays silent when the owner rejects it in the Safe's host", async () => {
    const d = deps({
      submit: vi.fn(async () => Promise.reject(new UserRejectedRequestError(new Error("Transaction was rejected")))),
    });
    await expect(runPoolWrite(claim, d)).resolves.toEqual({ kind: "silent" });
    expect(d.onSent).not.toHaveBeenCalled();
  });
});

describe("runPoolWrite with a batch (Withdraw everything from a Safe)", () => {
  const SAFE_TX: Hash = `0x${"5b".repeat(32)}`;
  const EXECUTION: Hash = `0x${"e2".repeat(32)}`;
  const BOND_PROOF: Proof = { proof: [], indexes: [9], amount: 50n };
  const batch = {
    action: "batch",
    writes: [
      { action: "requestExit", indexes: [8] },
      { action: "withdrawRewards", proof: PROOF },
      { action: "withdrawStake", proof: BOND_PROOF },
    ],
  } as const;
  const proposal: SafeProposal = {
    safeTxHash: SAFE_TX,
    safe: ACCOUNT.address,
    calls: [CALL, CALL, CALL],
    nonce: 4,
    fromBlock: 10n,
  };

  it("proposes every write in one batch and reports one success with the execution's hash", async () => {
    const submitBatch = vi.fn(async () => proposal);
    const d = deps({
      submitBatch,
      readProposal: vi.fn(async () => ({ kind: "ran" as const, transactionHash: EXECUTION })),
    });
    await expect(runPoolWrite(batch, d)).resolves.toEqual({
      kind: "success",
      message: "Successfully Withdrawn Everything",
      hash: EXECUTION,
    });
    expect(submitBatch).toHaveBeenCalledWith(batch.writes);
    expect(d.submit).not.toHaveBeenCalled();
    expect(d.inFlight).toHaveBeenCalledTimes(3);
  });

  it("drops a write with nothing to send, and stops on a refusal with a text", async () => {
    const submitBatch = vi.fn(async () => proposal);
    const d = deps({ submitBatch });
    await runPoolWrite({ action: "batch", writes: [...batch.writes, { action: "withdrawStake", proof: null }] }, d);
    expect(submitBatch).toHaveBeenCalledWith(batch.writes);
    const refused = deps({ submitBatch });
    await expect(
      runPoolWrite(
        { action: "batch", writes: [batch.writes[0], { action: "addStake", index: 8, stake: holeskyNetwork.bond }] },
        refused,
      ),
    ).resolves.toEqual({ kind: "failure", message: "Bond is already reached" });
    expect(submitBatch).toHaveBeenCalledTimes(1);
    // Nothing left to send in it at all: silent, and no proposal.
    await expect(
      runPoolWrite({ action: "batch", writes: [{ action: "withdrawRewards", proof: null }] }, deps({ submitBatch })),
    ).resolves.toEqual({ kind: "silent" });
    expect(submitBatch).toHaveBeenCalledTimes(1);
  });

  it("refuses it when any of its writes is in flight, and where the wallet sends one call at a time", async () => {
    const inFlight = vi.fn((write: ReadyPoolWrite) =>
      write.action === "withdrawStake"
        ? {
            hash: HASH,
            action: "withdrawStake" as const,
            indexes: [9],
            proof: BOND_PROOF,
            account: ACCOUNT.address,
            chainId: CHAIN.id,
            call: CALL,
            nonce: 4,
            sentAt: 0,
          }
        : undefined,
    );
    const busy = deps({ inFlight, submitBatch: vi.fn(async () => proposal) });
    await expect(runPoolWrite(batch, busy)).resolves.toEqual({
      kind: "failure",
      message: "Your Withdraw bond for 9 is still pending: wait for it to confirm",
    });
    expect(busy.submitBatch).not.toHaveBeenCalled();
    await expect(runPoolWrite(batch, deps())).resolves.toEqual({
      kind: "failure",
      message: "This wallet sends one transaction at a time.",
    });
  });
});
