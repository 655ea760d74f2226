import * as v from "valibot";
import { maxUint256 } from "viem";

/** Bigger than any tree the pool published; a larger file is a mistake or an attack on the tab's memory. */
export const MAX_DUMP_BYTES = 5 * 1024 * 1024;
/** Leaves in one tree: far more addresses than ever subscribed. */
export const MAX_DUMP_VALUES = 100_000;

const bytes32 = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{64}$/, "expected a 32-byte hex hash"));
const address = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/, "expected a 20-byte hex address"));
const wholeNumber = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const decimal = v.pipe(v.string(), v.regex(/^[0-9]{1,78}$/, "expected a decimal number"));
const hexNumber = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{1,64}$/, "expected a hex number"));

/** A validator index: a JSON number, or a decimal string (a tree built from bigints dumps them so). */
const indexSchema = v.pipe(
  v.union([wholeNumber, decimal]),
  v.transform((value) => Number(value)),
  v.safeInteger("expected a validator index"),
);

/**
 * An amount in any form a published tree writes it: ethers' `{ type: "BigNumber", hex }` (the deployed
 * oracle), a bare hex string, a decimal string (a tree built from bigints), or a small JSON number (the
 * empty cycle's `0`). A uint256: a larger decimal has no leaf encoding.
 */
const amountSchema = v.pipe(
  v.union(
    [v.object({ type: v.literal("BigNumber"), hex: hexNumber }), hexNumber, decimal, wholeNumber],
    "expected an amount (a BigNumber, a hex or decimal string, or a whole number)",
  ),
  v.transform((amount) => BigInt(typeof amount === "object" ? amount.hex : amount)),
  v.maxValue(maxUint256, "expected an amount below 2^256"),
);

/**
 * `uint[]`/`uint` (the deployed oracle), `uint256[]`/`uint256` and the pool's own `uint64[]` have the same ABI
 * encoding for these values, so the same hashes. Exactly three types, as each value has exactly three fields.
 */
const leafEncodingSchema = v.strictTuple(
  [v.literal("address"), v.picklist(["uint[]", "uint256[]", "uint64[]"]), v.picklist(["uint", "uint256"])],
  "expected three types: address, uint[], uint",
);

/** `@openzeppelin/merkle-tree`'s `StandardMerkleTree.dump()` with the pool's leaf. */
export const treeDumpSchema = v.object({
  format: v.literal("standard-v1", 'expected format "standard-v1"'),
  leafEncoding: leafEncodingSchema,
  tree: v.pipe(v.array(bytes32), v.minLength(1, "expected a non-empty tree"), v.maxLength(2 * MAX_DUMP_VALUES)),
  values: v.pipe(
    v.array(
      v.object({
        value: v.strictTuple(
          [address, v.pipe(v.array(indexSchema), v.maxLength(MAX_DUMP_VALUES)), amountSchema],
          "expected three fields: account, indexes, amount",
        ),
        treeIndex: wholeNumber,
      }),
    ),
    v.minLength(1, "expected at least one value"),
    v.maxLength(MAX_DUMP_VALUES, `expected at most ${MAX_DUMP_VALUES} values`),
  ),
});

export type TreeDump = v.InferOutput<typeof treeDumpSchema>;
