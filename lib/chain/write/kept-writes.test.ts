import { describe, expect, it } from "vitest";
import { keptProposal, keptWrite, proposalRecord, sentRecord } from "./kept-writes";

const ALICE = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8" as const;
const SAFE = "0x90F79bf6EB2c4f870365E785982E1f101E93b906" as const;
const POOL = "0x5FbDB2315678afecb367f032d93F642f64180aa3" as const;
const HASH = `0x${"aa".repeat(32)}` as const;
const NODE = `0x${"ab".repeat(32)}` as const;
const PROOF = { proof: [NODE], indexes: [1003, 1004], amount: 428_000_000_000_000_000n };
const FROM = { chainId: 31337, sentAt: 1_700_000_000_000 };
const CLAIM_CALL = { to: POOL, data: "0xf4261c6e" as const, value: 0n };
const BOND_CALL = { to: POOL, data: "0xbe8d9dbd" as const, value: 0n };

describe("what the in-flight memory keeps of a write", () => {
  it("a sent claim: its proof's validators and the proof, no nonce yet", () => {
    expect(sentRecord(ALICE, HASH, { action: "withdrawRewards", proof: PROOF }, CLAIM_CALL, FROM)).toEqual({
      hash: HASH,
      action: "withdrawRewards",
      indexes: [1003, 1004],
      proof: PROOF,
      account: ALICE,
      chainId: 31337,
      call: CLAIM_CALL,
      nonce: null,
      sentAt: 1_700_000_000_000,
    });
  });

  it("a Safe's batch: every write with its own call, the first one's on the record", () => {
    const proposal = { safeTxHash: HASH, safe: SAFE, calls: [CLAIM_CALL, BOND_CALL], nonce: 4, fromBlock: 120n };
    const ready = {
      action: "batch",
      writes: [
        { action: "withdrawRewards", proof: PROOF },
        { action: "withdrawStake", proof: { ...PROOF, indexes: [1010] } },
      ],
    } as const;
    const record = proposalRecord(proposal, ready, POOL, FROM);
    expect(record).toEqual({
      hash: HASH,
      action: "withdrawRewards",
      indexes: [1003, 1004],
      proof: PROOF,
      account: SAFE,
      chainId: 31337,
      call: CLAIM_CALL,
      nonce: null,
      sentAt: 1_700_000_000_000,
      safe: {
        nonce: 4,
        fromBlock: 120n,
        parts: [
          { action: "withdrawRewards", indexes: [1003, 1004], proof: PROOF, call: CLAIM_CALL },
          { action: "withdrawStake", indexes: [1010], proof: { ...PROOF, indexes: [1010] }, call: BOND_CALL },
        ],
        confirmations: null,
      },
    });
    if (!record?.safe) throw new Error("no Safe record");
    expect(keptProposal({ ...record, safe: record.safe })).toEqual(proposal);
    expect(keptWrite(record)).toEqual(ready);
  });

  it("a proposal with fewer calls than writes keeps an empty call for the missing one (it never runs as asked)", () => {
    const proposal = { safeTxHash: HASH, safe: SAFE, calls: [], nonce: null, fromBlock: 1n };
    const record = proposalRecord(proposal, { action: "requestExit", indexes: [1009] }, POOL, FROM);
    expect(record?.call).toEqual({ to: POOL, data: "0x", value: 0n });
    expect(proposalRecord(proposal, { action: "batch", writes: [] }, POOL, FROM)).toBeNull();
  });

  it("a single kept write comes back as itself, not as a batch", () => {
    const record = sentRecord(ALICE, HASH, { action: "addStake", index: 203, stake: 0n }, CLAIM_CALL, FROM);
    expect(keptWrite(record)).toEqual({ action: "addStake", index: 203, stake: 0n });
  });
});
