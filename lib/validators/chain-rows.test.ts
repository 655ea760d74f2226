import { describe, expect, it } from "vitest";
import { chainRows } from "./chain-rows";
import type { ChainValidator } from "./chain-validators";

const BOND = 50_000_000_000_000_000n;
const NODE = "0x1111111111111111111111111111111111111111111111111111111111111111";
const held = (index: number, over: Partial<ChainValidator> = {}): ChainValidator => ({
  index,
  exitRequested: false,
  bondWithdrawn: false,
  deposited: BOND,
  ...over,
});
const API_DOWN = "the pool API cannot be reached";

describe("chainRows", () => {
  it("Bob's validators with the API gone: 201's bond from the exits tree, the rest unknown with why", () => {
    const rows = chainRows(
      [held(201, { exitRequested: true }), held(202), held(203, { deposited: 65_000_000_000_000_000n }), held(204)],
      { proof: { proof: [NODE], indexes: [201], amount: BOND }, epoch: 3 },
      "api-unreachable",
    );
    expect(rows.map((r) => [r.index, r.status, r.bond, r.bondNote, r.bondAction, r.unclaimed])).toEqual([
      [201, "Exited", "0.050", null, "withdraw", "unknown"],
      [202, "Unknown", "unknown", API_DOWN, null, "unknown"],
      [203, "Unknown", "unknown", API_DOWN, null, "unknown"],
      [204, "Unknown", "unknown", API_DOWN, null, "unknown"],
    ]);
    expect(rows[0]?.tooltip).toBe(
      "Its bond is in the exits tree of the pool's current root: Withdraw bond pays it out.",
    );
    expect(rows[2]?.tooltip).toBe(
      "Registered in the pool by this address (read from the pool's events). Its status, health, bond and rewards are known only to the pool API. Paid in as bond: 0.065 ETH.",
    );
    for (const row of rows) {
      expect(row.health).toBeNull();
      expect(row.selectable).toBe(false);
      expect(row.selected).toBe(false);
      expect(row.unclaimedNote).toBe(API_DOWN);
      expect(row.stake).toBe(0n);
    }
  });

  it("a bond the oracle moved by itself (a voluntary exit, no ExitRequested event): Withdraw bond from the tree", () => {
    const rows = chainRows(
      [held(601)],
      { proof: { proof: [NODE], indexes: [601], amount: BOND }, epoch: 3 },
      "api-unreachable",
    );
    expect(rows.map((r) => [r.index, r.status, r.bond, r.bondAction])).toEqual([[601, "Exited", "0.050", "withdraw"]]);
  });

  it("a bond leaf of several validators: each one's share is the oracle's to know", () => {
    const rows = chainRows(
      [held(101, { exitRequested: true }), held(105, { exitRequested: true })],
      { proof: { proof: [NODE], indexes: [101, 105], amount: 2n * BOND }, epoch: 4 },
      "api-malformed",
    );
    expect(rows.map((r) => [r.status, r.bond, r.bondNote, r.bondAction])).toEqual([
      ["Exited", "unknown", "the pool API answered badly", "withdraw"],
      ["Exited", "unknown", "the pool API answered badly", "withdraw"],
    ]);
  });

  it("a leaf alone but the epoch of the roots not read yet: the amount waits for the root", () => {
    const [row] = chainRows(
      [held(201, { exitRequested: true })],
      { proof: { proof: [NODE], indexes: [201], amount: BOND }, epoch: undefined },
      "api-unreachable",
    );
    expect([row?.bond, row?.bondAction]).toEqual(["unknown", "withdraw"]);
  });

  it("a withdrawn bond is a known 0 from the chain; an exit request not yet in a tree is Exit Requested", () => {
    const rows = chainRows(
      [held(1, { bondWithdrawn: true }), held(2, { exitRequested: true, deposited: 35_000_000_000_000_000n })],
      null,
      "api-unreachable",
    );
    expect(rows.map((r) => [r.status, r.bond, r.bondNote, r.bondAction])).toEqual([
      ["Exited", "0.000", null, null],
      ["Exit Requested", "unknown", API_DOWN, null],
    ]);
    expect(rows[0]?.tooltip).toBe(
      "Its bond was withdrawn (read from the pool's events). Rewards it earned before leaving are paid through the withdrawals tree.",
    );
    expect(rows[1]?.tooltip).toBe(
      "Its exit was requested (read from the pool's events). Its bond, less any penalty, becomes withdrawable once a reward cycle closes; only the pool API knows the amount. Paid in as bond: 0.035 ETH.",
    );
  });
});
