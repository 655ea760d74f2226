import type { AmountInput } from "../../lib/protocol/api-schemas";
import type { ClaimTree } from "./trees";
import { amountInput } from "./views";

/**
 * A published tree as the deployed oracle pins it: `tree.dump()` of `@openzeppelin/merkle-tree` with the types
 * spelled `uint[]`/`uint` (the same ABI encoding, so the same hashes, as `uint256[]`/`uint256`), the address
 * lower-cased, the indexes as numbers and the amount in ethers' BigNumber JSON.
 */
export interface TreeDumpJson {
  format: "standard-v1";
  tree: string[];
  values: { value: [string, number[], AmountInput]; treeIndex: number }[];
  leafEncoding: string[];
}

const DEPLOYED_SPELLING: Readonly<Record<string, string>> = { "uint256[]": "uint[]", uint256: "uint" };

export function treeDumpJson(tree: ClaimTree): TreeDumpJson | null {
  const dump = tree.dump();
  if (!dump) return null;
  return {
    format: "standard-v1",
    tree: [...dump.tree],
    values: dump.values.map(({ value: [address, indexes, amount], treeIndex }) => ({
      value: [address.toLowerCase(), indexes.map(Number), amountInput(amount)],
      treeIndex,
    })),
    leafEncoding: dump.leafEncoding.map((type) => DEPLOYED_SPELLING[type] ?? type),
  };
}
