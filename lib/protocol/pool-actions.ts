import type { smoothlyPoolAbi } from "./abi.generated";

type PoolFunctionName = Extract<(typeof smoothlyPoolAbi)[number], { type: "function" }>["name"];

/** The five pool writes the dashboard sends; names checked against the ABI. */
export const POOL_ACTIONS = [
  "registerBulk",
  "requestExit",
  "withdrawRewards",
  "withdrawStake",
  "addStake",
] as const satisfies readonly PoolFunctionName[];
export type PoolAction = (typeof POOL_ACTIONS)[number];
