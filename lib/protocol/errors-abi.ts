import { poolGovernanceAbi, smoothlyPoolAbi } from "./abi.generated";

type AbiItem = (typeof smoothlyPoolAbi)[number] | (typeof poolGovernanceAbi)[number];
type ErrorItem = Extract<AbiItem, { type: "error" }>;

/** Error(string): OpenZeppelin 4's Ownable reverts with "Ownable: caller is not the owner". */
const errorString = { type: "error", name: "Error", inputs: [{ name: "message", type: "string" }] } as const;

const isError = (item: AbiItem): item is ErrorItem => item.type === "error";

// ZeroAmount and CallTransferFailed exist in both contracts with the same selector; keep one each.
const contractErrors: readonly ErrorItem[] = [...smoothlyPoolAbi, ...poolGovernanceAbi]
  .filter(isError)
  .filter((item, i, all) => all.findIndex((other) => other.name === item.name) === i);

/**
 * Every error the pool and governance can revert with, in one ABI for decoding reverts
 * (viem's decodeErrorResult / BaseError.walk), whichever contract raised them.
 */
export const errorsAbi: readonly (ErrorItem | typeof errorString)[] = [...contractErrors, errorString];

/** Every custom error of both contracts, read from the generated ABI. */
export type ContractCustomErrorName = ErrorItem["name"];

/** OpenZeppelin 4.x Ownable reverts with a plain string, not a custom error. */
export const OWNABLE_NOT_OWNER_REASON = "Ownable: caller is not the owner";
