/**
 * What a node's refusal of an `eth_getLogs` says about the range it takes. Public providers cap either the block
 * range or the number of logs in an answer, and most say which in their message, e.g.:
 * - publicnode, Erigon: "exceed maximum block range: 50000"
 * - QuickNode: "eth_getLogs is limited to a 10,000 range"
 * - Chainstack: "Block range limit exceeded. Max range: 100"; 1RPC: "block range too large, range: 10000, max: 1000"
 * - Alchemy: "… up to a 2K block range … this block range should work: [0x1b4, 0x9a2]"
 * - Infura, geth: "query returned more than 10000 results. Try with this block range [0x1b4, 0x9a2]."
 */
export type RangeAdvice =
  /** A block range the node says it takes: never ask for more. */
  | { readonly kind: "cap"; readonly blocks: bigint }
  /** A range the node suggests for this very request (its logs fit): ask for this many blocks. */
  | { readonly kind: "suggested"; readonly blocks: bigint }
  /** Nothing usable in the message: halve the range. */
  | { readonly kind: "halve" };

const SUGGESTED = /\[\s*(0x[0-9a-f]+)\s*,\s*(0x[0-9a-f]+)\s*\]/i;
/** "max: 1000", "maximum block range: 50000", "Max range: 100", "max is 10000". */
const STATED_MAX = /max(?:imum)?\b[^\d\n]{0,24}?(\d[\d,_]*)\s*(k\b)?/i;
/** "limited to a 10,000 range", "up to a 2K block range", "ranges over 10000 blocks". */
const STATED_RANGE = /(\d[\d,_]*)\s*(k\b)?\s*(?:-?\s*)(?:block\s*)?(?:range|blocks)\b/i;

function blocksOf(digits: string, thousands: string | undefined): bigint {
  const n = BigInt(digits.replace(/[,_]/g, ""));
  return thousands ? n * 1000n : n;
}

/** Reads a refusal message; a stated number larger than the refused range says nothing about it. */
export function rangeAdvice(message: string, refusedBlocks: bigint): RangeAdvice {
  const suggested = SUGGESTED.exec(message);
  if (suggested?.[1] && suggested[2]) {
    const blocks = BigInt(suggested[2]) - BigInt(suggested[1]) + 1n;
    if (blocks >= 1n && blocks < refusedBlocks) return { kind: "suggested", blocks };
  }
  for (const pattern of [STATED_MAX, STATED_RANGE]) {
    const stated = pattern.exec(message);
    if (stated?.[1]) {
      const blocks = blocksOf(stated[1], stated[2]);
      if (blocks >= 1n && blocks < refusedBlocks) return { kind: "cap", blocks };
    }
  }
  return { kind: "halve" };
}
