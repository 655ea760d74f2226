import {
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  encodeErrorResult,
  InsufficientFundsError,
  TransactionExecutionError,
  UserRejectedRequestError,
  type Hash,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { describe, expect, it, vi } from "vitest";
import { holeskyNetwork } from "@/lib/network/holesky";
import type { Proof } from "@/lib/validators/types";
import { smoothlyPoolAbi } from "@/lib/protocol/abi.generated";
import { INSUFFICIENT_FUNDS_MESSAGE, TRANSACTION_REVERTED_MESSAGE } from "@/lib/copy/contract-errors";
import {
  BOND_REACHED_MESSAGE,
  CONNECT_FIRST_MESSAGE,
  DEPRECATED_MESSAGE,
  SUCCESS_MESSAGES,
  WRONG_CHAIN_MESSAGE,
} from "@/lib/copy/writes";
import type { PoolWrite } from "./pool-write";
import { runPoolWrite, type WriteDeps } from "./write-pipeline";

const HASH: Hash = `0x${"cd".repeat(32)}`;
const ACCOUNT = privateKeyToAccount(`0x${"22".repeat(32)}`);
const PROOF: Proof = { proof: [`0x${"ab".repeat(32)}`], indexes: [7, 9], amount: 123n };
const CHAIN = holeskyNetwork.chain;

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
    submit: vi.fn(async () => HASH),
    waitForReceipt: vi.fn(async (hash: Hash) => ({ status: "success" as const, transactionHash: hash })),
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
      message: SUCCESS_MESSAGES.withdrawRewards,
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
    await expect(runPoolWrite(full, d)).resolves.toEqual({ kind: "failure", message: BOND_REACHED_MESSAGE });
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
      message: DEPRECATED_MESSAGE,
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
    await expect(runPoolWrite(claim, d)).resolves.toEqual({ kind: "failure", message: CONNECT_FIRST_MESSAGE });
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
      message: WRONG_CHAIN_MESSAGE(CHAIN.name),
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
      message: INSUFFICIENT_FUNDS_MESSAGE,
      errorName: undefined,
    });
  });

  it("treats a reverted receipt as an error, never a success", async () => {
    const d = deps({
      waitForReceipt: vi.fn(async (hash: Hash) => ({ status: "reverted" as const, transactionHash: hash })),
    });
    await expect(runPoolWrite(claim, d)).resolves.toEqual({
      kind: "failure",
      message: TRANSACTION_REVERTED_MESSAGE,
      errorName: undefined,
    });
  });
});
