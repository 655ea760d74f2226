import {
  BaseError,
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  encodeErrorResult,
  EstimateGasExecutionError,
  InsufficientFundsError,
  TransactionExecutionError,
  UserRejectedRequestError,
  type Abi,
  type Hex,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { describe, expect, expectTypeOf, it } from "vitest";
import { poolGovernanceAbi, smoothlyPoolAbi } from "@/lib/protocol/abi.generated";
import { errorsAbi } from "@/lib/protocol/errors-abi";
import { CONTRACT_ERROR_TEXTS, INSUFFICIENT_FUNDS_MESSAGE } from "@/lib/copy/contract-errors";
import { BOND_REACHED_MESSAGE, DEPRECATED_MESSAGE, invalidValidatorMessage, POOL_WRITE_TEXTS } from "@/lib/copy/writes";
import { OWNABLE_NOT_OWNER_REASON, type ContractCustomErrorName } from "@/lib/protocol/errors-abi";
import { POOL_ACTIONS, type PoolAction } from "@/lib/protocol/pool-actions";
import { contractErrorText, describeError, revertedErrorName } from "./error-catalogue";

const POOL = "0xdDdaBb545F2dc906259A9a26C33095a37f5AB1F9";
const ACCOUNT = privateKeyToAccount(`0x${"11".repeat(32)}`);
const errorStringAbi = [{ type: "error", name: "Error", inputs: [{ name: "message", type: "string" }] }] as const;

const NODE: Hex = `0x${"ab".repeat(32)}`;
const ARGS: Record<PoolAction, readonly unknown[]> = {
  registerBulk: [[1n, 2n]],
  requestExit: [[1n]],
  withdrawRewards: [[NODE], [1n], 5n],
  withdrawStake: [[NODE], [1n], 5n],
  addStake: [1n],
};

/** What viem's simulateContract throws when the pool call reverts with `data` (decoded against the pool ABI). */
function simulateRevert(data: Hex, functionName: PoolAction = "withdrawRewards"): ContractFunctionExecutionError {
  const abi: Abi = smoothlyPoolAbi;
  return new ContractFunctionExecutionError(new ContractFunctionRevertedError({ abi, data, functionName }), {
    abi,
    args: ARGS[functionName],
    functionName,
    contractAddress: POOL,
    sender: ACCOUNT.address,
  });
}

function customErrorData(name: ContractCustomErrorName): Hex {
  // Encoded with the generated ABIs' own error items; only ExistingOperator carries an argument.
  return name === "ExistingOperator"
    ? encodeErrorResult({ abi: poolGovernanceAbi, errorName: name, args: [ACCOUNT.address] })
    : encodeErrorResult({ abi: errorsAbi, errorName: name });
}

const abiErrorNames = [...smoothlyPoolAbi, ...poolGovernanceAbi].flatMap((item) =>
  item.type === "error" ? [item.name] : [],
);

describe("the catalogue table", () => {
  it("is keyed by exactly the ABI's custom errors (type level)", () => {
    expectTypeOf<keyof typeof CONTRACT_ERROR_TEXTS>().toEqualTypeOf<ContractCustomErrorName>();
    expectTypeOf<ContractCustomErrorName>().toEqualTypeOf<
      | "NotEnoughEth"
      | "IncorrectProof"
      | "AlreadyClaimed"
      | "ZeroAmount"
      | "CallTransferFailed"
      | "AmountTooBig"
      | "EpochTimelockNotReached"
      | "ExistingOperator"
      | "NotEnoughOperators"
      | "Unauthorized"
    >();
  });

  it("has a row for every error in the generated ABIs and no other", () => {
    expect(Object.keys(CONTRACT_ERROR_TEXTS).sort()).toEqual([...new Set(abiErrorNames)].sort());
  });

  it("names real pool functions as actions", () => {
    const functions = smoothlyPoolAbi.flatMap((item) => (item.type === "function" ? [item.name] : []));
    expect(functions).toEqual(expect.arrayContaining([...POOL_ACTIONS]));
  });
});

describe("describeError on contract reverts built by viem", () => {
  const rows: [string, ContractCustomErrorName, PoolAction, string][] = [
    ["NotEnoughEth on subscribe", "NotEnoughEth", "registerBulk", "Error: Not Enough Eth send"],
    ["IncorrectProof on a claim", "IncorrectProof", "withdrawRewards", "Error: Invalid Proof"],
    ["IncorrectProof on a bond withdrawal", "IncorrectProof", "withdrawStake", "Error: Invalid Proof"],
    ["AlreadyClaimed on the rewards claim", "AlreadyClaimed", "withdrawRewards", "Error: Rewards already claimed"],
    ["AlreadyClaimed on the bond withdrawal", "AlreadyClaimed", "withdrawStake", "Error: Bond already claimed"],
    ["AlreadyClaimed elsewhere names itself", "AlreadyClaimed", "addStake", "Error: AlreadyClaimed"],
    ["ZeroAmount on add bond", "ZeroAmount", "addStake", "Error: Eth amount can't be 0"],
    ["AmountTooBig on add bond", "AmountTooBig", "addStake", "Error: Amount to add is too big"],
    ["CallTransferFailed", "CallTransferFailed", "withdrawRewards", "Error: CallTransferFailed"],
    ["EpochTimelockNotReached", "EpochTimelockNotReached", "requestExit", "Error: EpochTimelockNotReached"],
    ["ExistingOperator (with an argument)", "ExistingOperator", "requestExit", "Error: ExistingOperator"],
    ["NotEnoughOperators", "NotEnoughOperators", "requestExit", "Error: NotEnoughOperators"],
    ["Unauthorized", "Unauthorized", "withdrawStake", "Error: Unauthorized"],
  ];

  it.each(rows)("%s", (_name, errorName, action, expected) => {
    const error = simulateRevert(customErrorData(errorName), action);
    expect(error.walk((e) => e instanceof ContractFunctionRevertedError)).toBeInstanceOf(ContractFunctionRevertedError);
    expect(describeError(error, action)).toBe(expected);
    expect(revertedErrorName(error)).toBe(errorName);
  });

  it("decodes a governance-only error that the pool ABI cannot", () => {
    const error = simulateRevert(customErrorData("NotEnoughOperators"));
    expect(error.walk((e) => e instanceof ContractFunctionRevertedError)).toMatchObject({ data: undefined });
    expect(describeError(error, "withdrawRewards")).toBe("Error: NotEnoughOperators");
    expect(revertedErrorName(error)).toBe("NotEnoughOperators");
  });

  it("names a custom error the call's ABI decoded even when the catalogue's ABIs lack it", () => {
    const abi = [{ type: "error", name: "PoolPaused", inputs: [] }] as const;
    const error = new ContractFunctionRevertedError({
      abi,
      data: encodeErrorResult({ abi, errorName: "PoolPaused" }),
      functionName: "withdrawRewards",
    });
    expect(revertedErrorName(error)).toBe("PoolPaused");
    expect(describeError(error, "withdrawRewards")).toBe("Error: PoolPaused");
  });

  it("reads the OpenZeppelin Ownable string revert", () => {
    const data = encodeErrorResult({ abi: errorStringAbi, errorName: "Error", args: [OWNABLE_NOT_OWNER_REASON] });
    expect(describeError(simulateRevert(data), "requestExit")).toBe("Error: Ownable: caller is not the owner");
  });

  it("shows any other string revert as Error: {reason}", () => {
    const data = encodeErrorResult({ abi: errorStringAbi, errorName: "Error", args: ["something odd"] });
    expect(describeError(simulateRevert(data), "requestExit")).toBe("Error: something odd");
  });

  it("falls back for a revert it cannot decode", () => {
    expect(describeError(simulateRevert("0xdeadbeef"), "addStake")).toBe("Error: Transaction reverted");
    expect(revertedErrorName(simulateRevert("0xdeadbeef"))).toBeUndefined();
  });

  it("finds the revert under a wallet's TransactionExecutionError", () => {
    const inner = new ContractFunctionRevertedError({
      abi: smoothlyPoolAbi,
      data: customErrorData("AmountTooBig"),
      functionName: "addStake",
    });
    const error = new TransactionExecutionError(inner, { account: ACCOUNT, to: POOL, value: 1n });
    expect(describeError(error, "addStake")).toBe("Error: Amount to add is too big");
  });
});

describe("describeError on wallet and node errors", () => {
  it("stays silent when the user rejects in the wallet", () => {
    const rejected = new UserRejectedRequestError(new Error("User rejected the request."));
    const wrapped = new TransactionExecutionError(rejected, { account: ACCOUNT, to: POOL });
    expect(describeError(rejected, "withdrawRewards")).toBeNull();
    expect(describeError(wrapped, "withdrawRewards")).toBeNull();
  });

  it("stays silent for a raw EIP-1193 4001 error, bare or as a cause", () => {
    const raw = { code: 4001, message: "MetaMask Tx Signature: User denied transaction signature." };
    expect(describeError(raw, "requestExit")).toBeNull();
    expect(describeError(new Error("send failed", { cause: raw }), "requestExit")).toBeNull();
  });

  it("does not mistake another code for a rejection", () => {
    expect(describeError({ code: 4100, message: "Unauthorized" }, "requestExit")).not.toBeNull();
  });

  it("reports insufficient funds from gas estimation", () => {
    const error = new ContractFunctionExecutionError(
      new EstimateGasExecutionError(new InsufficientFundsError(), { account: ACCOUNT, to: POOL, value: 10n ** 18n }),
      {
        abi: smoothlyPoolAbi,
        args: ARGS.registerBulk,
        functionName: "registerBulk",
        contractAddress: POOL,
        sender: ACCOUNT.address,
      },
    );
    expect(describeError(error, "registerBulk")).toBe("Account has insufficient funds");
  });

  it("reports insufficient funds from a node message viem did not classify", () => {
    const node = new BaseError("RPC Request failed.", { details: "insufficient funds for gas * price + value" });
    expect(describeError(node, "addStake")).toBe("Account has insufficient funds");
  });

  it("reports a reverted receipt", () => {
    const receipt = { status: "reverted", transactionHash: `0x${"03".repeat(32)}`, blockNumber: 5n };
    expect(describeError(receipt, "withdrawStake")).toBe("Error: Transaction reverted");
    class TransactionReceiptRevertedError extends BaseError {
      override name = "TransactionReceiptRevertedError";
    }
    expect(describeError(new TransactionReceiptRevertedError("Transaction reverted."), "withdrawStake")).toBe(
      "Error: Transaction reverted",
    );
  });

  it("does not call a successful receipt a revert", () => {
    const receipt = { status: "success", transactionHash: `0x${"03".repeat(32)}` };
    expect(describeError(receipt, "withdrawStake")).toBe("Error: Unknown error");
  });

  it.each<[string, unknown, string]>([
    ["a viem error shows its short message", new BaseError("HTTP request failed."), "Error: HTTP request failed."],
    ["a plain error shows its first line", new Error("boom\nstack-ish detail"), "Error: boom"],
    ["a string", "nope", "Error: Unknown error"],
    ["undefined", undefined, "Error: Unknown error"],
  ])("otherwise: %s", (_name, error, expected) => {
    expect(describeError(error, "requestExit")).toBe(expected);
  });

  it("reads a cause chain that ends in null or in a plain string", () => {
    expect(describeError(new Error("send failed", { cause: null }), "requestExit")).toBe("Error: send failed");
    expect(describeError(new Error("send failed", { cause: "the node said no" }), "requestExit")).toBe(
      "Error: send failed",
    );
  });

  it("looks 32 causes deep for a rejection, no deeper", () => {
    const wrappedIn = (levels: number) => {
      let error: unknown = { code: 4001, message: "User denied transaction signature." };
      for (let level = levels; level > 0; level--) error = new Error(`level ${level}`, { cause: error });
      return error;
    };
    expect(describeError(wrappedIn(31), "requestExit")).toBeNull();
    expect(describeError(wrappedIn(32), "requestExit")).toBe("Error: level 1");
  });

  it("says Unknown error for an Error without a message", () => {
    expect(describeError(new Error(""), "requestExit")).toBe("Error: Unknown error");
  });

  it("survives a cause cycle", () => {
    const a = new Error("a");
    const b = new Error("b", { cause: a });
    Object.defineProperty(a, "cause", { value: b });
    expect(describeError(a, "requestExit")).toBe("Error: a");
  });
});

describe("texts", () => {
  it("spells the deprecation message exactly as the product does (typo included)", () => {
    expect(DEPRECATED_MESSAGE).toBe("We are sorry the Protocol is being Depracated, Subscriptions are not available");
  });

  it.each<[PoolAction, string]>([
    ["registerBulk", "Successfully Subscribed Validators"],
    ["requestExit", "Successfully Requested Exit"],
    ["withdrawRewards", "Successfully Claimed Rewards"],
    ["withdrawStake", "Successfully Withdrawn Bond"],
    ["addStake", "Successfully Added Bond"],
  ])("success for %s", (action, text) => {
    expect(POOL_WRITE_TEXTS[action].success).toBe(text);
  });

  it("has the fixed texts of the refusals and the successes", () => {
    expect(INSUFFICIENT_FUNDS_MESSAGE).toBe("Account has insufficient funds");
    expect(BOND_REACHED_MESSAGE).toBe("Bond is already reached");
    expect(invalidValidatorMessage(123456, "already registered")).toBe(
      "Invalid Validator 123456 is already registered",
    );
  });

  it("names errors outside the catalogue by name", () => {
    expect(contractErrorText("Panic", "addStake")).toBe("Error: Panic");
    expect(contractErrorText("toString", "addStake")).toBe("Error: toString");
  });
});
