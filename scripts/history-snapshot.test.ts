import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Address } from "viem";
import { afterEach, describe, expect, it } from "vitest";
import type { HistoryEvent } from "../lib/history/events";
import { snapshotFiles } from "../lib/history/snapshot-files";
import { testEvent } from "../lib/history/test-logs";
import { parseSnapshotArgs, snapshotTarget } from "./history-snapshot";
import { readSnapshotFolder, snapshotFolderProblems, writeSnapshotFolder } from "./history/snapshot-folder";
import { carriedHistory, historyLine } from "./release";

const BOB: Address = "0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc";
const registered = (block: bigint, validators: number[]) => testEvent("Registered", block, validators);
const snapshotAt = (block: bigint, events: readonly HistoryEvent[]) =>
  snapshotFiles(
    {
      chainId: 1,
      pool: "0x43670D6f39Bca19EE26462f62339e90A39B01e34",
      fromBlock: 0n,
      block,
      blockHash: `0x${"ab".repeat(32)}`,
    },
    new Map([[BOB, events]]),
  );

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), "history-folder-"));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("npm run history-snapshot's arguments", () => {
  it("takes the network, the RPC, and writes to the network's folder beside its trees unless told", () => {
    expect(parseSnapshotArgs(["--network", "mainnet", "--rpc", "https://rpc.example"], "/repo")).toEqual({
      network: "mainnet",
      rpc: "https://rpc.example",
      out: "/repo/lib/network/history/mainnet",
      to: null,
      fresh: false,
    });
    expect(
      parseSnapshotArgs([
        "--network=holesky",
        "--rpc=http://127.0.0.1:8545",
        "--out",
        "/tmp/h",
        "--to",
        "900",
        "--fresh",
      ]),
    ).toEqual({ network: "holesky", rpc: "http://127.0.0.1:8545", out: "/tmp/h", to: 900n, fresh: true });
  });

  it.each([
    [["--rpc", "https://rpc.example"], "--network must be one of mainnet, holesky, local"],
    [["--network", "sepolia", "--rpc", "https://rpc.example"], "--network must be one of mainnet, holesky, local"],
    [["--network", "mainnet"], "--rpc must name the RPC to read"],
    [["--network", "mainnet", "--rpc", "ws://x"], "--rpc must name the RPC to read"],
    [["--network", "mainnet", "--rpc", "https://x", "--to", "latest"], "--to must be a block number"],
  ])("refuses %j", (args, message) => {
    expect(String(parseSnapshotArgs(args))).toContain(message);
  });

  it("reads the network's pool and deployment block; the local chain's pool from the local deployment", () => {
    expect(snapshotTarget("mainnet")).toEqual({
      chainId: 1,
      pool: "0x43670D6f39Bca19EE26462f62339e90A39B01e34",
      deployBlock: 18_700_000n,
    });
    expect(snapshotTarget("local")).toEqual({
      chainId: 31337,
      pool: "0xa16E02E87b7454126E5E10d957A927A7F5B5d2be",
      deployBlock: 0n,
    });
  });
});

describe("a snapshot's folder", () => {
  it("reads back what was written; an extension replaces the shards it changed and removes the old ones", () => {
    const dir = folder();
    const first = snapshotAt(10n, [registered(3n, [201])]);
    writeSnapshotFolder(dir, first);
    expect(readdirSync(dir).sort()).toEqual([...first.files.keys()].sort());
    const later = snapshotAt(20n, [registered(3n, [201]), registered(15n, [202])]);
    writeSnapshotFolder(dir, later);
    expect(readdirSync(dir).sort()).toEqual([...later.files.keys()].sort());
    const read = readSnapshotFolder(dir);
    expect(read.kind === "found" && read.snapshot.manifest).toEqual(later.manifest);
    expect(read.kind === "found" && read.snapshot.owners.get(BOB)?.length).toBe(2);
    expect(snapshotFolderProblems(dir)).toEqual([]);
  });

  it("is none without a manifest, and broken (never used, never extended) with a shard cut or missing", () => {
    const dir = folder();
    expect(readSnapshotFolder(dir)).toEqual({ kind: "none" });
    const write = snapshotAt(10n, [registered(3n, [201])]);
    writeSnapshotFolder(dir, write);
    const shard = write.manifest.shards[0]!.file;
    writeFileSync(join(dir, shard), readFileSync(join(dir, shard), "utf8").slice(0, 40));
    expect(readSnapshotFolder(dir)).toEqual({ kind: "broken", problem: `${shard} is cut, altered or of another form` });
    rmSync(join(dir, shard));
    expect(snapshotFolderProblems(dir)).toEqual([`${shard} is missing`]);
  });

  it("may not carry a file the command did not write", () => {
    const dir = folder();
    writeSnapshotFolder(dir, snapshotAt(10n, [registered(3n, [201])]));
    writeFileSync(join(dir, "notes.txt"), "hand-made");
    expect(snapshotFolderProblems(dir)).toEqual([
      "notes.txt is not a file of the snapshot (the command writes only the manifest and its shards)",
    ]);
  });
});

describe("the release's word on a build's snapshot", () => {
  it("names the block and hash of the snapshot a build carries, or none", () => {
    const site = folder();
    expect(historyLine(carriedHistory(site))).toBe("history snapshot: none");
    writeSnapshotFolder(join(site, "history"), snapshotAt(24_000_000n, [registered(3n, [201])]));
    expect(carriedHistory(site)).toEqual({ block: "24000000", blockHash: `0x${"ab".repeat(32)}` });
    expect(historyLine(carriedHistory(site))).toBe(`history snapshot: block 24,000,000 (0x${"ab".repeat(32)})`);
  });
});
