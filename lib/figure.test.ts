import { describe, expect, it } from "vitest";
import {
  API,
  CHAIN,
  chainUnusable,
  fromRoot,
  isKnownZero,
  known,
  knownValue,
  mapFigure,
  neitherSource,
  readingFigure,
  stale,
  sumFigures,
  unknown,
  type Figure,
} from "./figure";

const AT_0930 = Date.UTC(2026, 10, 24, 9, 30);
const EPOCH_3_OF_4 = { kind: "epoch", epoch: 3, current: 4 } as const;

describe("a figure's three states", () => {
  it("known: a value and where it comes from", () => {
    expect(known(428_475_000_000_000_000n, fromRoot(3))).toEqual({
      state: "known",
      value: 428_475_000_000_000_000n,
      source: { kind: "root", epoch: 3 },
    });
    expect(knownValue(known(7n, CHAIN))).toBe(7n);
  });

  it("stale: a value, its source, and as of when; nothing acts on it", () => {
    const figure = stale(5n, API, { kind: "time", at: AT_0930 });
    expect(figure).toEqual({ state: "stale", value: 5n, source: { kind: "api" }, asOf: { kind: "time", at: AT_0930 } });
    expect(knownValue(figure)).toBeUndefined();
  });

  it("unknown: only why", () => {
    expect(unknown("api-unreachable")).toEqual({ state: "unknown", why: "api-unreachable" });
    expect(knownValue(unknown("chain-unreachable"))).toBeUndefined();
  });
});

describe("isKnownZero", () => {
  it.each<[string, Figure<bigint>, boolean]>([
    ["a known zero", known(0n, CHAIN), true],
    ["a known amount", known(1n, CHAIN), false],
    ["a stale zero", stale(0n, API, EPOCH_3_OF_4), false],
    ["an unknown", unknown("api-unreachable"), false],
  ])("%s → %s", (_, figure, expected) => {
    expect(isKnownZero(figure)).toBe(expected);
  });
});

describe("mapFigure", () => {
  it("keeps the state, the source and the reason, and changes only the value", () => {
    const double = (v: bigint) => v * 2n;
    expect(mapFigure(known(21n, fromRoot(4)), double)).toEqual(known(42n, fromRoot(4)));
    expect(mapFigure(stale(21n, API, EPOCH_3_OF_4), double)).toEqual(stale(42n, API, EPOCH_3_OF_4));
    expect(mapFigure(unknown<bigint>("loading"), double)).toEqual(unknown("loading"));
  });
});

describe("sumFigures", () => {
  it("adds known parts, from the least trusted of their sources", () => {
    expect(sumFigures([known(1n, CHAIN), known(2n, fromRoot(3))])).toEqual(known(3n, fromRoot(3)));
    expect(sumFigures([known(1n, fromRoot(3)), known(2n, API), known(4n, CHAIN)])).toEqual(known(7n, API));
    expect(sumFigures([known(1n, CHAIN), known(2n, CHAIN)])).toEqual(known(3n, CHAIN));
  });

  it("is unknown, with the first unknown part's reason, when any part is", () => {
    expect(sumFigures([known(1n, CHAIN), unknown("api-unreachable"), unknown("chain-unreachable")])).toEqual(
      unknown("api-unreachable"),
    );
    expect(sumFigures([stale(1n, API, EPOCH_3_OF_4), unknown("loading")])).toEqual(unknown("loading"));
  });

  it("is stale as of the first stale part when any part is", () => {
    const first = { kind: "time", at: AT_0930 } as const;
    expect(sumFigures([known(1n, CHAIN), stale(2n, API, first), stale(4n, fromRoot(2), EPOCH_3_OF_4)])).toEqual(
      stale(7n, API, first),
    );
  });

  it("is a known zero of the given source when there is nothing to add", () => {
    expect(sumFigures([])).toEqual(known(0n, CHAIN));
    expect(sumFigures([], API)).toEqual(known(0n, API));
  });
});

describe("readingFigure", () => {
  it.each<[string, { value: number | undefined; failed: boolean }, Figure<number>]>([
    ["no answer yet, nothing failed: still being read", { value: undefined, failed: false }, unknown("loading")],
    [
      "no answer and a failed read: unknown, with why",
      { value: undefined, failed: true },
      unknown("chain-unreachable"),
    ],
    [
      "an answer, then a failed read: stale as of the answer",
      { value: 7, failed: true },
      stale(7, CHAIN, { kind: "time", at: AT_0930 }),
    ],
    ["an answer: known", { value: 7, failed: false }, known(7, CHAIN)],
  ])("%s", (_, reading, expected) => {
    expect(readingFigure({ ...reading, answeredAt: AT_0930 }, CHAIN, "chain-unreachable")).toEqual(expected);
  });
});

describe("neitherSource", () => {
  const unusable = chainUnusable("rpc.example");

  it("says neither can be reached only when neither answered", () => {
    expect(neitherSource("api-unreachable", "chain-unreachable")).toBe("nothing-reachable");
    expect(neitherSource("api-malformed", "chain-unreachable")).toBe("api-malformed-chain-unreachable");
  });

  it("names the RPC that answered unusably, with how the pool API failed", () => {
    expect(unusable).toEqual({ kind: "chain-unusable", rpc: "rpc.example", api: null });
    expect(neitherSource("api-unreachable", unusable)).toEqual({
      kind: "chain-unusable",
      rpc: "rpc.example",
      api: "api-unreachable",
    });
    expect(neitherSource("api-malformed", unusable)).toEqual({
      kind: "chain-unusable",
      rpc: "rpc.example",
      api: "api-malformed",
    });
  });
});
