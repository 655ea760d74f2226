import * as v from "valibot";

// The building blocks every wire schema shares, in a module of their own so that the footer's pool stats (loaded
// before anyone connects) do not pull in the validator and proof schemas.

export const HEX_QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;

export function isPlainObject(input: unknown): input is Record<string, unknown> {
  return typeof input === "object" && input !== null && !Array.isArray(input);
}

export const BYTES32 = /^0x[0-9a-fA-F]{64}$/;
export const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

const hexQuantity = v.pipe(
  v.string("expected a hex amount"),
  v.regex(HEX_QUANTITY, "expected a hex amount like 0x1a (at most 256 bits)"),
);

const bareHexAmount = v.pipe(
  hexQuantity,
  v.transform((hex) => BigInt(hex)),
);

const bigNumberAmount = v.pipe(
  v.object({ type: v.literal("BigNumber", 'expected type "BigNumber"'), hex: hexQuantity }),
  v.transform((amount) => BigInt(amount.hex)),
);

/** Fails every input with `message`; the last branch of a dispatch, so the reason says what was expected. */
export const expected = (message: string) =>
  // Stryker disable next-line ArrowFunction: custom() fails an input whose check returns anything falsy, undefined too
  v.custom<never>(() => false, message);

const notAnAmount = expected('expected an amount: { type: "BigNumber", hex } or a hex string');

/** An amount in wei: `{ type: "BigNumber", hex: "0x…" }` as ethers serialises it, or the bare hex string. */
export const amountSchema = v.lazy((input) =>
  typeof input === "string" ? bareHexAmount : isPlainObject(input) ? bigNumberAmount : notAnAmount,
);

export const countSchema = v.pipe(
  v.number("expected a count (number)"),
  v.safeInteger("expected a whole count"),
  v.minValue(0, "expected a count of 0 or more"),
);
