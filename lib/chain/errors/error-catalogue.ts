import {
  BaseError,
  ContractFunctionRevertedError,
  decodeErrorResult,
  InsufficientFundsError,
  InternalRpcError,
  UserRejectedRequestError,
} from "viem";
import {
  CONTRACT_ERROR_TEXTS,
  INSUFFICIENT_FUNDS_MESSAGE,
  REVERT_REASON_TEXTS,
  TRANSACTION_REVERTED_MESSAGE,
  type ErrorText,
} from "@/lib/copy/contract-errors";
import { HARDWARE_WALLET_TEXTS } from "@/lib/copy/hardware-wallet";
import { errorsAbi, type ContractCustomErrorName } from "@/lib/protocol/errors-abi";
import type { PoolAction } from "@/lib/protocol/pool-actions";
import { WALLETCONNECT_TEXTS } from "@/lib/copy/walletconnect";
import { deviceAnswer } from "./hardware-wallet-errors";
import { walletConnectSilence } from "./walletconnect-errors";

function isCatalogued(name: string): name is ContractCustomErrorName {
  return Object.hasOwn(CONTRACT_ERROR_TEXTS, name);
}

/** The text for a contract error by name; errors outside the catalogue read "Error: {name}". */
export function contractErrorText(name: string, action: PoolAction): string {
  if (!isCatalogued(name)) return `Error: ${name}`;
  const entry: ErrorText = CONTRACT_ERROR_TEXTS[name];
  return typeof entry === "string" ? entry : (entry.byAction[action] ?? entry.otherwise);
}

const MAX_CAUSE_DEPTH = 32;

/** The error and its `cause` chain (viem's BaseError, wallet errors and plain Errors all use `cause`). */
function* causes(error: unknown): Generator<unknown> {
  let current = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && current !== undefined && current !== null; depth++) {
    yield current;
    current = typeof current === "object" && "cause" in current ? current.cause : undefined;
  }
}

function hasCode(value: unknown, code: number): boolean {
  return typeof value === "object" && value !== null && "code" in value && value.code === code;
}

function hasName(value: unknown, name: string): boolean {
  return value instanceof Error && value.name === name;
}

function isUserRejection(error: unknown): boolean {
  for (const e of causes(error)) {
    if (e instanceof UserRejectedRequestError || hasCode(e, UserRejectedRequestError.code)) return true;
  }
  return false;
}

function isInsufficientFunds(error: unknown): boolean {
  for (const e of causes(error)) {
    if (e instanceof InsufficientFundsError) return true;
    if (e instanceof BaseError && InsufficientFundsError.nodeMessage.test(e.details)) return true;
  }
  return false;
}

function findRevert(error: unknown): ContractFunctionRevertedError | undefined {
  for (const e of causes(error)) if (e instanceof ContractFunctionRevertedError) return e;
  return undefined;
}

/** What a revert says: its decoded error name and, for `Error(string)`, the reason. */
function decodeRevert(revert: ContractFunctionRevertedError): { name: string; reason?: string } | undefined {
  if (revert.data !== undefined) return { name: revert.data.errorName, reason: revert.reason };
  // The ABI the call used may lack the error (a governance error surfacing through the pool): retry with both.
  // No reason here: viem decodes Error(string) with any ABI, so only custom errors arrive undecoded.
  // Stryker disable next-line ConditionalExpression: decoding undefined data throws, which the catch turns into undefined too
  if (revert.raw === undefined) return undefined;
  try {
    return { name: decodeErrorResult({ abi: errorsAbi, data: revert.raw }).errorName };
    // Stryker disable next-line BlockStatement: an empty catch also ends the function with undefined
  } catch {
    return undefined;
  }
}

/** The decoded custom error name of a revert anywhere in the error's causes, e.g. to drop an AlreadyClaimed claim. */
export function revertedErrorName(error: unknown): string | undefined {
  const revert = findRevert(error);
  return revert === undefined ? undefined : decodeRevert(revert)?.name;
}

function isRevertedReceipt(error: unknown): boolean {
  for (const e of causes(error)) {
    if (hasName(e, "TransactionReceiptRevertedError")) return true;
    if (typeof e === "object" && e !== null && "status" in e && e.status === "reverted" && "transactionHash" in e) {
      return true;
    }
  }
  return false;
}

function firstLine(text: string): string {
  return text.split("\n", 1)[0] ?? text;
}

/**
 * An internal error (-32603) in the words of whoever sent it: a wallet that refused before sending, or a node. viem's
 * short message ("An internal error was received.") leaves them out, and its writeContract calls it a revert without
 * data, though nothing was mined.
 */
function internalErrorText(error: unknown): string | undefined {
  for (const e of causes(error)) {
    if (e instanceof InternalRpcError && typeof e.details === "string" && e.details !== "") {
      return `Error: ${firstLine(e.details)}`;
    }
  }
  return undefined;
}

/**
 * The Alert text for a failed write, or null when nothing must be shown (the user rejected it in
 * the wallet, or on a hardware wallet's device). Accepts whatever simulate, the wallet or the
 * receipt wait threw, and a reverted receipt itself (`{ status: "reverted", transactionHash }`).
 */
export function describeError(error: unknown, action: PoolAction): string | null {
  if (isUserRejection(error)) return null;
  // A hardware wallet's refusal, by the codes and texts the wallet passes on (hardware-wallet-errors.ts).
  const device = deviceAnswer(error);
  if (device === "rejectedOnDevice") return null;
  if (device !== undefined) return HARDWARE_WALLET_TEXTS[device];
  // A request over WalletConnect that the phone never answered, or that never reached it (walletconnect-errors.ts).
  const silence = walletConnectSilence(error);
  if (silence !== undefined) return WALLETCONNECT_TEXTS[silence];
  const revert = findRevert(error);
  if (revert !== undefined) {
    const decoded = decodeRevert(revert);
    if (decoded === undefined) return internalErrorText(error) ?? TRANSACTION_REVERTED_MESSAGE;
    // Stryker disable next-line ConditionalExpression: viem always decodes Error(string) with its reason
    if (decoded.name === "Error" && decoded.reason !== undefined) {
      return REVERT_REASON_TEXTS[decoded.reason] ?? `Error: ${decoded.reason}`;
    }
    return contractErrorText(decoded.name, action);
  }
  if (isInsufficientFunds(error)) return INSUFFICIENT_FUNDS_MESSAGE;
  if (isRevertedReceipt(error)) return TRANSACTION_REVERTED_MESSAGE;
  const internal = internalErrorText(error);
  if (internal !== undefined) return internal;
  if (error instanceof BaseError) return `Error: ${error.shortMessage}`;
  if (error instanceof Error && error.message !== "") return `Error: ${firstLine(error.message)}`;
  return "Error: Unknown error";
}
