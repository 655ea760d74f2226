// Stands in for @adraffy/ens-normalize, whose Unicode tables would otherwise sit in the wallet's code before a wallet
// is chosen: the page resolves no ENS name itself; RainbowKit normalizes the connected account's mainnet name only to
// ask for its avatar, and drops the avatar when normalizing throws (next.config.mjs aliases it here).

// Lower-case letters, digits and inner hyphens, dot-separated: names that need no Unicode table to normalize.
const PLAIN_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/**
 * ENSIP-15 normalization for plain ASCII names (lower-cased, as the standard maps them). Any other name throws, as the
 * library does for a name it cannot normalize: a valid name outside this set only loses its avatar.
 */
export function ens_normalize(name: string): string {
  const lower = name.toLowerCase();
  if (!PLAIN_NAME.test(lower)) throw new Error(`Cannot normalize "${name}" without the Unicode tables`);
  return lower;
}
