import { describe, expect, it } from "vitest";
import {
  conflictMessage,
  findConflict,
  parseInflight,
  pendingText,
  recordsOf,
  serializeInflight,
  type InflightRecord,
} from "./inflight";

const ALICE = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const BOB = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";
const POOL = "0x5FbDB2315678afecb367f032d93F642f64180aa3";

const record = (overrides: Partial<InflightRecord> = {}): InflightRecord => ({
  hash: `0x${"aa".repeat(32)}`,
  action: "addStake",
  indexes: [203],
  proof: null,
  account: ALICE,
  chainId: 31337,
  call: { to: POOL, data: "0x2d1e0c0200cb", value: 15000000000000000n },
  nonce: 7,
  sentAt: 1_700_000_000_000,
  ...overrides,
});

const sender = { account: ALICE, chainId: 31337 } as const;

describe("the stored list of transactions in flight", () => {
  it("round-trips a claim with its proof, amounts as exact wei", () => {
    const claim = record({
      hash: `0x${"bb".repeat(32)}`,
      action: "withdrawRewards",
      indexes: [101, 102],
      proof: { proof: [`0x${"cc".repeat(32)}`], indexes: [101, 102], amount: 428000000000000000n },
      call: { to: POOL, data: "0xabcdef", value: 0n },
      nonce: null,
    });
    const text = serializeInflight([record(), claim]);
    expect(text).toContain('"amount":"428000000000000000"');
    expect(text).toContain('"value":"15000000000000000"');
    expect(parseInflight(text)).toEqual([record(), claim]);
  });

  it.each([
    ["nothing stored", null],
    ["not JSON", "{not json"],
    ["not a list", '{"hash":"0x"}'],
    ["an empty list", "[]"],
  ])("reads %s as no records", (_what, text) => {
    expect(parseInflight(text)).toEqual([]);
  });

  it("drops broken entries and keeps the valid ones", () => {
    const good = JSON.parse(serializeInflight([record()])) as Record<string, unknown>[];
    const valid = good[0]!;
    const broken = [
      { ...valid, hash: "0x1234" },
      { ...valid, action: "transferOwnership" },
      { ...valid, indexes: [-1] },
      { ...valid, indexes: [1.5] },
      { ...valid, account: "alice" },
      { ...valid, chainId: "31337" },
      { ...valid, call: { to: POOL, data: "0xabc", value: "0" } },
      { ...valid, call: { to: POOL, data: "0x", value: "-1" } },
      { ...valid, proof: { proof: [], indexes: [1], amount: 5 } },
      "0xaa",
      null,
    ];
    expect(parseInflight(JSON.stringify([...broken, valid]))).toEqual([record()]);
  });

  it("keeps one entry per hash", () => {
    expect(parseInflight(serializeInflight([record(), record({ nonce: 8 })]))).toEqual([record()]);
  });
});

describe("a new write that repeats one in flight", () => {
  const add203 = { action: "addStake", index: 203, stake: 0n } as const;

  it("conflicts for the same account (any letter case), chain, action and validator", () => {
    expect(findConflict([record()], sender, add203)).toEqual(record());
    expect(findConflict([record()], { account: ALICE.toLowerCase() as `0x${string}`, chainId: 31337 }, add203)).toEqual(
      record(),
    );
  });

  it.each([
    ["another validator", [record()], sender, { action: "addStake", index: 204, stake: 0n }],
    ["another account", [record()], { account: BOB, chainId: 31337 }, add203],
    ["another chain", [record()], { account: ALICE, chainId: 17000 }, add203],
    ["another action", [record()], sender, { action: "requestExit", indexes: [203] }],
  ] as const)("does not conflict with %s", (_what, records, who, write) => {
    expect(findConflict(records, who, write)).toBeUndefined();
  });

  it("conflicts when the validator lists overlap, not when they are disjoint", () => {
    const exit = record({ action: "requestExit", indexes: [101, 103] });
    expect(findConflict([exit], sender, { action: "requestExit", indexes: [102, 103] })).toEqual(exit);
    expect(findConflict([exit], sender, { action: "requestExit", indexes: [102, 104] })).toBeUndefined();
  });

  it("a claim conflicts with any claim of the same kind, whatever its validators", () => {
    const rewards = record({ action: "withdrawRewards", indexes: [101] });
    const proof = { proof: [], indexes: [102], amount: 1n };
    expect(findConflict([rewards], sender, { action: "withdrawRewards", proof })).toEqual(rewards);
    expect(findConflict([rewards], sender, { action: "withdrawStake", proof })).toBeUndefined();
  });

  it("says why it is refused, and what is pending", () => {
    expect(conflictMessage(record({ action: "requestExit", indexes: [101, 103] }))).toBe(
      "Your Request exit for 101, 103 is still pending: wait for it to confirm",
    );
    expect(conflictMessage(record())).toBe("Your Add bond for 203 is still pending: wait for it to confirm");
    expect(pendingText(record({ action: "withdrawRewards", indexes: [101, 102] }))).toBe(
      "Transaction pending: Claim rewards for 101, 102",
    );
    expect(pendingText(record({ action: "withdrawStake", indexes: [201] }))).toBe(
      "Transaction pending: Withdraw bond for 201",
    );
    expect(pendingText(record({ action: "registerBulk", indexes: [7] }))).toBe("Transaction pending: Subscribe for 7");
  });

  it("shows only the connected account's records on this chain", () => {
    const mine = record();
    const bobs = record({ hash: `0x${"bb".repeat(32)}`, account: BOB });
    const otherChain = record({ hash: `0x${"cc".repeat(32)}`, chainId: 17000 });
    expect(recordsOf([mine, bobs, otherChain], sender)).toEqual([mine]);
  });
});

describe("a Safe proposal in flight", () => {
  const SAFE = "0x33527590A0a1980Fbca1f9b9906d1cA811348E83";
  const claimProof = {
    proof: [`0x${"cc".repeat(32)}` as const],
    indexes: [501, 502],
    amount: 142_825_000_000_000_000n,
  };
  const bondProof = { proof: [], indexes: [501], amount: 50_000_000_000_000_000n };
  const parts = [
    { action: "withdrawRewards", indexes: [501, 502], proof: claimProof, call: { to: POOL, data: "0xaa", value: 0n } },
    { action: "withdrawStake", indexes: [501], proof: bondProof, call: { to: POOL, data: "0xbb", value: 0n } },
  ] as const;
  const proposed = record({
    hash: `0x${"5a".repeat(32)}`,
    action: "withdrawRewards",
    indexes: [501, 502],
    proof: claimProof,
    account: SAFE,
    call: parts[0].call,
    nonce: null,
    safe: { nonce: 4, fromBlock: 120n, parts, confirmations: { given: 1, needed: 2 } },
  });

  it("round-trips under its safeTxHash with every write of its batch, its nonce, block and count", () => {
    const text = serializeInflight([proposed]);
    expect(text).toContain('"fromBlock":"120"');
    expect(parseInflight(text)).toEqual([proposed]);
    // A batch with no write, or a count that is not one, is dropped like any broken entry.
    const [stored] = JSON.parse(text) as { safe: Record<string, unknown> }[];
    expect(parseInflight(JSON.stringify([{ ...stored, safe: { ...stored?.safe, parts: [] } }]))).toEqual([]);
    expect(
      parseInflight(
        JSON.stringify([{ ...stored, safe: { ...stored?.safe, confirmations: { given: -1, needed: 2 } } }]),
      ),
    ).toEqual([]);
  });

  it("blocks each write of its batch, not only the first", () => {
    const safeSender = { account: SAFE, chainId: 31337 } as const;
    expect(findConflict([proposed], safeSender, { action: "withdrawStake", proof: bondProof })).toBe(proposed);
    expect(findConflict([proposed], safeSender, { action: "withdrawRewards", proof: claimProof })).toBe(proposed);
    expect(findConflict([proposed], safeSender, { action: "addStake", index: 502, stake: 0n })).toBeUndefined();
    expect(conflictMessage(proposed)).toBe(
      "Your Claim rewards for 501, 502 and Withdraw bond for 501 is still pending: wait for it to confirm",
    );
  });

  it("says it waits for the Safe's owners, with their count", () => {
    expect(pendingText(proposed)).toBe(
      "Waiting for the Safe's owners: Claim rewards for 501, 502 and Withdraw bond for 501 (1 of 2 confirmations)",
    );
    expect(pendingText({ ...proposed, safe: { ...proposed.safe!, confirmations: null, parts: [parts[1]] } })).toBe(
      "Waiting for the Safe's owners: Withdraw bond for 501",
    );
  });
});
