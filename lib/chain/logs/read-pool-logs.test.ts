import {
  createPublicClient,
  custom,
  encodeAbiParameters,
  encodeEventTopics,
  HttpRequestError,
  numberToHex,
  TimeoutError,
  type Hex,
  type RpcLog,
} from "viem";
import { describe, expect, it, vi } from "vitest";
import { createPoolLogFollower } from "./pool-log-follower";
import { UnaskedAnswerError } from "../transport/asked-for";
import { readPoolLogs, type RangeMemory } from "./read-pool-logs";
import { smoothlyPoolAbi } from "@/lib/protocol/abi.generated";

const POOL = "0xdDdaBb545F2dc906259A9a26C33095a37f5AB1F9";
const ALICE = "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65";
const BOB = "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc";

/** A StakeAdded log of `owner` as a node returns it. */
function stakeAddedLog(owner: Hex, index: bigint, block: number, value = 15_000_000_000_000_000n): RpcLog {
  return {
    address: POOL,
    blockHash: `0x${"01".repeat(32)}`,
    blockNumber: numberToHex(block),
    data: encodeAbiParameters([{ type: "uint64" }, { type: "uint256" }], [index, value]),
    logIndex: "0x0",
    removed: false,
    topics: encodeEventTopics({ abi: smoothlyPoolAbi, eventName: "StakeAdded", args: { eth1: owner } }) as [Hex],
    transactionHash: `0x${block.toString(16).padStart(64, "0")}`,
    transactionIndex: "0x0",
  };
}

interface GetLogsFilter {
  readonly address: Hex;
  readonly fromBlock: Hex;
  readonly toBlock: Hex;
  readonly topics: readonly (Hex | readonly Hex[])[];
}

/**
 * A node holding `logs`; `refuse` decides which getLogs ranges it refuses, `down` makes it unreachable (failing
 * with `downError`), `ownerBlind` makes it ignore the owner topic of the filter.
 */
function fakeNode(
  logs: readonly RpcLog[],
  options: {
    /** Whether the node refuses a range of this many blocks (from this block); a string is its message. */
    refuse?: (span: bigint, from: number) => boolean | string;
    head?: () => number;
    ownerBlind?: boolean;
    downError?: () => Error;
  } = {},
) {
  const ranges: [number, number][] = [];
  /** Every getLogs filter the node was sent, refused ones too. */
  const asked: GetLogsFilter[] = [];
  let requests = 0;
  let down = false;
  const client = createPublicClient({
    transport: custom(
      {
        async request({ method, params }: { method: string; params: readonly unknown[] }) {
          requests += 1;
          if (down) throw options.downError?.() ?? new HttpRequestError({ url: "http://rpc.test" });
          if (method === "eth_blockNumber") return numberToHex(options.head?.() ?? 100);
          if (method === "eth_getBlockByNumber") return { number: numberToHex((options.head?.() ?? 100) - 10) };
          if (method !== "eth_getLogs") throw new Error(`unexpected ${method}`);
          const filter = params[0] as GetLogsFilter;
          asked.push(filter);
          const from = Number(filter.fromBlock);
          const to = Number(filter.toBlock);
          const refusal = options.refuse?.(BigInt(to - from + 1), from);
          if (refusal) throw new Error(typeof refusal === "string" ? refusal : "block range too large");
          ranges.push([from, to]);
          return logs.filter((l) => {
            // A log not in a block yet matches any range, as a node that includes pending logs answers.
            const block = l.blockNumber === null ? from : Number(l.blockNumber);
            const owner = l.topics[1];
            return block >= from && block <= to && (options.ownerBlind === true || owner === filter.topics[1]);
          });
        },
      },
      { retryCount: 0 },
    ),
  });
  return {
    client,
    ranges,
    asked,
    /** The spans (blocks per request) the node was asked for, each once, in the order first asked. */
    spans: () => [...new Set(asked.map((f) => Number(f.toBlock) - Number(f.fromBlock) + 1))],
    requests: () => requests,
    setDown: (value: boolean) => {
      down = value;
    },
  };
}

/** Alice's logs in blocks 1 to 9, and what the reader was told it dropped. */
async function readBlocks1To9(client: ReturnType<typeof fakeNode>["client"]) {
  const onUnasked = vi.fn();
  const logs = await readPoolLogs({ client, pool: POOL, account: ALICE, fromBlock: 1n, toBlock: 9n, onUnasked });
  return { logs, onUnasked };
}

describe("readPoolLogs", () => {
  it("asks the node for the account's five events only, in chunks, and decodes them", async () => {
    const node = fakeNode([stakeAddedLog(ALICE, 203n, 5), stakeAddedLog(BOB, 204n, 6), stakeAddedLog(ALICE, 101n, 25)]);
    const logs = await readPoolLogs({
      client: node.client,
      pool: POOL,
      account: ALICE,
      fromBlock: 1n,
      toBlock: 25n,
      maxRange: 10n,
    });
    expect(node.ranges).toEqual([
      [1, 10],
      [11, 20],
      [21, 25],
    ]);
    expect(logs.map((l) => [l.eventName, l.blockNumber, l.eventName === "StakeAdded" ? l.args.index : null])).toEqual([
      ["StakeAdded", 5n, 203n],
      ["StakeAdded", 25n, 101n],
    ]);
    // In the reducer's one shape (poolEventLog), not viem's decoded log with its extra fields.
    expect(Object.keys(logs[0] ?? {})).toEqual([
      "transactionHash",
      "logIndex",
      "blockNumber",
      "removed",
      "eventName",
      "args",
    ]);
  });

  it("filters on the pool, the five events and the account as owner", async () => {
    const node = fakeNode([]);
    await readPoolLogs({ client: node.client, pool: POOL, account: ALICE, fromBlock: 16n, toBlock: 300n });
    expect(node.asked).toEqual([
      {
        address: POOL,
        topics: [
          [
            "0x85c5c7c4dc01aaee7aeca0e989bef867425d404d98bb97c687946b288b61598c", // Registered
            "0x75b4f6ef9722657cff3198439d8f07bf6307d52e25ef8779739c9a0ee2229541", // ExitRequested
            "0x0949185a8014c3942d19d1caf39bbc9702cbb45d0fb61730c9179e258371573a", // RewardsWithdrawal
            "0xf5d03b7290bd39ee429a9910b87266d0e190d3999fadc4d95583af208ebbe8c1", // StakeWithdrawal
            "0x44635be159779c0a8a6bef95e1f7a9139ab7a3f3aa963ef979a85e27da28031f", // StakeAdded
          ],
          "0x00000000000000000000000015d34aaf54267db7d7c367839aaf71a00a2c6a65",
        ],
        fromBlock: "0x10",
        toBlock: "0x12c",
      },
    ]);
  });

  it("with no account, asks for every owner's five events and keeps them all", async () => {
    const node = fakeNode([stakeAddedLog(ALICE, 203n, 5), stakeAddedLog(BOB, 204n, 6)], { ownerBlind: true });
    const onUnasked = vi.fn();
    const logs = await readPoolLogs({
      client: node.client,
      pool: POOL,
      account: null,
      fromBlock: 1n,
      toBlock: 9n,
      onUnasked,
    });
    expect(node.asked.map((f) => f.topics.length)).toEqual([1]);
    expect(node.asked[0]?.topics[0]).toHaveLength(5);
    expect(logs.map((l) => [l.blockNumber, l.args.eth1])).toEqual([
      [5n, ALICE],
      [6n, BOB],
    ]);
    expect(onUnasked).not.toHaveBeenCalled();
  });

  it("reads a span of a single block", async () => {
    const node = fakeNode([stakeAddedLog(ALICE, 203n, 5)]);
    const logs = await readPoolLogs({ client: node.client, pool: POOL, account: ALICE, fromBlock: 5n, toBlock: 5n });
    expect(node.ranges).toEqual([[5, 5]]);
    expect(logs.map((l) => l.blockNumber)).toEqual([5n]);
  });

  it("asks nothing for an empty span", async () => {
    const node = fakeNode([stakeAddedLog(ALICE, 203n, 5)]);
    const logs = await readPoolLogs({ client: node.client, pool: POOL, account: ALICE, fromBlock: 6n, toBlock: 5n });
    expect(logs).toEqual([]);
    expect(node.requests()).toBe(0);
  });

  it("keeps only the account's logs when the node does not filter on the owner, and tells what it dropped", async () => {
    const node = fakeNode([stakeAddedLog(BOB, 204n, 6), stakeAddedLog(ALICE, 203n, 7)], { ownerBlind: true });
    const { logs, onUnasked } = await readBlocks1To9(node.client);
    expect(logs.map((l) => [l.blockNumber, l.args.eth1])).toEqual([[7n, ALICE]]);
    expect(onUnasked).toHaveBeenCalledExactlyOnceWith({ "other-topic": 1 });
  });

  it("leaves out a log whose data does not decode, as malformed", async () => {
    const truncated: RpcLog = { ...stakeAddedLog(ALICE, 204n, 6), data: "0x" };
    const node = fakeNode([truncated, stakeAddedLog(ALICE, 203n, 7)]);
    const { logs, onUnasked } = await readBlocks1To9(node.client);
    expect(logs.map((l) => l.blockNumber)).toEqual([7n]);
    expect(onUnasked).toHaveBeenCalledExactlyOnceWith({ malformed: 1 });
  });

  it("leaves out a log without its block, its index or its transaction (not mined yet)", async () => {
    const node = fakeNode([
      { ...stakeAddedLog(ALICE, 201n, 4), logIndex: null },
      { ...stakeAddedLog(ALICE, 202n, 5), transactionHash: null },
      { ...stakeAddedLog(ALICE, 203n, 6), blockNumber: null },
      stakeAddedLog(ALICE, 204n, 7),
    ]);
    const { logs, onUnasked } = await readBlocks1To9(node.client);
    expect(logs.map((l) => l.blockNumber)).toEqual([7n]);
    expect(onUnasked).toHaveBeenCalledExactlyOnceWith({ malformed: 3 });
  });

  it("keeps only what each range asked for when the node adds logs to every answer, and tells each range's", async () => {
    const truth = [stakeAddedLog(ALICE, 203n, 5), stakeAddedLog(ALICE, 101n, 15), stakeAddedLog(ALICE, 102n, 25)];
    // To each answer with logs: another contract's, a removed one, one past the range asked, a copy of its first.
    const extras = (answer: readonly RpcLog[], to: number): RpcLog[] => {
      const first = answer[0];
      if (!first) return [];
      return [
        { ...stakeAddedLog(ALICE, 9001n, to), address: "0x000000000000000000000000000000000000dEaD" },
        { ...stakeAddedLog(ALICE, 9002n, to), removed: true },
        stakeAddedLog(ALICE, 9003n, to + 1),
        { ...first },
      ];
    };
    const asked: [number, number][] = [];
    const client = createPublicClient({
      transport: custom(
        {
          async request({ params }: { params: readonly unknown[] }) {
            const filter = params[0] as GetLogsFilter;
            const [from, to] = [Number(filter.fromBlock), Number(filter.toBlock)];
            asked.push([from, to]);
            const answer = truth.filter((l) => Number(l.blockNumber) >= from && Number(l.blockNumber) <= to);
            return [...answer, ...extras(answer, to)];
          },
        },
        { retryCount: 0 },
      ),
    });
    const onUnasked = vi.fn();
    const logs = await readPoolLogs({
      client,
      pool: POOL,
      account: ALICE,
      fromBlock: 1n,
      toBlock: 30n,
      maxRange: 10n,
      onUnasked,
    });
    expect(asked).toEqual([
      [1, 10],
      [11, 20],
      [21, 30],
    ]);
    expect(logs.map((l) => (l.eventName === "StakeAdded" ? [l.blockNumber, l.args.index] : null))).toEqual([
      [5n, 203n],
      [15n, 101n],
      [25n, 102n],
    ]);
    const each = { "other-contract": 1, removed: 1, "outside-range": 1, repeated: 1 };
    expect(onUnasked.mock.calls).toEqual([[each], [each], [each]]);
  });

  it("fails at once, asking no smaller range, when an answer is no list of logs", async () => {
    let requests = 0;
    const client = createPublicClient({
      transport: custom(
        {
          request: async () => {
            requests += 1;
            return { logs: [] };
          },
        },
        { retryCount: 0 },
      ),
    });
    const onUnasked = vi.fn();
    await expect(
      readPoolLogs({ client, pool: POOL, account: ALICE, fromBlock: 1n, toBlock: 1_000n, onUnasked }),
    ).rejects.toBeInstanceOf(UnaskedAnswerError);
    expect(requests).toBe(1);
    expect(onUnasked).toHaveBeenCalledExactlyOnceWith({ malformed: 1 });
  });

  it("asks for the whole span first: a node that caps logs, not blocks, answers it in one request", async () => {
    const node = fakeNode([stakeAddedLog(ALICE, 203n, 5), stakeAddedLog(ALICE, 101n, 5_000_000)]);
    const logs = await readPoolLogs({
      client: node.client,
      pool: POOL,
      account: ALICE,
      fromBlock: 1n,
      toBlock: 5_300_000n,
    });
    expect(node.ranges).toEqual([[1, 5_300_000]]);
    expect(logs.map((l) => l.blockNumber)).toEqual([5n, 5_000_000n]);
  });

  it("takes the cap a refusal states, goes on at it, and remembers it for the next read", async () => {
    const node = fakeNode([stakeAddedLog(ALICE, 203n, 150)], {
      refuse: (span) => span > 100n && "exceed maximum block range: 100",
    });
    const kept: bigint[] = [];
    const memory: RangeMemory = { get: () => null, set: (blocks) => kept.push(blocks) };
    const logs = await readPoolLogs({
      client: node.client,
      pool: POOL,
      account: ALICE,
      fromBlock: 1n,
      toBlock: 300n,
      rangeMemory: memory,
    });
    expect(node.asked.map((f) => [Number(f.fromBlock), Number(f.toBlock)])).toEqual([
      [1, 300],
      [1, 100],
      [101, 200],
      [201, 300],
    ]);
    expect(logs).toHaveLength(1);
    expect(kept).toEqual([100n]);
  });

  it("starts at the range remembered for the endpoint, and asks nothing wider", async () => {
    const node = fakeNode([], { refuse: (span) => span > 20n && "exceed maximum block range: 20" });
    await readPoolLogs({
      client: node.client,
      pool: POOL,
      account: ALICE,
      fromBlock: 1n,
      toBlock: 50n,
      rangeMemory: { get: () => 20n, set: () => undefined },
    });
    expect(node.spans()).toEqual([20, 10]);
    expect(node.requests()).toBe(3);
  });

  it("asks for the range a refusal suggests (a log cap), then probes wider again", async () => {
    // The node's answer holds at most 2 logs; it names a range that fits, as Infura and Alchemy do.
    const dense = [1, 2, 3, 4, 5, 6].map((block) => stakeAddedLog(ALICE, 200n + BigInt(block), block));
    const node = fakeNode(dense, {
      refuse: (span) => span > 2n && "query returned more than 10000 results. Try with this block range [0x1, 0x2].",
    });
    await readPoolLogs({ client: node.client, pool: POOL, account: ALICE, fromBlock: 1n, toBlock: 100n });
    expect(node.asked.map((f) => [Number(f.fromBlock), Number(f.toBlock)]).slice(0, 3)).toEqual([
      [1, 100],
      [1, 2],
      [3, 53], // 2 worked and 99 was refused: halfway between them
    ]);
  });

  it("halves a range refused without a reason, never asks that wide again, and settles at what works", async () => {
    const node = fakeNode([stakeAddedLog(ALICE, 203n, 299)], { refuse: (span) => span > 20n });
    const logs = await readPoolLogs({ client: node.client, pool: POOL, account: ALICE, fromBlock: 1n, toBlock: 300n });
    expect(logs.map((l) => l.blockNumber)).toEqual([299n]);
    // Halving down from 300 to 19 (four refusals), one probe halfway to the smallest refusal (28, refused), then
    // the rest at 19, several at a time; the last range holds the 15 blocks left.
    expect(node.spans()).toEqual([300, 150, 75, 38, 19, 28, 15]);
    const refused = node.asked.filter((f) => Number(f.toBlock) - Number(f.fromBlock) + 1 > 20).length;
    expect(refused).toBe(5);
    expect(node.ranges.every(([from, to]) => to - from + 1 <= 20)).toBe(true);
    expect(node.ranges.at(-1)?.[1]).toBe(300);
  });

  it("asks exactly: halving from the whole span, probing halfway up, then settling at the widest that worked", async () => {
    const node = fakeNode([], { refuse: (span) => span > 20n });
    await readPoolLogs({ client: node.client, pool: POOL, account: ALICE, fromBlock: 1n, toBlock: 100n, parallel: 1 });
    expect(node.asked.map((f) => [Number(f.fromBlock), Number(f.toBlock)])).toEqual([
      [1, 100], // refused: half of it next
      [1, 50], // refused
      [1, 25], // refused
      [1, 13], // works: probe halfway towards the 24 not yet refused
      [14, 32], // 19 works: 5 short of 24 is more than an eighth of 19, probe again
      [33, 54], // 22 refused: the widest that worked, 19, from now on
      [33, 51],
      [52, 70],
      [71, 89],
      [90, 100],
    ]);
  });

  it("remembers a stated cap, not a range suggested for one request", async () => {
    const kept: bigint[] = [];
    const node = fakeNode([], {
      refuse: (span) => span > 2n && "query returned more than 10000 results. Try with this block range [0x1, 0x2].",
    });
    await readPoolLogs({
      client: node.client,
      pool: POOL,
      account: ALICE,
      fromBlock: 1n,
      toBlock: 10n,
      rangeMemory: { get: () => null, set: (blocks) => kept.push(blocks) },
    });
    expect(kept).toEqual([]);
  });

  it("fails at once when the node does not answer", async () => {
    const node = fakeNode([]);
    node.setDown(true);
    await expect(
      readPoolLogs({ client: node.client, pool: POOL, account: ALICE, fromBlock: 1n, toBlock: 30_000n }),
    ).rejects.toBeInstanceOf(HttpRequestError);
    expect(node.requests()).toBe(1);
  });

  it("fails at once when the node times out", async () => {
    const node = fakeNode([], { downError: () => new TimeoutError({ body: {}, url: "http://rpc.test" }) });
    node.setDown(true);
    await expect(
      readPoolLogs({ client: node.client, pool: POOL, account: ALICE, fromBlock: 1n, toBlock: 30_000n }),
    ).rejects.toBeInstanceOf(TimeoutError);
    expect(node.requests()).toBe(1);
  });

  it("never gives up while ranges still shrink, and fails only when a single block is refused", async () => {
    const node = fakeNode([], { refuse: () => true });
    await expect(
      readPoolLogs({ client: node.client, pool: POOL, account: ALICE, fromBlock: 1n, toBlock: 10n }),
    ).rejects.toThrow("block range too large");
    expect(node.spans()).toEqual([10, 5, 3, 2, 1]);
  });

  it("hands each range over as it is read, and stops between two requests when cancelled", async () => {
    const node = fakeNode([stakeAddedLog(ALICE, 203n, 5), stakeAddedLog(ALICE, 204n, 15)]);
    const chunks: [number[], bigint][] = [];
    const controller = new AbortController();
    await expect(
      readPoolLogs({
        client: node.client,
        pool: POOL,
        account: ALICE,
        fromBlock: 1n,
        toBlock: 30n,
        maxRange: 10n,
        parallel: 1,
        signal: controller.signal,
        onChunk: (logs, through) => {
          chunks.push([logs.map((l) => Number(l.blockNumber)), through]);
          if (through === 20n) controller.abort(new Error("cancelled"));
        },
      }),
    ).rejects.toThrow("cancelled");
    expect(chunks).toEqual([
      [[5], 10n],
      [[15], 20n],
    ]);
    expect(node.requests()).toBe(2);
  });
});

describe("readPoolLogs without an onUnasked", () => {
  it("drops what was not asked for all the same", async () => {
    const node = fakeNode([stakeAddedLog(BOB, 204n, 6), stakeAddedLog(ALICE, 203n, 7)], { ownerBlind: true });
    const logs = await readPoolLogs({ client: node.client, pool: POOL, account: ALICE, fromBlock: 1n, toBlock: 9n });
    expect(logs.map((l) => [l.blockNumber, l.args.eth1])).toEqual([[7n, ALICE]]);
  });

  it("fails with the answer's own error when an answer is no list of logs", async () => {
    const client = createPublicClient({
      transport: custom({ request: async () => ({ logs: [] }) }, { retryCount: 0 }),
    });
    await expect(
      readPoolLogs({ client, pool: POOL, account: ALICE, fromBlock: 1n, toBlock: 9n }),
    ).rejects.toBeInstanceOf(UnaskedAnswerError);
  });
});

describe("readPoolLogs once the range has settled", () => {
  it("reads the rest several ranges at a time and hands them over in chain order", async () => {
    const logs = [5, 15, 25, 35, 45].map((block) => stakeAddedLog(ALICE, 200n + BigInt(block), block));
    const node = fakeNode(logs, { refuse: (span) => span > 10n && "exceed maximum block range: 10" });
    const chunks: bigint[] = [];
    const read = await readPoolLogs({
      client: node.client,
      pool: POOL,
      account: ALICE,
      fromBlock: 1n,
      toBlock: 50n,
      parallel: 3,
      onChunk: (_, through) => chunks.push(through),
    });
    expect(read.map((l) => l.blockNumber)).toEqual([5n, 15n, 25n, 35n, 45n]);
    expect(chunks).toEqual([10n, 20n, 30n, 40n, 50n]);
    expect(node.spans()).toEqual([50, 10]);
    expect(node.requests()).toBe(6); // the refused 50, then five ranges of 10
  });

  it("reads a range refused on the way on its own, from half the size", async () => {
    // Blocks 21 to 30 hold more logs than the node answers at once: it refuses more than 5 blocks there.
    const dense = [21, 22, 23, 24, 25, 26, 35].map((block) => stakeAddedLog(ALICE, 200n + BigInt(block), block));
    const node = fakeNode(dense, {
      refuse: (span, from) =>
        span > 10n
          ? "exceed maximum block range: 10"
          : from === 21 && span > 5n && "query returned more than 5 results",
    });
    const chunks: bigint[] = [];
    const read = await readPoolLogs({
      client: node.client,
      pool: POOL,
      account: ALICE,
      fromBlock: 1n,
      toBlock: 40n,
      parallel: 2,
      onChunk: (_, through) => chunks.push(through),
    });
    expect(read.map((l) => l.blockNumber)).toEqual([21n, 22n, 23n, 24n, 25n, 26n, 35n]);
    expect(chunks).toEqual([10n, 20n, 30n, 40n]);
    expect(node.ranges).toContainEqual([21, 25]);
    expect(node.ranges).toContainEqual([26, 30]);
  });
});

describe("readPoolLogs at the edges of its ranges", () => {
  const askedRanges = (node: ReturnType<typeof fakeNode>) =>
    node.asked.map((f) => [Number(f.fromBlock), Number(f.toBlock)]);

  it("never asks wider than the range it goes on at, however few blocks are left after it", async () => {
    const one = fakeNode([]);
    await readPoolLogs({ client: one.client, pool: POOL, account: ALICE, fromBlock: 1n, toBlock: 11n, maxRange: 10n });
    expect(askedRanges(one)).toEqual([
      [1, 10],
      [11, 11],
    ]);
    const two = fakeNode([]);
    await readPoolLogs({ client: two.client, pool: POOL, account: ALICE, fromBlock: 1n, toBlock: 22n, maxRange: 10n });
    expect(askedRanges(two)).toEqual([
      [1, 10],
      [11, 20],
      [21, 22],
    ]);
  });

  it("reads a settled range the node refuses from half its size, then settles at what works there", async () => {
    // Blocks 21 to 30 hold more logs than the node answers at once: it takes at most 5 blocks there.
    const node = fakeNode([], {
      refuse: (span, from) =>
        span > 10n || (from >= 21 && from <= 30 && span > 5n && "query returned more than 5 results"),
    });
    await readPoolLogs({
      client: node.client,
      pool: POOL,
      account: ALICE,
      fromBlock: 1n,
      toBlock: 40n,
      maxRange: 10n,
      parallel: 1,
    });
    expect(askedRanges(node)).toEqual([
      [1, 10],
      [11, 20],
      [21, 30], // refused: read on its own from 5 blocks, half of the 10
      [21, 25],
      [26, 30],
      [31, 40],
    ]);
  });

  it("fails at once when the node stops answering once the range has settled, and asks nothing more", async () => {
    const node = fakeNode([]);
    await expect(
      readPoolLogs({
        client: node.client,
        pool: POOL,
        account: ALICE,
        fromBlock: 1n,
        toBlock: 50n,
        maxRange: 10n,
        parallel: 1,
        onChunk: (_, through) => through === 20n && node.setDown(true),
      }),
    ).rejects.toBeInstanceOf(HttpRequestError);
    expect(node.requests()).toBe(3); // [1, 10], [11, 20], then the refused [21, 30]
  });

  it("asks no further than the last block when a probe would go past it", async () => {
    const node = fakeNode([], { refuse: (span) => span > 20n });
    await readPoolLogs({ client: node.client, pool: POOL, account: ALICE, fromBlock: 1n, toBlock: 30n });
    expect(askedRanges(node)).toEqual([
      [1, 30], // refused: half of it next
      [1, 15], // works: a probe of 22 next, but only 15 blocks are left
      [16, 30],
    ]);
  });

  it("keeps the widest range that worked when a narrower suggested one works after it", async () => {
    const node = fakeNode([], {
      refuse: (span, from) =>
        span > 20n && (from === 1 || "query returned more than 10000 results. Try with this block range [0x1, 0x5]."),
    });
    await readPoolLogs({ client: node.client, pool: POOL, account: ALICE, fromBlock: 1n, toBlock: 100n, parallel: 1 });
    expect(askedRanges(node)).toEqual([
      [1, 100], // refused without a reason: half of it next
      [1, 50], // refused
      [1, 25], // refused
      [1, 13], // works: probe halfway towards the 24 not yet refused
      [14, 32], // 19 works: probe again
      [33, 54], // 22 refused, with 5 blocks suggested
      [33, 37], // works; 19 stays the widest that worked, 2 short of the 21 not refused: settle at 19
      [38, 56],
      [57, 75],
      [76, 94],
      [95, 100],
    ]);
  });

  it("settles at the widest that worked when the range refused is at most an eighth wider", async () => {
    const node = fakeNode([], {
      refuse: (span) => span > 9n && "query returned more than 10000 results. Try with this block range [0x1, 0x8].",
    });
    await readPoolLogs({
      client: node.client,
      pool: POOL,
      account: ALICE,
      fromBlock: 1n,
      toBlock: 30n,
      maxRange: 10n,
      parallel: 1,
    });
    expect(askedRanges(node)).toEqual([
      [1, 10], // refused, with 8 blocks suggested
      [1, 8], // works: 9 not yet refused is 1 wider, an eighth of 8, so no probe
      [9, 16],
      [17, 24],
      [25, 30],
    ]);
  });

  it("settles at the widest that worked when a probe one block wider is refused", async () => {
    const node = fakeNode([], { refuse: (span) => span > 7n });
    await readPoolLogs({
      client: node.client,
      pool: POOL,
      account: ALICE,
      fromBlock: 1n,
      toBlock: 40n,
      maxRange: 10n,
      parallel: 1,
    });
    expect(askedRanges(node)).toEqual([
      [1, 10], // refused: half of it next
      [1, 5], // works: probe halfway towards the 9 not yet refused
      [6, 12], // 7 works: probe again
      [13, 20], // 8 refused: 7 is the widest that works
      [13, 19],
      [20, 26],
      [27, 33],
      [34, 40],
    ]);
  });

  it("forgets the widest range that worked when a refusal states a narrower cap", async () => {
    // From block 26 on, the node states a cap of 10 blocks, narrower than the 25 that worked at the start.
    const node = fakeNode([], {
      refuse: (span, from) => (from === 1 ? span > 30n : span > 10n && "exceed maximum block range: 10"),
    });
    await readPoolLogs({ client: node.client, pool: POOL, account: ALICE, fromBlock: 1n, toBlock: 100n, parallel: 1 });
    expect(askedRanges(node)).toEqual([
      [1, 100], // refused without a reason: half of it next
      [1, 50], // refused
      [1, 25], // works: probe halfway towards the 49 not yet refused
      [26, 62], // refused, stating 10 blocks
      [26, 35], // works: settle at 10
      [36, 45],
      [46, 55],
      [56, 65],
      [66, 75],
      [76, 85],
      [86, 95],
      [96, 100],
    ]);
  });

  it("takes no further range once one has failed, while another is still being read", async () => {
    const held = Promise.withResolvers<void>();
    const asked: number[] = [];
    const client = createPublicClient({
      transport: custom(
        {
          async request({ params }: { params: readonly unknown[] }) {
            const from = Number((params[0] as GetLogsFilter).fromBlock);
            asked.push(from);
            if (from === 11) await held.promise;
            if (from === 21) throw new HttpRequestError({ url: "http://rpc.test" });
            return [];
          },
        },
        { retryCount: 0 },
      ),
    });
    const chunks: bigint[] = [];
    await expect(
      readPoolLogs({
        client,
        pool: POOL,
        account: ALICE,
        fromBlock: 1n,
        toBlock: 100n,
        maxRange: 10n,
        parallel: 2,
        onChunk: (_, through) => chunks.push(through),
      }),
    ).rejects.toBeInstanceOf(HttpRequestError);
    // The range from 11 answers only now, after the one from 21 failed.
    held.resolve();
    await vi.waitFor(() => expect(chunks).toEqual([10n, 20n]));
    await new Promise((resolve) => setTimeout(resolve, 50)); // a worker that went on would have asked by now
    expect(asked).toEqual([1, 11, 21]);
  });

  it("fails at once when the node refuses a single block once the range has settled", async () => {
    const node = fakeNode([], { refuse: (_, from) => from === 11 });
    await expect(
      readPoolLogs({ client: node.client, pool: POOL, account: ALICE, fromBlock: 1n, toBlock: 11n, maxRange: 10n }),
    ).rejects.toThrow("block range too large");
    expect(askedRanges(node)).toEqual([
      [1, 10],
      [11, 11],
    ]);
  });
});

describe("createPoolLogFollower", () => {
  it("bridges from the finalized block, then polls from the head, and after an outage reads what it missed", async () => {
    vi.useFakeTimers();
    try {
      let head = 100;
      const logs: RpcLog[] = [stakeAddedLog(ALICE, 1n, 90), stakeAddedLog(ALICE, 2n, 95)];
      const node = fakeNode(logs, { head: () => head });
      const seen: bigint[] = [];
      const onError = vi.fn();
      const onRecover = vi.fn();
      const follower = createPoolLogFollower({
        client: node.client,
        pool: POOL,
        account: ALICE,
        onLogs: (batch) => seen.push(...batch.map((l) => l.blockNumber)),
        onError,
        onRecover,
        intervalMs: 2_000,
      });
      expect(await follower.refresh()).toEqual({ finalized: 90n, head: 100n });
      follower.start();
      await vi.waitFor(() => expect(seen).toEqual([95n])); // block 90 is finalized: the answer holds it
      expect(node.ranges).toEqual([[91, 100]]);

      node.setDown(true);
      logs.push(stakeAddedLog(ALICE, 3n, 103));
      head = 104;
      await vi.advanceTimersByTimeAsync(2_000);
      expect(onError).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(4_000);
      expect(onError).toHaveBeenCalledTimes(1); // once per outage

      node.setDown(false);
      await vi.advanceTimersByTimeAsync(8_000);
      expect(seen).toEqual([95n, 103n]);
      expect(node.ranges.at(-1)).toEqual([101, 104]);
      expect(onRecover).toHaveBeenCalledTimes(1);
      follower.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
