import { describe, expect, it } from "vitest";
import { clearSpentProof } from "./proofs";
import type { PoolProofs, Proof } from "./types";

const rewards: Proof = { proof: [`0x${"11".repeat(32)}`], indexes: [1, 2], amount: 5n };
const exits: Proof = { proof: [], indexes: [2], amount: 7n };

describe("clearSpentProof (spec §4)", () => {
  it("a claim clears the withdrawals proof only", () => {
    const before: PoolProofs = Object.freeze({ withdrawals: rewards, exits });
    expect(clearSpentProof(before, "withdrawRewards")).toEqual({ withdrawals: null, exits });
    expect(before.withdrawals).toBe(rewards);
  });

  it("a bond withdrawal clears the exits proof only", () => {
    const before: PoolProofs = Object.freeze({ withdrawals: rewards, exits });
    expect(clearSpentProof(before, "withdrawStake")).toEqual({ withdrawals: rewards, exits: null });
    expect(before.exits).toBe(exits);
  });
});
