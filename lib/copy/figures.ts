/** How a figure that is not plainly known is written, and where a known one comes from (lib/figure.ts). */

/** In place of an amount whose source failed: never a 0. */
export const UNKNOWN_VALUE = "unknown";

export const UNKNOWN_REASONS = {
  "api-unreachable": "the pool API cannot be reached",
  "api-malformed": "the pool API answered badly",
  "chain-unreachable": "the chain cannot be reached",
  "no-source": "the pool API cannot give it, and no published tree matches the pool's root on chain",
  "nothing-reachable": "neither the pool API nor the chain can be reached",
  "api-malformed-chain-unreachable": "the pool API answered badly, and the chain cannot be reached",
  "api-root-mismatch": "the pool API's proof does not match the pool's root on chain, and no published tree does",
  loading: "still being read",
} as const;

/** The RPC answered, but what it sent could not be used: never "cannot be reached". */
export const chainUnusableText = (rpc: string) => `the RPC ${rpc} answered, but the page could not use its answers`;
/** The same, after the pool API's own reason (UNKNOWN_REASONS) when neither could give the figure. */
export const bothUnusableText = (apiReason: string, rpc: string) => `${apiReason}, and ${chainUnusableText(rpc)}`;

export const SOURCE_TEXTS = {
  chain: "from the chain",
  api: "from the pool API",
  root: (epoch: number) => `from the pool's root, epoch ${epoch}`,
} as const;

export const staleSinceEpoch = (epoch: number, current: number) =>
  `as of epoch ${epoch}; the pool is at epoch ${current}`;

/** A time of day in UTC, the same for every reader and every test machine. */
export const staleSinceTime = (at: number) => `as of ${new Date(at).toISOString().slice(11, 16)} UTC`;
