import type { Address } from "viem";
import { describe, expect, it } from "vitest";
import type { HistoryEvent } from "./events";
import { MANIFEST_FILE, parseManifest, parseShard } from "./snapshot-files";
import { SnapshotMismatchError, writeHistorySnapshot, type FullSnapshot, type SnapshotWrite } from "./snapshot-write";
import { ownerLog, TEST_ALICE, TEST_BOB, TEST_POOL } from "./test-logs";
import { blockHash, fakeNode } from "./test-node";

const LOGS = [
  ownerLog(TEST_ALICE, { name: "Registered", indexes: [101n, 102n] }, 1_200),
  ownerLog(TEST_BOB, { name: "Registered", indexes: [201n] }, 1_300),
  ownerLog(TEST_ALICE, { name: "ExitRequested", indexes: [101n] }, 3_500, 2),
  ownerLog(TEST_BOB, { name: "StakeAdded", index: 201n, value: 15_000_000_000_000_000n }, 4_200),
  ownerLog(TEST_ALICE, { name: "StakeWithdrawal", indexes: [101n], value: 50_000_000_000_000_000n }, 4_990),
];
const ALICE = TEST_ALICE.toLowerCase() as Address;
const BOB = TEST_BOB.toLowerCase() as Address;

const base = { pool: TEST_POOL, chainId: 17000, deployBlock: 1_000n, maxRange: 1_000n } as const;

/** Every snapshot handed over, in order. */
function collect() {
  const written: SnapshotWrite[] = [];
  return { written, onSnapshot: (s: SnapshotWrite) => void written.push(s) };
}

/** What a folder holding `write` reads back as: its manifest and every shard, checked. */
function readBack(write: SnapshotWrite): FullSnapshot {
  const manifest = parseManifest(write.files.get(MANIFEST_FILE) ?? "");
  if (!manifest) throw new Error("the manifest does not read back");
  const owners = new Map<Address, readonly HistoryEvent[]>();
  for (const entry of manifest.shards) {
    const shard = parseShard(write.files.get(entry.file) ?? "", entry, manifest);
    if (!shard) throw new Error(`shard ${entry.shard} does not read back`);
    for (const [owner, events] of shard) owners.set(owner, events);
  }
  return { manifest, owners };
}

describe("writeHistorySnapshot", () => {
  it("reads every owner's events from the deployment to the finalized block, dated, with that block's hash", async () => {
    const node = fakeNode(LOGS, { head: 5_100, finalized: 5_000 });
    const { written, onSnapshot } = collect();
    const result = await writeHistorySnapshot({ ...base, client: node.client, previous: null, onSnapshot });
    expect(result.kind).toBe("written");
    const { manifest, owners } = readBack(written.at(-1)!);
    expect(manifest).toMatchObject({ fromBlock: 1_000n, block: 5_000n, blockHash: blockHash(5_000, 0), events: 5 });
    expect(manifest.shards.map((s) => s.shard)).toEqual(["15", "99"]);
    expect(owners.get(ALICE)?.map((e) => [e.kind, e.blockNumber, e.validators, e.value, e.time])).toEqual([
      ["Registered", 1_200n, [101, 102], null, 1_700_014_400],
      ["ExitRequested", 3_500n, [101], null, 1_700_042_000],
      ["StakeWithdrawal", 4_990n, [101], 50_000_000_000_000_000n, 1_700_059_880],
    ]);
    expect(owners.get(BOB)?.map((e) => [e.kind, e.blockNumber, e.value])).toEqual([
      ["Registered", 1_300n, null],
      ["StakeAdded", 4_200n, 15_000_000_000_000_000n],
    ]);
    // Every owner at once, without the owner topic; nothing past the finalized block.
    expect(node.ranges.at(-1)).toEqual([5_000, 5_000]);
  });

  it("hands over a complete snapshot every `checkpointEvery` ranges, and the same bytes at the end as in one go", async () => {
    const node = fakeNode(LOGS, { head: 5_000, finalized: 5_000 });
    const { written, onSnapshot } = collect();
    await writeHistorySnapshot({ ...base, client: node.client, previous: null, onSnapshot, checkpointEvery: 2 });
    expect(written.map((w) => w.manifest.block)).toEqual([2_999n, 4_999n, 5_000n]);
    expect(written[0]?.manifest.events).toBe(2);

    const once = collect();
    await writeHistorySnapshot({
      ...base,
      client: fakeNode(LOGS, { head: 5_000, finalized: 5_000 }).client,
      previous: null,
      onSnapshot: once.onSnapshot,
    });
    expect([...written.at(-1)!.files]).toEqual([...once.written.at(-1)!.files]);
  });

  it("extends a snapshot from its block N + 1, and ends with the bytes of a read from the deployment", async () => {
    const first = collect();
    await writeHistorySnapshot({
      ...base,
      client: fakeNode(LOGS, { head: 4_000, finalized: 3_600 }).client,
      previous: null,
      onSnapshot: first.onSnapshot,
    });
    const previous = readBack(first.written.at(-1)!);
    expect(previous.manifest.block).toBe(3_600n);

    const later = fakeNode(LOGS, { head: 5_000, finalized: 5_000 });
    const extended = collect();
    await writeHistorySnapshot({ ...base, client: later.client, previous, onSnapshot: extended.onSnapshot });
    expect(Math.min(...later.ranges.map(([from]) => from))).toBe(3_601);

    const whole = collect();
    await writeHistorySnapshot({
      ...base,
      client: fakeNode(LOGS, { head: 5_000, finalized: 5_000 }).client,
      previous: null,
      onSnapshot: whole.onSnapshot,
    });
    expect([...extended.written.at(-1)!.files]).toEqual([...whole.written.at(-1)!.files]);
  });

  it("after a failure keeps what it read, so the next run goes on from there", async () => {
    const failing = fakeNode(LOGS, { head: 5_000, finalized: 5_000, failAfterRanges: 3 });
    const { written, onSnapshot } = collect();
    await expect(
      writeHistorySnapshot({ ...base, client: failing.client, previous: null, onSnapshot }),
    ).rejects.toThrow();
    expect(written.at(-1)?.manifest.block).toBe(3_999n);

    const again = fakeNode(LOGS, { head: 5_000, finalized: 5_000 });
    const rest = collect();
    await writeHistorySnapshot({
      ...base,
      client: again.client,
      previous: readBack(written.at(-1)!),
      onSnapshot: rest.onSnapshot,
    });
    expect(Math.min(...again.ranges.map(([from]) => from))).toBe(4_000);
    expect(rest.written.at(-1)?.manifest.events).toBe(5);
  });

  it("says there is nothing to read when N is already the finalized block", async () => {
    const first = collect();
    await writeHistorySnapshot({
      ...base,
      client: fakeNode(LOGS, { head: 5_000, finalized: 5_000 }).client,
      previous: null,
      onSnapshot: first.onSnapshot,
    });
    const node = fakeNode(LOGS, { head: 5_000, finalized: 5_000 });
    const result = await writeHistorySnapshot({
      ...base,
      client: node.client,
      previous: readBack(first.written.at(-1)!),
      onSnapshot: () => {},
    });
    expect(result).toEqual({ kind: "current", block: 5_000n });
    expect(node.ranges).toEqual([]);
  });

  it("refuses to extend another chain's snapshot (its block N has another hash here)", async () => {
    const first = collect();
    await writeHistorySnapshot({
      ...base,
      client: fakeNode(LOGS, { head: 4_000, finalized: 4_000, era: 1 }).client,
      previous: null,
      onSnapshot: first.onSnapshot,
    });
    const other = fakeNode(LOGS, { head: 5_000, finalized: 5_000, era: 2 });
    await expect(
      writeHistorySnapshot({
        ...base,
        client: other.client,
        previous: readBack(first.written.at(-1)!),
        onSnapshot: () => {},
      }),
    ).rejects.toThrow(SnapshotMismatchError);
    expect(other.ranges).toEqual([]);
  });

  it("refuses an RPC of another chain, and a block that is not finalized", async () => {
    await expect(
      writeHistorySnapshot({
        ...base,
        client: fakeNode(LOGS, { head: 5_000, finalized: 5_000, chainId: 1 }).client,
        previous: null,
        onSnapshot: () => {},
      }),
    ).rejects.toThrow("the RPC answers for chain 1, not chain 17000");
    await expect(
      writeHistorySnapshot({
        ...base,
        client: fakeNode(LOGS, { head: 5_000, finalized: 4_900 }).client,
        previous: null,
        toBlock: 4_950n,
        onSnapshot: () => {},
      }),
    ).rejects.toThrow("block 4950 is not finalized yet (the finalized block is 4900)");
  });
});
