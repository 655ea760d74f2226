import { describe, expect, it } from "vitest";
import { rangeAdvice } from "./log-range-limits";

describe("rangeAdvice (what a provider's refusal says about the range it takes)", () => {
  it.each([
    ["publicnode, Erigon", "exceed maximum block range: 50000", 5_300_001n, { kind: "cap", blocks: 50_000n }],
    ["QuickNode", "eth_getLogs is limited to a 10,000 range", 5_300_001n, { kind: "cap", blocks: 10_000n }],
    ["Chainstack", "Block range limit exceeded. Max range: 100", 20_000n, { kind: "cap", blocks: 100n }],
    ["1RPC", "eth_getLogs block range too large, range: 10000, max: 1000", 10_000n, { kind: "cap", blocks: 1_000n }],
    ["drpc", "ranges over 10000 blocks are not supported on freetier", 50_000n, { kind: "cap", blocks: 10_000n }],
    [
      "a thousands suffix",
      "You can make eth_getLogs requests with up to a 2K block range",
      5_000n,
      { kind: "cap", blocks: 2_000n },
    ],
    [
      "Infura, geth (a log cap, with the range that fits)",
      "query returned more than 10000 results. Try with this block range [0x11D5D60, 0x11D9BE0].",
      5_300_001n,
      { kind: "suggested", blocks: 16_001n },
    ],
    [
      "Alchemy",
      "Log response size exceeded. You can make eth_getLogs requests with up to a 2K block range and no limit on the response size, or you can request any block range with a cap of 10K logs in the response. Based on your parameters, this block range should work: [0x1, 0x3e8]",
      5_300_001n,
      { kind: "suggested", blocks: 1_000n },
    ],
    ["a log cap without a range", "query returned more than 10000 results", 5_300_001n, { kind: "halve" }],
    ["no reason at all", "internal error", 300n, { kind: "halve" }],
    ["a stated cap no smaller than what was refused", "exceed maximum block range: 50000", 20_000n, { kind: "halve" }],
    [
      "a suggestion no smaller than what was refused",
      "Try with this block range [0x1, 0x64].",
      100n,
      { kind: "halve" },
    ],
  ] as const)("%s", (_, message, refused, advice) => {
    expect(rangeAdvice(message, refused)).toEqual(advice);
  });
});

describe("rangeAdvice at its edges", () => {
  it("takes a stated cap or a suggested range of a single block", () => {
    expect(rangeAdvice("exceed maximum block range: 1", 10n)).toEqual({ kind: "cap", blocks: 1n });
    expect(rangeAdvice("Try with this block range [0x5, 0x5].", 10n)).toEqual({ kind: "suggested", blocks: 1n });
  });

  it("halves when the stated cap or the suggested range is no smaller than the range refused", () => {
    expect(rangeAdvice("exceed maximum block range: 10", 10n)).toEqual({ kind: "halve" });
    expect(rangeAdvice("Try with this block range [0x1, 0xa].", 10n)).toEqual({ kind: "halve" });
  });

  it("halves when a stated cap or a suggested range is of no block at all", () => {
    expect(rangeAdvice("exceed maximum block range: 0", 10n)).toEqual({ kind: "halve" });
    expect(rangeAdvice("Try with this block range [0x5, 0x4].", 10n)).toEqual({ kind: "halve" });
  });
});
