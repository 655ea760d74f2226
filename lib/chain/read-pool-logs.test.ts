import {
  createPublicClient,
  custom,
  encodeAbiParameters,
  encodeEventTopics,
  HttpRequestError,
  numberToHex,
  type Hex,
  type RpcLog,
} from "viem";
import { describe, expect, it, vi } from "vitest";
import { createPoolLogFollower } from "./pool-log-follower";
import { blockRanges, readPoolLogs } from "./read-pool-logs";
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

/** A node holding `logs`; `refuse` decides which getLogs ranges it refuses, `down` makes it unreachable. */
function fakeNode(logs: readonly RpcLog[], options: { refuse?: (span: bigint) => boolean; head?: () => number } = {}) {
  const ranges: [number, number][] = [];
  let down = false;
  const client = createPublicClient({
    transport: custom(
      {
        async request({ method, params }: { method: string; params: readonly unknown[] }) {
          if (down) throw new HttpRequestError({ url: "http://rpc.test" });
          if (method === "eth_blockNumber") return numberToHex(options.head?.() ?? 100);
          if (method === "eth_getBlockByNumber") return { number: numberToHex((options.head?.() ?? 100) - 10) };
          if (method !== "eth_getLogs") throw new Error(`unexpected ${method}`);
          const filter = params[0] as GetLogsFilter;
          const from = Number(filter.fromBlock);
          const to = Number(filter.toBlock);
          if (options.refuse?.(BigInt(to - from + 1))) throw new Error("block range too large");
          ranges.push([from, to]);
          return logs.filter((l) => {
            const block = Number(l.blockNumber);
            const owner = l.topics[1];
            return block >= from && block <= to && owner === filter.topics[1];
          });
        },
      },
      { retryCount: 0 },
    ),
  });
  return {
    client,
    ranges,
    setDown: (value: boolean) => {
      down = value;
    },
  };
}

describe("blockRanges", () => {
  it("cuts [1, 25000] into ranges of at most 10000 blocks", () => {
    expect(blockRanges(1n, 25_000n, 10_000n)).toEqual([
      [1n, 10_000n],
      [10_001n, 20_000n],
      [20_001n, 25_000n],
    ]);
  });

  it("gives one range for one block and none for an empty span", () => {
    expect(blockRanges(7n, 7n, 10_000n)).toEqual([[7n, 7n]]);
    expect(blockRanges(8n, 7n, 10_000n)).toEqual([]);
  });
});

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

  it("asks again in chunks ten times smaller when the node refuses the range", async () => {
    const node = fakeNode([stakeAddedLog(ALICE, 203n, 150)], { refuse: (span) => span > 100n });
    const logs = await readPoolLogs({
      client: node.client,
      pool: POOL,
      account: ALICE,
      fromBlock: 1n,
      toBlock: 300n,
      maxRange: 1_000n,
    });
    expect(node.ranges).toEqual([
      [1, 100],
      [101, 200],
      [201, 300],
    ]);
    expect(logs).toHaveLength(1);
  });

  it("fails at once when the node does not answer", async () => {
    const node = fakeNode([]);
    node.setDown(true);
    await expect(
      readPoolLogs({ client: node.client, pool: POOL, account: ALICE, fromBlock: 1n, toBlock: 30_000n }),
    ).rejects.toBeInstanceOf(HttpRequestError);
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
