import * as v from "valibot";
import { describe, expect, it, vi } from "vitest";

/**
 * wire-primitives.ts loaded inside the test: its patterns and schemas are built when the module loads, and Stryker
 * credits a change to them only to the tests during which that module loads (docs/mutation.md).
 */
async function load() {
  vi.resetModules();
  return import("./wire-primitives");
}

/** The first issue's message, or null when the input passes. */
function refusal(schema: v.GenericSchema, input: unknown): string | null {
  const result = v.safeParse(schema, input);
  return result.success ? null : (result.issues[0]?.message ?? "");
}

const HEX_64 = "0123456789abcdefABCDEF0123456789abcdefABCDEF0123456789abcdef0123";

describe("the wire's patterns", () => {
  it("HEX_QUANTITY: 0x and 1 to 64 hex digits, nothing before or after", async () => {
    const { HEX_QUANTITY } = await load();
    for (const quantity of ["0x0", "0x1a", "0xFF", `0x${HEX_64}`]) expect(HEX_QUANTITY.test(quantity)).toBe(true);
    for (const other of ["0x", "1a", `0x${HEX_64}0`, "x0x1a", "0x1a ", "0x1g", " 0x1a"])
      expect(HEX_QUANTITY.test(other)).toBe(false);
  });

  it("BYTES32: 0x and exactly 64 hex digits", async () => {
    const { BYTES32 } = await load();
    expect(BYTES32.test(`0x${HEX_64}`)).toBe(true);
    for (const other of [
      `0x${HEX_64.slice(1)}`,
      `0x${HEX_64}0`,
      `00x${HEX_64}`,
      `0x${"g".repeat(64)}`,
      "0x1",
      `0x${HEX_64} `,
    ])
      expect(BYTES32.test(other)).toBe(false);
  });

  it("ADDRESS: 0x and exactly 40 hex digits", async () => {
    const { ADDRESS } = await load();
    expect(ADDRESS.test("0x43670D6f39Bca19EE26462f62339e90A39B01e34")).toBe(true);
    for (const other of [
      "0x43670D6f39Bca19EE26462f62339e90A39B01e3",
      "0x43670D6f39Bca19EE26462f62339e90A39B01e345",
      "a0x43670D6f39Bca19EE26462f62339e90A39B01e34",
      `0x${"z".repeat(40)}`,
      "0x4",
    ])
      expect(ADDRESS.test(other)).toBe(false);
  });
});

describe("amountSchema", () => {
  it("reads ethers' BigNumber and the bare hex string as wei", async () => {
    const { amountSchema } = await load();
    expect(v.parse(amountSchema, { type: "BigNumber", hex: "0x0de0b6b3a7640000" })).toBe(1_000_000_000_000_000_000n);
    expect(v.parse(amountSchema, "0x1a")).toBe(26n);
    expect(v.parse(amountSchema, `0x${"f".repeat(64)}`)).toBe(2n ** 256n - 1n);
  });

  it("says what it expected of anything else", async () => {
    const { amountSchema } = await load();
    expect(refusal(amountSchema, 26)).toBe('expected an amount: { type: "BigNumber", hex } or a hex string');
    expect(refusal(amountSchema, null)).toBe('expected an amount: { type: "BigNumber", hex } or a hex string');
    expect(refusal(amountSchema, "26")).toBe("expected a hex amount like 0x1a (at most 256 bits)");
    expect(refusal(amountSchema, `0x1${"0".repeat(64)}`)).toBe("expected a hex amount like 0x1a (at most 256 bits)");
    expect(refusal(amountSchema, { type: "Number", hex: "0x1a" })).toBe('expected type "BigNumber"');
    expect(refusal(amountSchema, { type: "BigNumber", hex: 26 })).toBe("expected a hex amount");
  });
});

describe("countSchema", () => {
  it("takes a whole number of 0 or more", async () => {
    const { countSchema } = await load();
    expect(v.parse(countSchema, 0)).toBe(0);
    expect(v.parse(countSchema, 4)).toBe(4);
  });

  it("says what it expected of anything else", async () => {
    const { countSchema } = await load();
    expect(refusal(countSchema, "4")).toBe("expected a count (number)");
    expect(refusal(countSchema, 1.5)).toBe("expected a whole count");
    expect(refusal(countSchema, -1)).toBe("expected a count of 0 or more");
  });
});

describe("expected", () => {
  it("fails every input with its message", async () => {
    const { expected } = await load();
    const schema = expected("expected a validator");
    for (const input of [undefined, null, 0, "", {}, []]) expect(refusal(schema, input)).toBe("expected a validator");
  });
});

describe("isPlainObject", () => {
  it("is true of an object, not of null, an array or a primitive", async () => {
    const { isPlainObject } = await load();
    expect(isPlainObject({ index: 1 })).toBe(true);
    expect([null, [], "x", 1, undefined].map(isPlainObject)).toEqual([false, false, false, false, false]);
  });
});
