import { describe, expect, it } from "vitest";
import { shapeMismatch } from "./wire-examples";

const EXAMPLE = {
  validators: [{ index: 1, active: true }, { index: 2 }],
  proof: [],
  amount: { type: "BigNumber", hex: "0x01" },
};

describe("shapeMismatch", () => {
  it("accepts the same shape with other values", () => {
    expect(
      shapeMismatch(
        { validators: [{ index: 9 }, { index: 8, active: false }], proof: [], amount: { type: "x", hex: "0x2" } },
        EXAMPLE,
      ),
    ).toBeNull();
  });

  it("names the first place the shape differs", () => {
    expect(shapeMismatch({ ...EXAMPLE, amount: "0x01" }, EXAMPLE)).toBe(
      '(root).amount: expected an object, got "0x01"',
    );
    expect(shapeMismatch({ ...EXAMPLE, amount: null }, EXAMPLE)).toBe("(root).amount: expected an object, got null");
    expect(shapeMismatch({ ...EXAMPLE, amount: [] }, EXAMPLE)).toBe("(root).amount: expected an object, got []");
    expect(shapeMismatch({ ...EXAMPLE, validators: {} }, EXAMPLE)).toBe("(root).validators: expected a list, got {}");
    expect(shapeMismatch({ ...EXAMPLE, proof: [1] }, EXAMPLE)).toBe("(root).proof: expected an empty list");
    expect(shapeMismatch({ validators: [], proof: [] }, EXAMPLE)).toBe(
      "(root): expected keys amount,proof,validators, got proof,validators",
    );
    expect(shapeMismatch({ ...EXAMPLE, validators: [{ index: "1" }] }, EXAMPLE)).toBe(
      "(root).validators.0: expected keys active,index, got index",
    );
    expect(shapeMismatch({ ...EXAMPLE, validators: [{ index: 1 }, { index: "2" }] }, EXAMPLE)).toBe(
      "(root).validators.1: expected keys active,index, got index",
    );
    expect(shapeMismatch(1, "a")).toBe("(root): expected a string, got number");
  });

  it("lets each list item match any of the example's items", () => {
    expect(shapeMismatch([{ a: 1 }, { b: "x" }, { a: 2 }], [{ a: 0 }, { b: "" }])).toBeNull();
    expect(shapeMismatch([{ a: 1 }, { c: 1 }], [{ a: 0 }, { b: "" }], "list")).toBe("list.1: expected keys a, got c");
  });
});
