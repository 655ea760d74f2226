import { keccak256, stringToBytes, type Address } from "viem";
import { describe, expect, it } from "vitest";
import type { HistoryEvent } from "./events";
import { testEvent } from "./test-logs";
import {
  MANIFEST_FILE,
  parseManifest,
  parseShard,
  shardOf,
  snapshotFiles,
  type SnapshotManifest,
} from "./snapshot-files";

const BOB = "0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc";
const BOB_TWIN = "0x99aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";
const ALICE = "0x15d34aaf54267db7d7c367839aaf71a00a2c6a65";
const event = (e: Partial<HistoryEvent> & Pick<HistoryEvent, "kind" | "blockNumber">): HistoryEvent =>
  testEvent(e.kind, e.blockNumber, e.validators ?? [201], e);

const BOB_EVENTS = [
  event({ kind: "Registered", blockNumber: 12n, validators: [201, 202] }),
  event({ kind: "StakeAdded", blockNumber: 40n, logIndex: 1, value: 15_000_000_000_000_000n }),
];
const OWNERS = new Map<Address, readonly HistoryEvent[]>([
  [BOB, BOB_EVENTS],
  [ALICE, [event({ kind: "ExitRequested", blockNumber: 30n, validators: [105] })]],
  [BOB_TWIN, [event({ kind: "RewardsWithdrawal", blockNumber: 50n, value: 7n })]],
]);
const HEAD = {
  chainId: 1,
  pool: "0x43670D6f39Bca19EE26462f62339e90A39B01e34",
  fromBlock: 0n,
  block: 60n,
  blockHash: `0x${"ab".repeat(32)}`,
} as const;

// Bob's shard, byte for byte: the format anyone can rebuild from the chain (docs/release.md).
const SHARD_99 = `{
  "format": "smoothly-history-shard/1",
  "shard": "99",
  "owners": {
    "0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc": [
      ["Registered",12,0,"0x000000000000000000000000000000000000000000000000000000000000000c",[201,202],null,1700000144],
      ["StakeAdded",40,1,"0x0000000000000000000000000000000000000000000000000000000000000028",[201],"15000000000000000",1700000480]
    ],
    "0x99aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa": [
      ["RewardsWithdrawal",50,0,"0x0000000000000000000000000000000000000000000000000000000000000032",[201],"7",1700000600]
    ]
  }
}
`;

function files() {
  return snapshotFiles(HEAD, OWNERS);
}

describe("snapshotFiles", () => {
  it("splits the owners by their address's first byte, one file per shard named by its digest", () => {
    const { manifest, files: texts } = files();
    const digest = keccak256(stringToBytes(SHARD_99));
    expect(texts.get(`99-${digest.slice(2, 10)}.json`)).toBe(SHARD_99);
    expect(manifest.shards.map((s) => [s.shard, s.owners, s.events])).toEqual([
      ["15", 1, 1],
      ["99", 2, 3],
    ]);
    expect(manifest.shards[1]).toMatchObject({ keccak256: digest, bytes: SHARD_99.length });
    expect(manifest).toMatchObject({ events: 4, pool: "0x43670d6f39bca19ee26462f62339e90a39b01e34", block: 60n });
    expect([...texts.keys()].sort()).toEqual([
      expect.stringMatching(/^15-[0-9a-f]{8}\.json$/),
      `99-${digest.slice(2, 10)}.json`,
      MANIFEST_FILE,
    ]);
  });

  it("gives the same bytes whatever order the owners come in", () => {
    const reversed = snapshotFiles(HEAD, new Map([...OWNERS].reverse()));
    expect([...reversed.files].sort()).toEqual([...files().files].sort());
  });

  it("leaves out an owner without events, and a shard without owners", () => {
    const { manifest } = snapshotFiles(HEAD, new Map([[ALICE, []]]));
    expect(manifest.shards).toEqual([]);
    expect(parseManifest(snapshotFiles(HEAD, new Map()).files.get(MANIFEST_FILE) ?? "")).toMatchObject({ events: 0 });
  });

  it("names the shard of an address by its first byte, in lower case", () => {
    expect(shardOf("0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc")).toBe("99");
    expect(shardOf("0xA16E02E87b7454126E5E10d957A927A7F5B5d2be")).toBe("a1");
  });
});

describe("parseManifest", () => {
  const text = () => files().files.get(MANIFEST_FILE) ?? "";

  it("reads back what snapshotFiles wrote", () => {
    expect(parseManifest(text())).toEqual(files().manifest);
  });

  it.each([
    ["cut", (t: string) => t.slice(0, t.length - 40)],
    ["a shard left out", (t: string) => t.replace(/\n {4}\{ "shard": "15"[^\n]*/, "")],
    ["an event count changed", (t: string) => t.replace('"events": 4', '"events": 5')],
    ["another block", (t: string) => t.replace('"block": 60', '"block": 61')],
    ["another form", (t: string) => t.replace("smoothly-history-snapshot/1", "smoothly-history-snapshot/2")],
    ["not JSON", () => "<html>Not found</html>"],
  ])("refuses a manifest %s", (_, change) => {
    expect(parseManifest(change(text()))).toBeNull();
  });
});

describe("parseShard", () => {
  const setup = () => {
    const { manifest, files: texts } = files();
    const entry = manifest.shards.find((s) => s.shard === "99");
    if (!entry) throw new Error("no shard 99");
    return { manifest, entry, text: texts.get(entry.file) ?? "" };
  };

  it("reads every owner's events of the shard back", () => {
    const { manifest, entry, text } = setup();
    const owners = parseShard(text, entry, manifest);
    expect(owners?.get(BOB)).toEqual(BOB_EVENTS);
    expect([...(owners?.keys() ?? [])]).toEqual([BOB, BOB_TWIN]);
  });

  it.each([
    ["cut", (t: string) => t.slice(0, 200)],
    ["with an amount changed", (t: string) => t.replace('"15000000000000000"', '"15000000000000001"')],
    ["with a validator changed", (t: string) => t.replace("[201,202]", "[201,209]")],
    ["with a space more", (t: string) => t.replace('"shard": "99"', '"shard":  "99"')],
  ])("refuses a shard %s: its digest is not the manifest's", (_, change) => {
    const { manifest, entry, text } = setup();
    expect(parseShard(change(text), entry, manifest)).toBeNull();
  });

  /** A shard the manifest names with the digest of `text`: only the checks after the digest can refuse it. */
  const signed = (text: string, manifest: SnapshotManifest) => {
    const { entry } = setup();
    return parseShard(text, { ...entry, keccak256: keccak256(stringToBytes(text)) }, manifest);
  };

  it.each([
    ["an event after block N", SHARD_99.replace(",50,0,", ",61,0,")],
    ["events out of chain order", SHARD_99.replace('["StakeAdded",40,', '["StakeAdded",11,')],
    ["a Registered event with an amount", SHARD_99.replace("[201,202],null", '[201,202],"1"')],
    ["a StakeAdded of two validators", SHARD_99.replace('[201],"15000000000000000"', '[201,202],"15000000000000000"')],
    ["an owner of another shard", SHARD_99.replace("0x99aaaaaa", "0x98aaaaaa")],
    ["another owner count than the manifest's", SHARD_99.replace(/,\n {4}"0x99aa[\s\S]*?\]\n {4}\]/, "")],
  ])("refuses a shard with %s, even with a matching digest", (_, text) => {
    const { manifest } = setup();
    expect(signed(SHARD_99, manifest)).not.toBeNull();
    expect(signed(text, manifest)).toBeNull();
  });
});
