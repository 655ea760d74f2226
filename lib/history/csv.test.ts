import { describe, expect, it } from "vitest";
import { csvField, historyCsv, historyCsvName } from "./csv";
import type { HistoryEvent } from "./events";

const REGISTERED: HistoryEvent = {
  kind: "Registered",
  blockNumber: 5n,
  logIndex: 0,
  transactionHash: "0x1111111111111111111111111111111111111111111111111111111111111111",
  validators: [101, 102, 103],
  value: null,
  time: 1_764_000_000,
};
const CLAIM: HistoryEvent = {
  kind: "RewardsWithdrawal",
  blockNumber: 9n,
  logIndex: 3,
  transactionHash: "0x2222222222222222222222222222222222222222222222222222222222222222",
  validators: [101],
  value: 428_475_000_000_000_001n,
  time: 1_764_086_461,
};

describe("historyCsv", () => {
  it("writes a header and one CRLF line per event, oldest first, every wei and the explorer link", () => {
    expect(historyCsv([REGISTERED, CLAIM], "https://etherscan.io")).toBe(
      "Date (UTC),Event,Validators,Amount (ETH),Transaction hash,Transaction\r\n" +
        "2025-11-24T16:00:00Z,Registered,101 102 103,,0x1111111111111111111111111111111111111111111111111111111111111111," +
        "https://etherscan.io/tx/0x1111111111111111111111111111111111111111111111111111111111111111\r\n" +
        "2025-11-25T16:01:01Z,Rewards claimed,101,0.428475000000000001,0x2222222222222222222222222222222222222222222222222222222222222222," +
        "https://etherscan.io/tx/0x2222222222222222222222222222222222222222222222222222222222222222\r\n",
    );
  });

  it("leaves the link empty on a network without an explorer", () => {
    const [, line] = historyCsv([CLAIM], null).split("\r\n");
    expect(line).toBe(
      "2025-11-25T16:01:01Z,Rewards claimed,101,0.428475000000000001,0x2222222222222222222222222222222222222222222222222222222222222222,",
    );
  });

  it("is only the header for an address without events", () => {
    expect(historyCsv([], null)).toBe("Date (UTC),Event,Validators,Amount (ETH),Transaction hash,Transaction\r\n");
  });
});

describe("csvField", () => {
  it("quotes a field with a comma, a quote, a line break or edge spaces, doubling inner quotes", () => {
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField(" padded")).toBe('" padded"');
    expect(csvField("101 102")).toBe("101 102");
  });
});

describe("historyCsvName", () => {
  it("names the network and the address in lower case", () => {
    expect(historyCsvName("mainnet", "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65")).toBe(
      "smoothly-mainnet-0x15d34aaf54267db7d7c367839aaf71a00a2c6a65-history.csv",
    );
  });
});
