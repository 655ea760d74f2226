import { describe, expect, it } from "vitest";
import { proofKey, withoutSpent } from "./proofs";
import type { PoolProofs, Proof } from "./types";

const rewards: Proof = { proof: [`0x${"11".repeat(32)}`], indexes: [1, 2], amount: 5n };
const exits: Proof = { proof: [], indexes: [2], amount: 7n };
const proofs: PoolProofs = Object.freeze({ withdrawals: rewards, exits });

describe("withoutSpent (the local proof is cleared after a claim or bond withdrawal)", () => {
  it("clears a spent rewards proof and keeps the bond proof", () => {
    expect(withoutSpent(proofs, new Set([proofKey(rewards)]))).toEqual({ withdrawals: null, exits });
  });

  it("clears a spent bond proof and keeps the rewards proof", () => {
    expect(withoutSpent(proofs, new Set([proofKey(exits)]))).toEqual({ withdrawals: rewards, exits: null });
  });

  it("keeps a new proof for the same validators: a later cycle's cumulative leaf is another claim", () => {
    const nextCycle: Proof = { ...rewards, amount: 9n, proof: [`0x${"22".repeat(32)}`] };
    expect(withoutSpent({ withdrawals: nextCycle, exits: null }, new Set([proofKey(rewards)])).withdrawals).toBe(
      nextCycle,
    );
  });

  it("returns the same object when nothing was spent", () => {
    expect(withoutSpent(proofs, new Set())).toBe(proofs);
  });
});

describe("proofKey (a proof's identity)", () => {
  it("writes the amount, the indexes and the path, and names no proof none", () => {
    expect(proofKey(rewards)).toBe("5:1,2:0x1111111111111111111111111111111111111111111111111111111111111111");
    expect(proofKey(exits)).toBe("7:2:");
    expect(proofKey(null)).toBe("none");
  });

  it("tells indexes 1 and 2 from index 12", () => {
    const twelve: Proof = { ...rewards, indexes: [12] };
    expect(proofKey(twelve)).not.toBe(proofKey(rewards));
    expect(withoutSpent({ withdrawals: twelve, exits: null }, new Set([proofKey(rewards)])).withdrawals).toBe(twelve);
  });

  it("builds each proof object's key once", () => {
    let reads = 0;
    const counted: Proof = {
      proof: [],
      amount: 3n,
      get indexes() {
        reads += 1;
        return [4];
      },
    };
    expect([proofKey(counted), proofKey(counted), proofKey(counted)]).toEqual(["3:4:", "3:4:", "3:4:"]);
    expect(reads).toBe(1);
  });
});
