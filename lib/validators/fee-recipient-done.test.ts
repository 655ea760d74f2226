import { describe, expect, it } from "vitest";
import { feeRecipientDoneKey, parseFeeRecipientDone, withFeeRecipientDone } from "./fee-recipient-done";

describe("fee recipient marked done", () => {
  it("is kept per network and address, the address lower-case", () => {
    expect(feeRecipientDoneKey("local", "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65")).toBe(
      "smoothly:fee-recipient-done:local:0x15d34aaf54267db7d7c367839aaf71a00a2c6a65",
    );
  });

  it("reads a list of validator indexes", () => {
    expect([...parseFeeRecipientDone("[105,201]")]).toEqual([105, 201]);
  });

  it.each<[string, string | null]>([
    ["nothing stored", null],
    ["not JSON", "{"],
    ["not a list", '{"105":true}'],
    ["a negative index", "[-1]"],
    ["a fraction", "[1.5]"],
    ["a string", '["105"]'],
  ])("reads %s as none done", (_, stored) => {
    expect(parseFeeRecipientDone(stored).size).toBe(0);
  });

  it("adds an index once, in order", () => {
    expect(withFeeRecipientDone(new Set([201]), 105)).toBe("[105,201]");
    expect(withFeeRecipientDone(new Set([105]), 105)).toBe("[105]");
  });
});
