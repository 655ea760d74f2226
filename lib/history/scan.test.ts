import { createPublicClient, custom, numberToHex, type Hex, type RpcLog } from "viem";
import { describe, expect, it } from "vitest";
import type { HistoryCache } from "./cache";
import { scanHistory } from "./scan";
import { ownerLog, TEST_ALICE, TEST_BOB, TEST_POOL } from "./test-logs";

interface GetLogsFilter {
  readonly fromBlock: Hex;
  readonly toBlock: Hex;
  readonly topics: readonly (Hex | readonly Hex[])[];
}

/** Block n's timestamp is 1,700,000,000 + 12 n; its hash encodes n and the chain's `era` (a replaced chain). */
const blockHash = (n: number, era: number) =>
  `0x${era.toString(16).padStart(8, "0")}${n.toString(16).padStart(56, "0")}` as Hex;

/** A node holding `logs` with `head` and `finalized` blocks; records each eth_getLogs range and every method. */
function fakeNode(logs: readonly RpcLog[], chain: { head: number; finalized: number | null; era?: number }) {
  const ranges: [number, number][] = [];
  const methods: string[] = [];
  let failGetLogs = false;
  const client = createPublicClient({
    transport: custom(
      {
        async request({ method, params }: { method: string; params: readonly unknown[] }) {
          methods.push(method);
          if (method === "eth_blockNumber") return numberToHex(chain.head);
          if (method === "eth_getBlockByNumber") {
            const tag = params[0];
            const n = tag === "finalized" ? chain.finalized : Number(tag);
            if (n === null || n > chain.head) return null;
            return {
              number: numberToHex(n),
              hash: blockHash(n, chain.era ?? 0),
              timestamp: numberToHex(1_700_000_000 + 12 * n),
            };
          }
          if (method !== "eth_getLogs") throw new Error(`unexpected ${method}`);
          if (failGetLogs) throw new Error("internal error");
          const filter = params[0] as GetLogsFilter;
          const from = Number(filter.fromBlock);
          const to = Number(filter.toBlock);
          ranges.push([from, to]);
          return logs.filter((l) => {
            const block = Number(l.blockNumber);
            return block >= from && block <= to && l.topics[1] === filter.topics[1];
          });
        },
      },
      { retryCount: 0 },
    ),
  });
  return {
    client,
    ranges,
    methods,
    failGetLogs: () => {
      failGetLogs = true;
    },
  };
}

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
