import { createPublicClient, custom, HttpRequestError, numberToHex, TimeoutError, type Hex } from "viem";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UnaskedAnswerError } from "../transport/asked-for";
import { readChainBounds } from "./chain-bounds";
import { createPoolLogFollower } from "./pool-log-follower";

const POOL = "0xdDdaBb545F2dc906259A9a26C33095a37f5AB1F9";
const ALICE = "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65";

interface NodeState {
  head: number;
  finalized: number | null;
  /** Unreachable for every request. */
  down: boolean;
  /** Answers the head and the finalized block, but its getLogs times out. */
  logsDown?: boolean;
}

/**
 * A node with no pool logs: it answers the head, the finalized block and each getLogs range it is asked, and records
 * what it answered. The head and the finalized block are those at the time of the request; `hold(method)` keeps
 * that method's answers back until released.
 */
function quietNode(state: NodeState) {
  const ranges: [number, number][] = [];
  const heads: number[] = [];
  const blockParams: unknown[] = [];
  const held = new Map<string, Promise<void>>();
  let logsRefused = 0;
  const client = createPublicClient({
    transport: custom(
      {
        async request({ method, params }: { method: string; params: readonly unknown[] }) {
          const { head, finalized } = state;
          await held.get(method);
          if (state.down) throw new HttpRequestError({ url: "http://rpc.test" });
          if (method === "eth_getLogs" && state.logsDown === true) {
            logsRefused += 1;
            throw new TimeoutError({ body: {}, url: "http://rpc.test" });
          }
          // What it answered, when.
          if (method === "eth_blockNumber") heads.push(Date.now());
          if (method === "eth_getBlockByNumber") blockParams.push(params);
          if (method === "eth_getLogs") {
            const filter = params[0] as { fromBlock: Hex; toBlock: Hex };
            ranges.push([Number(filter.fromBlock), Number(filter.toBlock)]);
          }
          if (method === "eth_blockNumber") return numberToHex(head);
          if (method === "eth_getBlockByNumber") return finalized === null ? null : { number: numberToHex(finalized) };
          if (method === "eth_getLogs") return [];
          throw new Error(`unexpected ${method}`);
        },
      },
      { retryCount: 0 },
    ),
  });
  const hold = (method: string): (() => void) => {
    let release = () => {};
    held.set(
      method,
      new Promise((resolve) => {
        release = () => {
          held.delete(method);
          resolve();
        };
      }),
    );
    return release;
  };
  return { client, ranges, heads, blockParams, hold, logsRefused: () => logsRefused };
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

  it("asks for the finalized block without its transactions", async () => {
    const node = quietNode({ head: 100, finalized: 90, down: false });
    await readChainBounds(node.client);
    expect(node.blockParams).toEqual([["finalized", false]]);
  });
});

describe("readChainBounds with the network's chain id", () => {
  /** A node of chain `chainId` (a hex string, or anything an RPC might send) at head 100, finalized 90. */
  const nodeOf = (chainId: unknown) => {
    const methods: string[] = [];
    const client = createPublicClient({
      transport: custom(
        {
          async request({ method }: { method: string }) {
            methods.push(method);
            if (method === "eth_chainId") return chainId;
            if (method === "eth_blockNumber") return numberToHex(100);
            return { number: numberToHex(90) };
          },
        },
        { retryCount: 0 },
      ),
    });
    return { client, methods };
  };

  it("checks the chain id in the same tick as the bounds, and reads them from the network's chain", async () => {
    const node = nodeOf("0x4268");
    const onUnasked = vi.fn();
    await expect(readChainBounds(node.client, { chainId: 17_000, onUnasked })).resolves.toEqual({
      finalized: 90n,
      head: 100n,
    });
    expect(node.methods.sort()).toEqual(["eth_blockNumber", "eth_chainId", "eth_getBlockByNumber"]);
    expect(onUnasked).not.toHaveBeenCalled();
  });

  it("drops the bounds of another chain (or of no chain id at all), fails, and tells it", async () => {
    const onUnasked = vi.fn();
    await expect(readChainBounds(nodeOf("0x1").client, { chainId: 17_000, onUnasked })).rejects.toThrow(
      "the RPC answers for chain 1, not chain 17000",
    );
    await expect(readChainBounds(nodeOf(null).client, { chainId: 17_000, onUnasked })).rejects.toBeInstanceOf(
      UnaskedAnswerError,
    );
    expect(onUnasked.mock.calls).toEqual([[{ "other-chain": 1 }], [{ malformed: 1 }]]);
  });

  it("reads no logs of a chain that turned into another, and says the chain failed", async () => {
    vi.useRealTimers();
    const node = nodeOf("0x1");
    const onError = vi.fn();
    const onLogs = vi.fn();
    const follower = createPoolLogFollower({
      client: node.client,
      pool: POOL,
      account: ALICE,
      chainId: 17_000,
      onLogs,
      onError,
      onRecover: vi.fn(),
    });
    await expect(follower.refresh()).resolves.toBeNull();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(UnaskedAnswerError);
    expect(node.methods).not.toContain("eth_getLogs");
    expect(onLogs).not.toHaveBeenCalled();
  });
});

describe("createPoolLogFollower", () => {
  const follow = (
    node: ReturnType<typeof quietNode>,
    extra: { intervalMs?: number; maxBackoffMs?: number; maxRange?: bigint } = {},
  ) => {
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

    // No new block: nothing to read, nothing handed over.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(node.ranges).toHaveLength(2);
    expect(batches).toEqual([0]);
    // Two new blocks, then one, then none: each read starts where the last one stopped.
    state.head = 102;
    await vi.advanceTimersByTimeAsync(2_000);
    state.head = 103;
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(node.ranges.slice(2)).toEqual([
      [101, 102],
      [103, 103],
    ]);
    expect(batches).toEqual([0, 0, 0]);
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

  it("polls at its interval while the chain answers, even when the longest wait after a failure is shorter", async () => {
    const node = quietNode({ head: 100, finalized: 90, down: false });
    const { follower } = follow(node, { intervalMs: 5_000, maxBackoffMs: 1_000 });
    follower.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(node.heads).toEqual([5_000, 10_000]);
    follower.stop();
  });

  it("moves the poller past the head each refresh read", async () => {
    const state = { head: 100, finalized: 90, down: false };
    const node = quietNode(state);
    const { follower, batches } = follow(node, { maxRange: 100n });
    await follower.refresh();
    await vi.waitFor(() => expect(node.ranges).toEqual([[91, 100]]));
    state.head = 101;
    await follower.refresh();
    await vi.waitFor(() =>
      expect(node.ranges).toEqual([
        [91, 100],
        [91, 101],
      ]),
    );
    follower.start();
    await vi.advanceTimersByTimeAsync(2_000);
    // Block 101 was read by the second refresh: the poll finds nothing new.
    expect(node.ranges).toEqual([
      [91, 100],
      [91, 101],
    ]);
    expect(batches).toEqual([0, 0]);
    follower.stop();
  });

  it("takes bounds already being read instead of reading them again, and bridges from their finalized block", async () => {
    const node = quietNode({ head: 100, finalized: 90, down: false });
    const { follower, batches } = follow(node, { maxRange: 100n });
    await expect(follower.refresh(Promise.resolve({ finalized: 80n, head: 95n }))).resolves.toEqual({
      finalized: 80n,
      head: 95n,
    });
    await vi.waitFor(() => expect(node.ranges).toEqual([[81, 95]]));
    expect(node.heads).toEqual([]);
    expect(node.blockParams).toEqual([]);
    expect(batches).toEqual([0]);
    // The poller goes on after the head those bounds read.
    follower.start();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(node.ranges).toEqual([
      [81, 95],
      [96, 100],
    ]);
    follower.stop();
  });

  it("tells of a failed read of bounds it was handed as its own, reading nothing, and polls on", async () => {
    const node = quietNode({ head: 100, finalized: 90, down: false });
    const { follower, onError } = follow(node, { maxRange: 100n });
    const failure = new Error("nothing answered");
    await expect(follower.refresh(Promise.reject(failure))).resolves.toBeNull();
    expect(onError.mock.calls).toEqual([[failure]]);
    expect(node.ranges).toEqual([]);
    follower.start();
    // The first poll starts where a refresh would, after the failure's longer wait.
    await vi.advanceTimersByTimeAsync(4_000);
    expect(node.ranges).toEqual([[91, 100]]);
    follower.stop();
  });

  it("keeps the poller's place when a refresh's head is behind it", async () => {
    const state = { head: 100, finalized: 90, down: false };
    const node = quietNode(state);
    const { follower } = follow(node, { maxRange: 100n });
    await follower.refresh();
    await vi.waitFor(() => expect(node.ranges).toEqual([[91, 100]]));
    // A refresh reads the head at 100, but its finalized block comes late, after the poller has read up to 105.
    const release = node.hold("eth_getBlockByNumber");
    const late = follower.refresh();
    await vi.waitFor(() => expect(node.heads).toHaveLength(2));
    state.head = 105;
    follower.start();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(node.ranges).toEqual([
      [91, 100],
      [101, 105],
    ]);
    release();
    await expect(late).resolves.toEqual({ finalized: 90n, head: 100n });
    await vi.waitFor(() => expect(node.ranges).toHaveLength(3));
    await vi.advanceTimersByTimeAsync(2_000);
    // The next poll finds nothing after 105.
    expect(node.ranges).toEqual([
      [91, 100],
      [101, 105],
      [91, 100],
    ]);
    follower.stop();
  });

  it("tells of an outage when a refresh cannot read the logs, then polls from after the finalized block it read", async () => {
    const state: NodeState = { head: 100, finalized: 90, down: false, logsDown: true };
    const node = quietNode(state);
    const { follower, onError, onRecover } = follow(node, { maxRange: 100n });
    await expect(follower.refresh()).resolves.toEqual({ finalized: 90n, head: 100n });
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    state.logsDown = false;
    state.finalized = 95;
    state.head = 102;
    follower.start();
    await vi.advanceTimersByTimeAsync(3_999); // one failure: twice the interval
    expect(node.ranges).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(node.ranges).toEqual([[91, 102]]);
    expect(onRecover).toHaveBeenCalledTimes(1);
    follower.stop();
  });

  it("sends the poller back to after the finalized block when a refresh cannot read the logs", async () => {
    const state: NodeState = { head: 100, finalized: 90, down: false };
    const node = quietNode(state);
    const { follower, onError } = follow(node, { maxRange: 100n });
    await follower.refresh();
    await vi.waitFor(() => expect(node.ranges).toEqual([[91, 100]]));
    state.head = 105;
    state.logsDown = true;
    await follower.refresh();
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    state.logsDown = false;
    follower.start();
    await vi.advanceTimersByTimeAsync(4_000);
    // What the failed refresh should have read after its finalized block is read by the poller.
    expect(node.ranges).toEqual([
      [91, 100],
      [91, 105],
    ]);
    follower.stop();
  });

  it("never moves the poller's place forward when a refresh cannot read the logs", async () => {
    const state: NodeState = { head: 100, finalized: 89, down: false, logsDown: true };
    const node = quietNode(state);
    const { follower, onError } = follow(node, { maxRange: 100n });
    await follower.refresh(); // the place becomes block 90
    state.finalized = 90;
    await follower.refresh(); // block 90 is finalized now, but still the place
    await vi.waitFor(() => expect(node.logsRefused()).toBe(2));
    state.logsDown = false;
    follower.start();
    await vi.advanceTimersByTimeAsync(8_000); // two failures: four times the interval
    expect(node.ranges).toEqual([[90, 100]]);
    expect(onError).toHaveBeenCalledTimes(1);
    follower.stop();
  });

  it("hands nothing over and polls no more once stopped during a read, and reads it again when started again", async () => {
    const state = { head: 100, finalized: 90, down: false };
    const node = quietNode(state);
    const { follower, batches } = follow(node, { maxRange: 100n });
    await follower.refresh();
    await vi.waitFor(() => expect(batches).toEqual([0]));
    follower.start();
    state.head = 102;
    const release = node.hold("eth_getLogs");
    await vi.advanceTimersByTimeAsync(2_000);
    expect(node.heads).toHaveLength(2); // the poll has the head and waits for the logs
    follower.stop();
    release();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(node.ranges).toEqual([
      [91, 100],
      [101, 102],
    ]);
    expect(batches).toEqual([0]);
    expect(node.heads).toHaveLength(2);

    follower.start();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(node.ranges.at(-1)).toEqual([101, 102]);
    expect(batches).toEqual([0, 0]);
    follower.stop();
  });

  it("tells of no outage when a read fails after the follower stopped", async () => {
    const state = { head: 100, finalized: 90, down: false };
    const node = quietNode(state);
    const { follower, onError } = follow(node, { maxRange: 100n });
    await follower.refresh();
    await vi.waitFor(() => expect(node.ranges).toEqual([[91, 100]]));
    follower.start();
    state.head = 102;
    const release = node.hold("eth_getLogs");
    await vi.advanceTimersByTimeAsync(2_000);
    expect(node.heads).toHaveLength(2);
    follower.stop();
    state.down = true;
    release();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(node.ranges).toEqual([[91, 100]]); // the read failed
    expect(onError).not.toHaveBeenCalled();
  });

  it("answers a refresh with null when the chain is down", async () => {
    const node = quietNode({ head: 100, finalized: 90, down: true });
    const { follower, onError } = follow(node);
    await expect(follower.refresh()).resolves.toBeNull();
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
