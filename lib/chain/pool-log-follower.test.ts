import { createPublicClient, custom, HttpRequestError, numberToHex, type Hex } from "viem";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createPoolLogFollower, readChainBounds } from "./pool-log-follower";

const POOL = "0xdDdaBb545F2dc906259A9a26C33095a37f5AB1F9";
const ALICE = "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65";

/** A node with no pool logs: it answers the head, the finalized block and each getLogs range it is asked. */
function quietNode(state: { head: number; finalized: number | null; down: boolean }) {
  const ranges: [number, number][] = [];
  const heads: number[] = [];
  const client = createPublicClient({
    transport: custom(
      {
        async request({ method, params }: { method: string; params: readonly unknown[] }) {
          if (state.down) throw new HttpRequestError({ url: "http://rpc.test" });
          if (method === "eth_blockNumber") {
            heads.push(Date.now());
            return numberToHex(state.head);
          }
          if (method === "eth_getBlockByNumber") {
            return state.finalized === null ? null : { number: numberToHex(state.finalized) };
          }
          if (method !== "eth_getLogs") throw new Error(`unexpected ${method}`);
          const filter = params[0] as { fromBlock: Hex; toBlock: Hex };
          ranges.push([Number(filter.fromBlock), Number(filter.toBlock)]);
          return [];
        },
      },
      { retryCount: 0 },
    ),
  });
  return { client, ranges, heads };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("readChainBounds", () => {
  it("reads the finalized block and the head", async () => {
    const node = quietNode({ head: 100, finalized: 90, down: false });
    await expect(readChainBounds(node.client)).resolves.toEqual({ finalized: 90n, head: 100n });
  });

  it("counts block 0 as finalized on a chain that has none yet", async () => {
    const node = quietNode({ head: 7, finalized: null, down: false });
    await expect(readChainBounds(node.client)).resolves.toEqual({ finalized: 0n, head: 7n });
  });
});

describe("createPoolLogFollower", () => {
  const follow = (node: ReturnType<typeof quietNode>, extra: { intervalMs?: number; maxBackoffMs?: number } = {}) => {
    const batches: number[] = [];
    const onError = vi.fn();
    const onRecover = vi.fn();
    const follower = createPoolLogFollower({
      client: node.client,
      pool: POOL,
      account: ALICE,
      onLogs: (logs) => batches.push(logs.length),
      onError,
      onRecover,
      maxRange: 5n,
      ...extra,
    });
    return { follower, batches, onError, onRecover };
  };

  it("polls every 2 seconds by default, starting where a refresh would when none ran", async () => {
    const state = { head: 100, finalized: 90, down: false };
    const node = quietNode(state);
    const { follower, batches } = follow(node);
    follower.start();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(node.ranges).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    // The bridge after the finalized block, in ranges of at most 5 blocks.
    expect(node.ranges).toEqual([
      [91, 95],
      [96, 100],
    ]);
    expect(batches).toEqual([0]);

    // No new block: nothing to read. Then two new blocks: read from where it stopped.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(node.ranges).toHaveLength(2);
    state.head = 102;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(node.ranges.at(-1)).toEqual([101, 102]);
    follower.stop();
  });

  it("starts once however often it is started, and stops polling when stopped", async () => {
    const node = quietNode({ head: 100, finalized: 90, down: false });
    const { follower } = follow(node, { intervalMs: 1_000 });
    follower.start();
    follower.start();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(node.heads.length).toBe(3);
    follower.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(node.heads.length).toBe(3);
  });

  it("waits twice as long after each failure, up to the longest wait, and tells of the outage once", async () => {
    const state = { head: 100, finalized: 90, down: false };
    const node = quietNode(state);
    const { follower, onError, onRecover } = follow(node, { intervalMs: 1_000, maxBackoffMs: 3_000 });
    await follower.refresh();
    follower.start();
    await vi.advanceTimersByTimeAsync(1_000);
    const before = node.heads.length;
    state.down = true;
    // The poll at 2 s fails: the next one comes 2 s later instead of 1 s.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onError).toHaveBeenCalledTimes(1);
    state.down = false;
    await vi.advanceTimersByTimeAsync(1_999);
    expect(node.heads.length).toBe(before);
    await vi.advanceTimersByTimeAsync(1);
    expect(node.heads.length).toBe(before + 1);
    expect(onRecover).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(1);
    follower.stop();
  });

  it("caps the wait between failed polls", async () => {
    const state = { head: 100, finalized: 90, down: true };
    const node = quietNode(state);
    const { follower, onError } = follow(node, { intervalMs: 1_000, maxBackoffMs: 3_000 });
    follower.start();
    // Polls at 1 s (fails), 3 s (fails), 6 s (fails, capped wait 3 s), 9 s…
    await vi.advanceTimersByTimeAsync(6_000);
    state.down = false;
    await vi.advanceTimersByTimeAsync(2_999);
    expect(node.heads).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(node.heads).toEqual([9_000]);
    expect(onError).toHaveBeenCalledTimes(1);
    follower.stop();
  });

  it("answers a refresh with null when the chain is down", async () => {
    const node = quietNode({ head: 100, finalized: 90, down: true });
    const { follower, onError } = follow(node);
    await expect(follower.refresh()).resolves.toBeNull();
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
