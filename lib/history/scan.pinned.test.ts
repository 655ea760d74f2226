// scanHistory at its edges: a cache exactly at the finalized block, a one-block tail, a head at the deploy block,
// a node that has lost a block.
import { createPublicClient, custom, numberToHex, type Hex, type RpcLog } from "viem";
import { describe, expect, it } from "vitest";
import type { HistoryCache } from "./cache";
import { scanHistory } from "./scan";
import { ownerLog, TEST_ALICE, TEST_POOL } from "./test-logs";

const hashOf = (n: number) => `0x${n.toString(16).padStart(64, "c")}` as Hex;

/** A node at `head` with `finalized`; it has no block in `missing`. Records each eth_getLogs range. */
function node(logs: readonly RpcLog[], head: number, finalized: number, missing: readonly number[] = []) {
  const ranges: [number, number][] = [];
  const client = createPublicClient({
    transport: custom(
      {
        async request({ method, params }: { method: string; params: readonly unknown[] }) {
          if (method === "eth_blockNumber") return numberToHex(head);
          if (method === "eth_getBlockByNumber") {
            const n = params[0] === "finalized" ? finalized : Number(params[0]);
            if (n > head || missing.includes(n)) return null;
            return { number: numberToHex(n), hash: hashOf(n), timestamp: numberToHex(1_700_000_000 + 12 * n) };
          }
          const filter = params[0] as { fromBlock: Hex; toBlock: Hex; topics: Hex[] };
          const [from, to] = [Number(filter.fromBlock), Number(filter.toBlock)];
          ranges.push([from, to]);
          return logs.filter((l) => Number(l.blockNumber) >= from && Number(l.blockNumber) <= to);
        },
      },
      { retryCount: 0 },
    ),
  });
  return { client, ranges };
}

const ALICE_AT = (block: number) => ownerLog(TEST_ALICE, { name: "Registered", indexes: [BigInt(block)] }, block);
const base = { pool: TEST_POOL, account: TEST_ALICE, chainId: 17000 } as const;
const cacheThrough = (block: number, events: HistoryCache["events"] = []): HistoryCache => ({
  ...base,
  fromBlock: 1_000n,
  scannedThrough: BigInt(block),
  scannedHash: hashOf(block),
  events,
});

describe("scanHistory at its edges", () => {
  it("keeps a cache stored exactly at the finalized block and reads only the blocks after it", async () => {
    const chain = node([ALICE_AT(2_001)], 2_001, 2_000);
    const stored: HistoryCache[] = [];
    const read = await scanHistory({
      ...base,
      client: chain.client,
      deployBlock: 1_000n,
      cached: cacheThrough(2_000),
      onCache: (c) => stored.push(c),
    });
    expect(chain.ranges).toEqual([[2_001, 2_001]]); // the one block after the finalized one, not stored
    expect(stored).toEqual([]);
    expect(read.events.map((e) => e.blockNumber)).toEqual([2_001n]);
    expect(read.cache).toEqual(cacheThrough(2_000));
  });

  it("reads and stores a single finalized block after the cache", async () => {
    const chain = node([ALICE_AT(2_000)], 2_000, 2_000);
    const stored: HistoryCache[] = [];
    await scanHistory({
      ...base,
      client: chain.client,
      deployBlock: 1_000n,
      cached: cacheThrough(1_999),
      onCache: (c) => stored.push(c),
    });
    expect(chain.ranges).toEqual([[2_000, 2_000]]);
    expect(stored.map((c) => [c.scannedThrough, c.events.map((e) => e.blockNumber)])).toEqual([[2_000n, [2_000n]]]);
  });

  it("throws away a cache stored past what is finalized now, or past the chain's head", async () => {
    for (const [head, finalized] of [
      [2_100, 1_900], // finalized moved back before the stored block
      [1_950, 1_950], // a shorter chain: the stored block is gone
    ] as const) {
      const chain = node([], head, finalized);
      await scanHistory({
        ...base,
        client: chain.client,
        deployBlock: 1_000n,
        cached: cacheThrough(2_000),
        onCache: () => undefined,
      });
      expect(chain.ranges[0]?.[0], `head ${head}`).toBe(1_000);
    }
  });

  it("reads from the deployment block when the head is exactly at it", async () => {
    const chain = node([], 1_000, 1_000);
    await scanHistory({ ...base, client: chain.client, deployBlock: 1_000n, cached: null, onCache: () => undefined });
    expect(chain.ranges).toEqual([[1_000, 1_000]]);
  });

  it("rejects, naming the block, when the node no longer has a block it must date", async () => {
    const chain = node([ALICE_AT(1_500)], 2_000, 2_000, [1_500]);
    await expect(
      scanHistory({ ...base, client: chain.client, deployBlock: 1_000n, cached: null, onCache: () => undefined }),
    ).rejects.toThrow("the node does not have block 1500");
  });
});
