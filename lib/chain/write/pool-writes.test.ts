import { describe, expect, it } from "vitest";
import { checkWrite, coveredIndexes, poolCall, poolWrite, POOL_WRITES, spentProof } from "./pool-writes";

// Holesky's amounts: a 0.05 ETH bond, a 0.015 ETH top-up.
const TERMS = { bond: 50_000_000_000_000_000n, topUp: 15_000_000_000_000_000n, subscriptionsOpen: true };
const NODE = "0x1111111111111111111111111111111111111111111111111111111111111111";
const PROOF = { proof: [NODE], indexes: [1003, 1004], amount: 428_000_000_000_000_000n } as const;

/** A uint64 argument as the ABI packs it: 32 bytes. */
const word = (n: number | bigint) => BigInt(n).toString(16).padStart(64, "0");

describe("each pool write's checks before any prompt", () => {
  it("subscribe: the deprecation text while subscriptions are closed, silent with nothing ticked", () => {
    expect(checkWrite({ action: "registerBulk", indexes: [401] }, { ...TERMS, subscriptionsOpen: false })).toEqual({
      refusal: "We are sorry the Protocol is being Depracated, Subscriptions are not available",
    });
    expect(checkWrite({ action: "registerBulk", indexes: [] }, TERMS)).toEqual({ refusal: null });
    expect(checkWrite({ action: "registerBulk", indexes: [401, 402] }, TERMS)).toEqual({
      ready: { action: "registerBulk", indexes: [401, 402] },
    });
  });

  it("request exit: silent with nothing ticked", () => {
    expect(checkWrite({ action: "requestExit", indexes: [] }, TERMS)).toEqual({ refusal: null });
    expect(checkWrite({ action: "requestExit", indexes: [1009] }, TERMS)).toEqual({
      ready: { action: "requestExit", indexes: [1009] },
    });
  });

  it.each(["withdrawRewards", "withdrawStake"] as const)("%s: silent without a proof", (action) => {
    expect(checkWrite({ action, proof: null }, TERMS)).toEqual({ refusal: null });
    expect(checkWrite({ action, proof: PROOF }, TERMS)).toEqual({ ready: { action, proof: PROOF } });
  });

  it("add bond: refused once the stake has reached the bond, to the wei", () => {
    expect(checkWrite({ action: "addStake", index: 203, stake: 50_000_000_000_000_000n }, TERMS)).toEqual({
      refusal: "Bond is already reached",
    });
    expect(checkWrite({ action: "addStake", index: 203, stake: 49_999_999_999_999_999n }, TERMS)).toEqual({
      ready: { action: "addStake", index: 203, stake: 49_999_999_999_999_999n },
    });
  });

  it("only subscribing asks the API first", () => {
    expect(Object.entries(POOL_WRITES).map(([action, entry]) => [action, entry.askApiFirst])).toEqual([
      ["registerBulk", true],
      ["requestExit", false],
      ["withdrawRewards", false],
      ["withdrawStake", false],
      ["addStake", false],
    ]);
  });
});

describe("each pool write's call", () => {
  it("subscribe sends exactly bond × count with registerBulk(uint64[])", () => {
    const { data, value } = poolCall({ action: "registerBulk", indexes: [401, 402] }, TERMS);
    expect(value).toBe(100_000_000_000_000_000n);
    // registerBulk(uint64[]): selector, the array's offset, its length, its items.
    expect(data.slice(0, 10)).toBe("0x0563a760");
    expect(data.slice(10)).toBe(word(32) + word(2) + word(401) + word(402));
  });

  it("request exit sends no ETH", () => {
    const { data, value } = poolCall({ action: "requestExit", indexes: [1009] }, TERMS);
    expect(value).toBe(0n);
    expect(data.slice(0, 10)).toBe("0x8a45ca98");
    expect(data.slice(10)).toBe(word(32) + word(1) + word(1009));
  });

  it.each([
    ["withdrawRewards", "0xf4261c6e"],
    ["withdrawStake", "0xbe8d9dbd"],
  ] as const)("%s sends the proof, its indexes and its amount, no ETH", (action, selector) => {
    const { data, value } = poolCall({ action, proof: PROOF }, TERMS);
    expect(value).toBe(0n);
    expect(data.slice(0, 10)).toBe(selector);
    // Two offsets and the amount, then the proof (1 node) and the indexes (2).
    expect(data.slice(10)).toBe(
      word(96) +
        word(160) +
        word(428_000_000_000_000_000n) +
        word(1) +
        NODE.slice(2) +
        word(2) +
        word(1003) +
        word(1004),
    );
  });

  it("add bond sends the network's top-up for the one validator", () => {
    const { data, value } = poolCall({ action: "addStake", index: 203, stake: 0n }, TERMS);
    expect(value).toBe(15_000_000_000_000_000n);
    expect(data).toBe(`0x224de6d5${word(203)}`);
  });
});

describe("what each write covers, spends and changes", () => {
  it("covers: the ticked validators, a claim's proof's, the one topped up", () => {
    expect(coveredIndexes({ action: "registerBulk", indexes: [401, 402] })).toEqual([401, 402]);
    expect(coveredIndexes({ action: "requestExit", indexes: [1009] })).toEqual([1009]);
    expect(coveredIndexes({ action: "withdrawRewards", proof: PROOF })).toEqual([1003, 1004]);
    expect(coveredIndexes({ action: "withdrawStake", proof: { ...PROOF, indexes: [1010] } })).toEqual([1010]);
    expect(coveredIndexes({ action: "addStake", index: 203, stake: 0n })).toEqual([203]);
  });

  it("a claim spends its proof and repeats whole; the others spend none", () => {
    expect(spentProof({ action: "withdrawRewards", proof: PROOF })).toBe(PROOF);
    expect(spentProof({ action: "withdrawStake", proof: PROOF })).toBe(PROOF);
    expect(spentProof({ action: "withdrawStake", proof: null })).toBeNull();
    expect(spentProof({ action: "requestExit", indexes: [1009] })).toBeNull();
    expect(spentProof({ action: "registerBulk", indexes: [401] })).toBeNull();
    expect(spentProof({ action: "addStake", index: 203, stake: 0n })).toBeNull();
    expect(Object.values(POOL_WRITES).map((entry) => entry.repeatsWhole)).toEqual([false, false, true, true, false]);
  });

  it("a success ends the selection only for subscribe and request exit", () => {
    expect(Object.values(POOL_WRITES).map((entry) => entry.clearsSelection)).toEqual([true, true, false, false, false]);
  });

  it("a kept write comes back as the write it was", () => {
    expect(poolWrite("registerBulk").fromKept({ indexes: [401, 402], proof: null })).toEqual({
      action: "registerBulk",
      indexes: [401, 402],
    });
    expect(poolWrite("requestExit").fromKept({ indexes: [1009], proof: null })).toEqual({
      action: "requestExit",
      indexes: [1009],
    });
    expect(poolWrite("withdrawRewards").fromKept({ indexes: [1003, 1004], proof: PROOF })).toEqual({
      action: "withdrawRewards",
      proof: PROOF,
    });
    expect(poolWrite("withdrawStake").fromKept({ indexes: [1003, 1004], proof: PROOF })).toEqual({
      action: "withdrawStake",
      proof: PROOF,
    });
    expect(poolWrite("addStake").fromKept({ indexes: [203], proof: null })).toEqual({
      action: "addStake",
      index: 203,
      stake: 0n,
    });
  });

  it("names and success texts, as the catalogue words them", () => {
    expect(Object.values(POOL_WRITES).map((entry) => entry.texts)).toEqual([
      { name: "Subscribe", success: "Successfully Subscribed Validators" },
      { name: "Request exit", success: "Successfully Requested Exit" },
      { name: "Claim rewards", success: "Successfully Claimed Rewards" },
      { name: "Withdraw bond", success: "Successfully Withdrawn Bond" },
      { name: "Add bond", success: "Successfully Added Bond" },
    ]);
  });
});
