import { describe, expect, it } from "vitest";
import { historyCacheKey, parseHistoryCache, serializeHistoryCache, type HistoryCache } from "./cache";

const POOL = "0xdDdaBb545F2dc906259A9a26C33095a37f5AB1F9";
const ALICE = "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65";
const SCOPE = { chainId: 17000, pool: POOL, account: ALICE } as const;
const HASH = "0x3333333333333333333333333333333333333333333333333333333333333333";

const CACHE: HistoryCache = {
  ...SCOPE,
  fromBlock: 900_000n,
  scannedThrough: 1_400_123n,
  scannedHash: HASH,
  events: [
    {
      kind: "StakeWithdrawal",
      blockNumber: 1_300_000n,
      logIndex: 7,
      transactionHash: "0x4444444444444444444444444444444444444444444444444444444444444444",
      validators: [101, 105],
      value: 123_456_789_012_345_678_901n,
      time: 1_764_000_000,
    },
  ],
};

describe("the History's stored entry", () => {
  it("reads back what was written, bigints included", () => {
    expect(parseHistoryCache(serializeHistoryCache(CACHE), SCOPE)).toEqual(CACHE);
  });

  it("stores bigints as decimal strings", () => {
    const json = JSON.parse(serializeHistoryCache(CACHE)) as { scannedThrough: unknown; version: unknown };
    expect(json.scannedThrough).toBe("1400123");
    expect(json.version).toBe(1);
  });

  it("is keyed by chain, pool and address, in lower case", () => {
    expect(historyCacheKey(SCOPE)).toBe(
      "smoothly:history:v1:17000:0xdddabb545f2dc906259a9a26c33095a37f5ab1f9:0x15d34aaf54267db7d7c367839aaf71a00a2c6a65",
    );
  });

  it("discards nothing stored, text that is not JSON, and an entry of another form or version", () => {
    expect(parseHistoryCache(null, SCOPE)).toBeNull();
    expect(parseHistoryCache("{not json", SCOPE)).toBeNull();
    expect(parseHistoryCache("[]", SCOPE)).toBeNull();
    const stored = JSON.parse(serializeHistoryCache(CACHE)) as Record<string, unknown>;
    expect(parseHistoryCache(JSON.stringify({ ...stored, version: 0 }), SCOPE)).toBeNull();
    expect(parseHistoryCache(JSON.stringify({ ...stored, scannedThrough: 1_400_123 }), SCOPE)).toBeNull();
    expect(parseHistoryCache(JSON.stringify({ ...stored, events: [{ kind: "Epoch" }] }), SCOPE)).toBeNull();
    expect(parseHistoryCache(JSON.stringify({ ...stored, scannedHash: "0x12" }), SCOPE)).toBeNull();
  });

  it("discards an entry of another chain, pool or address", () => {
    const text = serializeHistoryCache(CACHE);
    expect(parseHistoryCache(text, { ...SCOPE, chainId: 1 })).toBeNull();
    expect(parseHistoryCache(text, { ...SCOPE, account: "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc" })).toBeNull();
    expect(parseHistoryCache(text, { ...SCOPE, pool: "0x43670D6f39Bca19EE26462f62339e90A39B01e34" })).toBeNull();
    expect(parseHistoryCache(text, { ...SCOPE, account: ALICE.toLowerCase() as `0x${string}` })).toEqual(CACHE);
  });

  it("discards an entry that claims to have read less than nothing", () => {
    const text = serializeHistoryCache({ ...CACHE, scannedThrough: 899_999n });
    expect(parseHistoryCache(text, SCOPE)).toBeNull();
  });
});
