import { createPublicClient, custom, numberToHex, type Hex, type RpcLog } from "viem";
import { describe, expect, it } from "vitest";
import { UnaskedAnswerError } from "@/lib/chain/transport/asked-for";
import type { HistoryCache } from "./cache";
import { scanHistory } from "./scan";
import { ownerLog, TEST_ALICE, TEST_BOB, TEST_POOL, testEvent } from "./test-logs";
import { blockHash, fakeNode, type GetLogsFilter } from "./test-node";

const LOGS = [
  ownerLog(TEST_ALICE, { name: "Registered", indexes: [101n, 102n] }, 1_200),
  ownerLog(TEST_BOB, { name: "Registered", indexes: [201n] }, 1_300),
  ownerLog(TEST_ALICE, { name: "ExitRequested", indexes: [101n] }, 3_500, 2),
  ownerLog(TEST_ALICE, { name: "StakeWithdrawal", indexes: [101n], value: 50_000_000_000_000_000n }, 4_990),
];

const base = { pool: TEST_POOL, account: TEST_ALICE, chainId: 17000, maxRange: 1_000n, cacheEvery: 2 } as const;

describe("scanHistory", () => {
  it("reads from the deployment block to the head and stores the finalized part every two ranges", async () => {
    const node = fakeNode(LOGS, { head: 5_000, finalized: 4_900 });
    const stored: HistoryCache[] = [];
    const read = await scanHistory({
      ...base,
      client: node.client,
      deployBlock: 1_000n,
      cached: null,
      onCache: (c) => stored.push(c),
    });

    expect(read.events.map((e) => [e.kind, e.blockNumber, e.validators, e.value, e.time])).toEqual([
      ["Registered", 1_200n, [101, 102], null, 1_700_014_400],
      ["ExitRequested", 3_500n, [101], null, 1_700_042_000],
      ["StakeWithdrawal", 4_990n, [101], 50_000_000_000_000_000n, 1_700_059_880],
    ]);
    // Ranges of 1,000 blocks up to the finalized 4,900 (stored after two, then at the end), then the tail 4,901–5,000.
    expect(stored.map((c) => c.scannedThrough)).toEqual([2_999n, 4_900n]);
    expect(stored.at(-1)?.scannedHash).toBe(blockHash(4_900, 0));
    expect(stored.at(-1)?.events.map((e) => e.blockNumber)).toEqual([1_200n, 3_500n]);
    expect(read.cache).toEqual(stored.at(-1));
    expect(node.ranges[0]).toEqual([1_000, 1_999]);
    expect(node.ranges.at(-1)).toEqual([4_901, 5_000]);
  });

  it("after a reload reads only the blocks after the stored one", async () => {
    const first = fakeNode(LOGS, { head: 4_000, finalized: 4_000 });
    const stored: HistoryCache[] = [];
    await scanHistory({
      ...base,
      client: first.client,
      deployBlock: 1_000n,
      cached: null,
      onCache: (c) => stored.push(c),
    });
    const cached = stored.at(-1) ?? null;
    expect(cached?.scannedThrough).toBe(4_000n);

    const later = fakeNode(LOGS, { head: 5_000, finalized: 5_000 });
    const read = await scanHistory({ ...base, client: later.client, deployBlock: 1_000n, cached, onCache: () => {} });
    expect(later.ranges).toEqual([[4_001, 5_000]]);
    expect(read.events.map((e) => e.blockNumber)).toEqual([1_200n, 3_500n, 4_990n]);
  });

  it("reads everything again when the stored block's hash is no longer the chain's", async () => {
    const first = fakeNode(LOGS, { head: 4_000, finalized: 4_000, era: 1 });
    const stored: HistoryCache[] = [];
    await scanHistory({
      ...base,
      client: first.client,
      deployBlock: 1_000n,
      cached: null,
      onCache: (c) => stored.push(c),
    });

    const replaced = fakeNode(LOGS.slice(0, 1), { head: 4_500, finalized: 4_500, era: 2 });
    const read = await scanHistory({
      ...base,
      client: replaced.client,
      deployBlock: 1_000n,
      cached: stored.at(-1) ?? null,
      onCache: () => {},
    });
    expect(replaced.ranges[0]).toEqual([1_000, 1_999]);
    expect(read.events.map((e) => e.blockNumber)).toEqual([1_200n]);
  });

  it("reads from block 0 on a chain whose head is before the deployment block (a local copy of the network)", async () => {
    const node = fakeNode(LOGS.slice(0, 1), { head: 1_500, finalized: 1_500 });
    const read = await scanHistory({
      ...base,
      client: node.client,
      deployBlock: 18_700_000n,
      cached: null,
      onCache: () => {},
    });
    expect(node.ranges[0]).toEqual([0, 999]);
    expect(read.events).toHaveLength(1);
  });

  it("keeps nothing while the chain names no finalized block", async () => {
    const node = fakeNode(LOGS, { head: 2_000, finalized: null });
    const stored: HistoryCache[] = [];
    const read = await scanHistory({
      ...base,
      client: node.client,
      deployBlock: 1_000n,
      cached: null,
      onCache: (c) => stored.push(c),
    });
    expect(stored).toEqual([]);
    expect(read.cache).toBeNull();
    expect(read.events.map((e) => e.blockNumber)).toEqual([1_200n]);
  });

  it("rejects when the node refuses the logs, and stores nothing of the failed step", async () => {
    const node = fakeNode(LOGS, { head: 5_000, finalized: 5_000 });
    node.failGetLogs();
    const stored: HistoryCache[] = [];
    await expect(
      scanHistory({ ...base, client: node.client, deployBlock: 1_000n, cached: null, onCache: (c) => stored.push(c) }),
    ).rejects.toThrow();
    expect(stored).toEqual([]);
  });

  it("reads the whole span in one request when the node takes it, and says how far it has come", async () => {
    const node = fakeNode(LOGS, { head: 5_000, finalized: 4_900 });
    const progress: [bigint, bigint][] = [];
    const stored: HistoryCache[] = [];
    await scanHistory({
      pool: TEST_POOL,
      account: TEST_ALICE,
      chainId: 17000,
      client: node.client,
      deployBlock: 1_000n,
      cached: null,
      onCache: (c) => stored.push(c),
      onProgress: (p) => progress.push([p.through, p.head]),
    });
    expect(node.ranges).toEqual([
      [1_000, 4_900],
      [4_901, 5_000],
    ]);
    expect(progress).toEqual([
      [4_900n, 5_000n],
      [5_000n, 5_000n],
      [5_000n, 5_000n],
    ]);
    expect(stored.map((c) => c.scannedThrough)).toEqual([4_900n]);
  });

  it("stores what it read before a cancel, and the next read resumes after it", async () => {
    const node = fakeNode(LOGS, { head: 5_000, finalized: 5_000 });
    const controller = new AbortController();
    const stored: HistoryCache[] = [];
    await expect(
      scanHistory({
        ...base,
        cacheEvery: 100,
        client: node.client,
        deployBlock: 1_000n,
        cached: null,
        signal: controller.signal,
        onCache: (c) => stored.push(c),
        onProgress: (p) => {
          if (p.through === 1_999n) controller.abort(new Error("cancelled"));
        },
      }),
    ).rejects.toThrow("cancelled");
    expect(stored.map((c) => [c.scannedThrough, c.events.map((e) => e.blockNumber)])).toEqual([[1_999n, [1_200n]]]);

    const resumed = fakeNode(LOGS, { head: 5_000, finalized: 5_000 });
    const read = await scanHistory({
      ...base,
      client: resumed.client,
      deployBlock: 1_000n,
      cached: stored[0] ?? null,
      onCache: () => {},
    });
    expect(resumed.ranges[0]).toEqual([2_000, 2_999]);
    expect(read.events.map((e) => e.blockNumber)).toEqual([1_200n, 3_500n, 4_990n]);
  });
});

/**
 * The same node behind an RPC that tampers with its answers: `logs` adds to each eth_getLogs answer, `header`
 * replaces the header sent for a block (the number asked, and how many times it was asked for it before).
 */
function tampering(
  node: ReturnType<typeof fakeNode>,
  tamper: {
    logs?: (answer: readonly RpcLog[], to: number) => unknown[];
    header?: (answer: { number: Hex } | null, asked: number, times: number) => unknown;
  },
) {
  const headersAsked = new Map<number, number>();
  const client = createPublicClient({
    transport: custom(
      {
        async request({ method, params }: { method: string; params: readonly unknown[] }) {
          const answer: unknown = await node.client.request({ method, params } as never);
          if (method === "eth_getLogs" && tamper.logs) {
            const to = Number((params[0] as GetLogsFilter).toBlock);
            return [...(answer as RpcLog[]), ...tamper.logs(answer as RpcLog[], to)];
          }
          if (method === "eth_getBlockByNumber" && params[0] !== "finalized") {
            const n = Number(params[0]);
            const times = headersAsked.get(n) ?? 0;
            headersAsked.set(n, times + 1);
            return tamper.header ? tamper.header(answer as { number: Hex } | null, n, times) : answer;
          }
          return answer;
        },
      },
      { retryCount: 0 },
    ),
  });
  return { client, headersAsked };
}

/** Another block's header, as a load-balanced provider whose nodes disagree may send. */
const headerOf = (n: number) => ({
  number: numberToHex(n),
  hash: blockHash(n, 0),
  timestamp: numberToHex(1_700_000_000 + 12 * n),
});

/** A read from the deployment block 1,000 through `client`: what it read, stored and was told was dropped. */
function scanThrough(client: Parameters<typeof scanHistory>[0]["client"], cached: HistoryCache | null = null) {
  const stored: HistoryCache[] = [];
  const dropped: unknown[] = [];
  const read = scanHistory({
    ...base,
    client,
    deployBlock: 1_000n,
    cached,
    onCache: (c) => stored.push(c),
    onUnasked: (d) => dropped.push(d),
  });
  return { read, stored, dropped };
}

describe("scanHistory with answers it did not ask for", () => {
  const clean = async () => (await scanThrough(fakeNode(LOGS, { head: 5_000, finalized: 4_900 }).client).read).events;

  it("keeps each true event once, with its time, when every answer holding logs has four more", async () => {
    const node = fakeNode(LOGS, { head: 5_000, finalized: 4_900 });
    const { client, headersAsked } = tampering(node, {
      logs: (answer, to) => {
        const first = answer[0];
        if (!first) return [];
        return [
          { ...ownerLog(TEST_ALICE, { name: "Registered", indexes: [9_001n] }, to), address: TEST_BOB },
          { ...ownerLog(TEST_ALICE, { name: "Registered", indexes: [9_002n] }, to), removed: true },
          ownerLog(TEST_ALICE, { name: "Registered", indexes: [9_003n] }, to + 1),
          { ...first },
        ];
      },
    });
    const { read, stored, dropped } = scanThrough(client);
    expect((await read).events).toEqual(await clean());
    expect(stored.at(-1)?.events.map((e) => e.validators)).toEqual([[101, 102], [101]]);
    // Three answers held Alice's logs (blocks 1,200, 3,500 and 4,990): four left out of each.
    const each = { "other-contract": 1, removed: 1, "outside-range": 1, repeated: 1 };
    expect(dropped).toEqual([each, each, each]);
    // No header was asked for a block only a dropped log named (2,999 and 4,900 end the stores).
    expect([...headersAsked.keys()].sort((a, b) => a - b)).toEqual([1_200, 2_999, 3_500, 4_900, 4_990]);
  });

  it("asks once more for a block whose header came for another block, and keeps its right time", async () => {
    const node = fakeNode(LOGS, { head: 5_000, finalized: 4_900 });
    const { client, headersAsked } = tampering(node, {
      header: (answer, n, times) => (n === 3_500 && times === 0 ? headerOf(3_501) : answer),
    });
    const { read, dropped } = scanThrough(client);
    const events = (await read).events;
    expect(events).toEqual(await clean());
    expect(events[1]?.time).toBe(1_700_042_000);
    expect(headersAsked.get(3_500)).toBe(2);
    expect(dropped).toEqual([{ "other-block": 1 }]);
  });

  it("fails when the RPC sends another block's header again, and says why", async () => {
    const node = fakeNode(LOGS, { head: 5_000, finalized: 4_900 });
    const { client } = tampering(node, { header: (answer, n) => (n === 3_500 ? headerOf(3_499) : answer) });
    const { read, dropped } = scanThrough(client);
    await expect(read).rejects.toThrow(new UnaskedAnswerError("other-block", "asked for block 3500, got block 3499"));
    expect(dropped).toEqual([{ "other-block": 1 }, { "other-block": 1 }]);
  });

  it("reads afresh when the stored block's header comes for another block: it says nothing of the cache", async () => {
    const first = scanThrough(fakeNode(LOGS, { head: 4_000, finalized: 4_000 }).client);
    await first.read;
    const later = fakeNode(LOGS, { head: 5_000, finalized: 5_000 });
    const { client } = tampering(later, {
      header: (answer, n, times) => (n === 4_000 && times === 0 ? headerOf(4_001) : answer),
    });
    const { read, dropped } = scanThrough(client, first.stored.at(-1) ?? null);
    expect((await read).events.map((e) => e.blockNumber)).toEqual([1_200n, 3_500n, 4_990n]);
    expect(later.ranges[0]).toEqual([1_000, 1_999]);
    expect(dropped).toEqual([{ "other-block": 1 }]);
  });
});

describe("scanHistory with the build's history snapshot", () => {
  /** Alice's events up to block 3,600 as a snapshot of the chain of `era` carries them. */
  const snapshotTo3600 = (era = 0, fromBlock = 1_000n) => ({
    fromBlock,
    block: 3_600n,
    blockHash: blockHash(3_600, era),
    events: [testEvent("Registered", 1_200n, [101, 102]), testEvent("ExitRequested", 3_500n, [101], { logIndex: 2 })],
  });

  /** Alice's History read with `snapshot` (and what a visit stored, if any), as the page reads it. */
  const readWith = (
    node: ReturnType<typeof fakeNode>,
    snapshot: ReturnType<typeof snapshotTo3600>,
    cached: HistoryCache | null = null,
  ) => scanHistory({ ...base, client: node.client, deployBlock: 1_000n, cached, snapshot, onCache: () => {} });

  it("asks the chain for block N's hash with its first reads, then reads only the blocks after N", async () => {
    const node = fakeNode(LOGS, { head: 5_000, finalized: 4_900 });
    const read = await readWith(node, snapshotTo3600());
    expect(read.snapshot).toBe("used");
    expect(Math.min(...node.ranges.map(([from]) => from))).toBe(3_601);
    expect(read.events.map((e) => [e.kind, e.blockNumber])).toEqual([
      ["Registered", 1_200n],
      ["ExitRequested", 3_500n],
      ["StakeWithdrawal", 4_990n],
    ]);
    // The first reads: the finalized block, the head and block 3,600 (one call for the snapshot).
    expect(node.methods.slice(0, 3)).toEqual(["eth_getBlockByNumber", "eth_blockNumber", "eth_getBlockByNumber"]);
    expect(read.cache?.fromBlock).toBe(1_000n);
    expect(read.cache?.events.map((e) => e.blockNumber)).toEqual([1_200n, 3_500n]);
  });

  it("reads from the deployment when block N has another hash on this chain, and says so", async () => {
    const node = fakeNode(LOGS, { head: 5_000, finalized: 5_000, era: 2 });
    const planted = { ...snapshotTo3600(1), events: [] };
    const read = await readWith(node, planted);
    expect(read.snapshot).toBe("mismatch");
    expect(node.ranges[0]).toEqual([1_000, 1_999]);
    expect(read.events.map((e) => e.blockNumber)).toEqual([1_200n, 3_500n, 4_990n]);
  });

  it("reads from the deployment when the chain has no block N", async () => {
    const node = fakeNode(LOGS, { head: 3_000, finalized: 3_000 });
    const read = await readWith(node, snapshotTo3600());
    expect(read.snapshot).toBe("mismatch");
    expect(read.events.map((e) => e.blockNumber)).toEqual([1_200n]);
  });

  it("does not use a snapshot that starts after the block the read starts from", async () => {
    const node = fakeNode(LOGS, { head: 5_000, finalized: 5_000 });
    const read = await readWith(node, snapshotTo3600(0, 1_300n));
    expect(read.snapshot).toBe("unusable");
    expect(node.ranges[0]).toEqual([1_000, 1_999]);
  });

  it("goes on from the stored cache when it reaches further than the snapshot", async () => {
    const first = fakeNode(LOGS, { head: 4_000, finalized: 4_000 });
    const stored: HistoryCache[] = [];
    await scanHistory({
      ...base,
      client: first.client,
      deployBlock: 1_000n,
      cached: null,
      onCache: (c) => stored.push(c),
    });
    const node = fakeNode(LOGS, { head: 5_000, finalized: 5_000 });
    const read = await readWith(node, snapshotTo3600(), stored.at(-1) ?? null);
    expect(read.snapshot).toBeNull();
    expect(node.ranges).toEqual([[4_001, 5_000]]);
  });
});
