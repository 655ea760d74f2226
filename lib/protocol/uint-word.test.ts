import { describe, expect, it } from "vitest";
import { decodeUintWord } from "./uint-word";

const word = (hex: string) => `0x${hex.padStart(64, "0")}`;

describe("decodeUintWord", () => {
  it("reads one 32-byte word as an unsigned integer", () => {
    expect(decodeUintWord(word("6553f100"), 64)).toBe(1_700_000_000n);
    expect(decodeUintWord(word("93a80"), 32)).toBe(604_800n);
    expect(decodeUintWord(word("0"), 32)).toBe(0n);
    expect(decodeUintWord(word("FFFFFFFF"), 32)).toBe(4_294_967_295n);
  });

  it("refuses a value wider than the getter's type", () => {
    expect(() => decodeUintWord(word("100000000"), 32)).toThrow(
      "0x0000000000000000000000000000000000000000000000000000000100000000 does not fit in uint32",
    );
  });

  it("refuses anything that is not exactly one word", () => {
    expect(() => decodeUintWord("0x", 64)).toThrow("expected one 32-byte word, got 0x");
    expect(() => decodeUintWord(`${word("1")}00`, 64)).toThrow("expected one 32-byte word");
    expect(() => decodeUintWord(word("1").slice(0, 65), 64)).toThrow("expected one 32-byte word");
    expect(() => decodeUintWord(`0x${"g".repeat(64)}`, 64)).toThrow("expected one 32-byte word");
    expect(() => decodeUintWord(null, 64)).toThrow("expected one 32-byte word, got object");
    expect(() => decodeUintWord(` ${word("1")}`, 64)).toThrow("expected one 32-byte word");
  });
});
