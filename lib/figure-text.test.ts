import { describe, expect, it } from "vitest";
import { API, CHAIN, fromRoot, known, stale, unknown } from "./figure";
import { figureCaption, figureNote, figureText, reasonText, sourceText, staleText } from "./figure-text";
import { formatEth } from "./format";

const AT_0930 = Date.UTC(2026, 10, 24, 9, 30, 12);

describe("figureText", () => {
  it("writes a known or stale value as it is, and an unknown one as unknown, never 0", () => {
    expect(figureText(known(428_475_000_000_000_000n, fromRoot(3)), formatEth)).toBe("0.428");
    expect(figureText(stale(50_000_000_000_000_000n, API, { kind: "time", at: AT_0930 }), formatEth)).toBe("0.050");
    expect(figureText(unknown<bigint>("api-unreachable"), formatEth)).toBe("unknown");
  });
});

describe("sourceText and staleText", () => {
  it("name each source", () => {
    expect(sourceText(CHAIN)).toBe("from the chain");
    expect(sourceText(API)).toBe("from the pool API");
    expect(sourceText(fromRoot(12))).toBe("from the pool's root, epoch 12");
  });

  it("say since when, in UTC or in epochs", () => {
    expect(staleText({ kind: "time", at: AT_0930 })).toBe("as of 09:30 UTC");
    expect(staleText({ kind: "epoch", epoch: 3, current: 4 })).toBe("as of epoch 3; the pool is at epoch 4");
  });
});

describe("figureNote and figureCaption", () => {
  it.each([
    ["api-unreachable", "the pool API cannot be reached"],
    ["api-malformed", "the pool API answered badly"],
    ["chain-unreachable", "the chain cannot be reached"],
    ["no-source", "the pool API cannot give it, and no published tree matches the pool's root on chain"],
    ["nothing-reachable", "neither the pool API nor the chain can be reached"],
    ["api-malformed-chain-unreachable", "the pool API answered badly, and the chain cannot be reached"],
    ["api-root-mismatch", "the pool API's proof does not match the pool's root on chain, and no published tree does"],
    ["loading", "still being read"],
  ] as const)("an unknown figure (%s) says why: %s", (why, text) => {
    expect(figureNote(unknown(why))).toBe(text);
    expect(figureCaption(unknown(why))).toBe(text);
  });

  it.each([
    [null, "the RPC rpc.example answered, but the page could not use its answers"],
    [
      "api-unreachable",
      "the pool API cannot be reached, and the RPC rpc.example answered, but the page could not use its answers",
    ],
    [
      "api-malformed",
      "the pool API answered badly, and the RPC rpc.example answered, but the page could not use its answers",
    ],
  ] as const)("an RPC whose answers could not be used (API: %s) is named, never said unreachable", (api, text) => {
    const why = { kind: "chain-unusable", rpc: "rpc.example", api } as const;
    expect(reasonText(why)).toBe(text);
    expect(figureNote(unknown(why))).toBe(text);
    expect(figureCaption(unknown(why))).toBe(text);
    expect(text).not.toContain("chain cannot be reached");
  });

  it("a stale figure says since when; a known one needs no note, and its caption names its source", () => {
    const old = stale(1n, fromRoot(3), { kind: "epoch", epoch: 3, current: 4 });
    expect(figureNote(old)).toBe("as of epoch 3; the pool is at epoch 4");
    expect(figureCaption(old)).toBe("as of epoch 3; the pool is at epoch 4");
    expect(figureNote(known(1n, API))).toBeNull();
    expect(figureCaption(known(1n, API))).toBe("from the pool API");
  });
});
