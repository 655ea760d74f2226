import {
  BaseError,
  ContractFunctionRevertedError,
  decodeErrorResult,
  InsufficientFundsError,
  UserRejectedRequestError,
} from "viem";
import type { poolGovernanceAbi, smoothlyPoolAbi } from "@/lib/protocol/abi.generated";
import { errorsAbi } from "@/lib/protocol/errors-abi";

type PoolAbiItem = (typeof smoothlyPoolAbi)[number];
type GovernanceAbiItem = (typeof poolGovernanceAbi)[number];

/** Every custom error of both contracts, read from the generated ABI. */
export type ContractCustomErrorName = Extract<PoolAbiItem | GovernanceAbiItem, { type: "error" }>["name"];

type PoolFunctionName = Extract<PoolAbiItem, { type: "function" }>["name"];

/** The five pool writes the dashboard sends (spec §7); names checked against the ABI. */
export const POOL_ACTIONS = [
  "registerBulk",
  "requestExit",
  "withdrawRewards",
  "withdrawStake",
  "addStake",
] as const satisfies readonly PoolFunctionName[];
export type PoolAction = (typeof POOL_ACTIONS)[number];

type ErrorText = string | { readonly byAction: Partial<Record<PoolAction, string>>; readonly otherwise: string };

/**
 * Spec §8, one row per custom error. Keyed by the ABI's error names, so a new contract error
 * without a text (or a text for an error that no longer exists) fails the type check.
 */
export const CONTRACT_ERROR_TEXTS = {
  NotEnoughEth: "Error: Not Enough Eth send",
  IncorrectProof: "Error: Invalid Proof",
  AlreadyClaimed: {
    byAction: { withdrawRewards: "Error: Rewards already claimed", withdrawStake: "Error: Bond already claimed" },
    otherwise: "Error: AlreadyClaimed",
  },
  ZeroAmount: "Error: Eth amount can't be 0",
  AmountTooBig: "Error: Amount to add is too big",
  CallTransferFailed: "Error: CallTransferFailed",
  EpochTimelockNotReached: "Error: EpochTimelockNotReached",
  ExistingOperator: "Error: ExistingOperator",
  NotEnoughOperators: "Error: NotEnoughOperators",
  Unauthorized: "Error: Unauthorized",
} as const satisfies Record<ContractCustomErrorName, ErrorText>;

/** OpenZeppelin 4.x Ownable reverts with a plain string, not a custom error. */
export const OWNABLE_NOT_OWNER_REASON = "Ownable: caller is not the owner";

/** Plain-string reverts (`Error(string)`) the catalogue names; any other reason reads "Error: {reason}". */
export const REVERT_REASON_TEXTS: Readonly<Record<string, string>> = {
  [OWNABLE_NOT_OWNER_REASON]: "Error: Ownable: caller is not the owner",
};

/** Spelling (including "Depracated") exactly as spec §8 has it. */
export const DEPRECATED_MESSAGE = "We are sorry the Protocol is being Depracated, Subscriptions are not available";
export const INSUFFICIENT_FUNDS_MESSAGE = "Account has insufficient funds";
export const BOND_REACHED_MESSAGE = "Bond is already reached";
/** A mined transaction that reverted without a decodable reason (the spec names none). */
export const TRANSACTION_REVERTED_MESSAGE = "Error: Transaction reverted";

/** Ours, where spec §8 is silent: a wallet that stays on another chain, a write without a wallet, an API failure. */
export const WRONG_CHAIN_MESSAGE = (chainName: string) => `Please switch your wallet to ${chainName} to continue.`;
export const CONNECT_FIRST_MESSAGE = "Please connect your wallet first.";
export const REGISTRATION_CHECK_FAILED = "Error: The validators could not be checked, please try again";

export function invalidValidatorMessage(index: number, status: string): string {
  return `Invalid Validator ${index} is ${status}`;
}

/** Spec §8's four success texts, plus ours for subscribing (the spec names none). */
export const SUCCESS_MESSAGES = {
  registerBulk: "Successfully Subscribed Validators",
  requestExit: "Successfully Requested Exit",
  withdrawRewards: "Successfully Claimed Rewards",
  withdrawStake: "Successfully Withdrawn Bond",
  addStake: "Successfully Added Bond",
} as const satisfies Record<PoolAction, string>;

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
  if (revert.raw === undefined) return undefined;
  try {
    const decoded = decodeErrorResult({ abi: errorsAbi, data: revert.raw });
    const [first] = decoded.args ?? [];
    return { name: decoded.errorName, reason: typeof first === "string" ? first : undefined };
  } catch {
    return undefined;
  }
}

/** The decoded custom error name of a revert anywhere in the error's causes, e.g. to drop an AlreadyClaimed claim (spec §5). */
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
 * The Alert text for a failed write, or null when nothing must be shown (the user rejected it in
 * the wallet). Accepts whatever simulate, the wallet or the receipt wait threw, and a reverted
 * receipt itself (`{ status: "reverted", transactionHash }`).
 */
export function describeError(error: unknown, action: PoolAction): string | null {
  if (isUserRejection(error)) return null;
  const revert = findRevert(error);
  if (revert !== undefined) {
    const decoded = decodeRevert(revert);
    if (decoded === undefined) return TRANSACTION_REVERTED_MESSAGE;
    if (decoded.name === "Error" && decoded.reason !== undefined) {
      return REVERT_REASON_TEXTS[decoded.reason] ?? `Error: ${decoded.reason}`;
    }
    return contractErrorText(decoded.name, action);
  }
  if (isInsufficientFunds(error)) return INSUFFICIENT_FUNDS_MESSAGE;
  if (isRevertedReceipt(error)) return TRANSACTION_REVERTED_MESSAGE;
  if (error instanceof BaseError) return `Error: ${error.shortMessage}`;
  if (error instanceof Error && error.message !== "") return `Error: ${firstLine(error.message)}`;
  return "Error: Unknown error";
}
