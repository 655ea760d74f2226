import { describe, expect, it } from "vitest";
import type { HistoryEvent } from "./events";
import { historyRows } from "./rows";

const base = {
  logIndex: 0,
  validators: [101, 102],
  time: 1_764_000_000,
} as const;
const EXIT: HistoryEvent = {
  ...base,
  kind: "ExitRequested",
  blockNumber: 5n,
  transactionHash: "0x1111111111111111111111111111111111111111111111111111111111111111",
  value: null,
};
const BOND: HistoryEvent = {
  ...base,
  kind: "StakeWithdrawal",
  blockNumber: 8n,
  transactionHash: "0x2222222222222222222222222222222222222222222222222222222222222222",
  value: 199_999_000_000_000_000n,
};

describe("historyRows", () => {
  it("shows the newest first, with the spec's labels and amounts cut to 3 decimals", () => {
    const rows = historyRows([EXIT, BOND], "https://holesky.etherscan.io");
    expect(rows.map((r) => [r.event, r.validators, r.amount])).toEqual([
      ["Bond withdrawn", "101, 102", "0.199 ETH"],
      ["Exit requested", "101, 102", "—"],
    ]);
    expect([rows[0]?.day, rows[0]?.time]).toEqual(["2025-11-24", "16:00 UTC"]);
    expect(rows[0]?.transactionUrl).toBe(
      "https://holesky.etherscan.io/tx/0x2222222222222222222222222222222222222222222222222222222222222222",
    );
  });

  it("has no link on the local chain", () => {
    expect(historyRows([EXIT], null)[0]?.transactionUrl).toBeNull();
  });

  it("labels each of the five events", () => {
    const kinds = ["Registered", "ExitRequested", "RewardsWithdrawal", "StakeWithdrawal", "StakeAdded"] as const;
    const rows = historyRows(
      kinds.map((kind, i) => ({ ...EXIT, kind, logIndex: i })),
      null,
    );
    expect(rows.map((r) => r.event).reverse()).toEqual([
      "Registered",
      "Exit requested",
      "Rewards claimed",
      "Bond withdrawn",
      "Bond added",
    ]);
  });
});
