import { encodeEventTopics, type Hex, type RpcLog } from "viem";
import { describe, expect, it } from "vitest";
import { smoothlyPoolAbi } from "@/lib/protocol/abi.generated";
import { ownerLog, TEST_ALICE, TEST_BOB, TEST_POOL } from "@/lib/history/test-logs";
import {
  addCounts,
  askedBlockHeader,
  askedChainId,
  chainIdOf,
  countOf,
  isAskedTransaction,
  keepAskedLogs,
  UnaskedAnswerError,
  type LogRequest,
} from "./asked-for";

const topic0 = (name: "Registered" | "ExitRequested" | "StakeAdded") =>
  encodeEventTopics({ abi: smoothlyPoolAbi, eventName: name })[0] as Hex;
const aliceTopic = encodeEventTopics({ abi: smoothlyPoolAbi, eventName: "Registered", args: { eth1: TEST_ALICE } })[1];

/** What the page asks for: Alice's Registered and ExitRequested logs of the pool in blocks 100 to 200. */
const ASKED: LogRequest = {
  address: TEST_POOL,
  topics: [[topic0("Registered"), topic0("ExitRequested")], aliceTopic as Hex],
  fromBlock: 100n,
  toBlock: 200n,
};

/** Alice's registration of 101 in block 150: a log the request asked for. */
const TRUE_LOG = ownerLog(TEST_ALICE, { name: "Registered", indexes: [101n] }, 150);
const EXIT_LOG = ownerLog(TEST_ALICE, { name: "ExitRequested", indexes: [101n] }, 160, 2);

describe("keepAskedLogs keeps what was asked for", () => {
  it("keeps every log of the contract, topics and blocks asked, in the answer's order, and drops nothing", () => {
    expect(keepAskedLogs([TRUE_LOG, EXIT_LOG], ASKED)).toEqual({ logs: [TRUE_LOG, EXIT_LOG], dropped: {} });
  });

  it("reads addresses and topics in any case, and takes logs on both ends of the range", () => {
    const shouting = { ...TRUE_LOG, address: TEST_POOL.toUpperCase().replace("0X", "0x") } as RpcLog;
    const first = ownerLog(TEST_ALICE, { name: "Registered", indexes: [102n] }, 100);
    const last = ownerLog(TEST_ALICE, { name: "Registered", indexes: [103n] }, 200);
    const lower = { ...ASKED, topics: [null, (aliceTopic as Hex).toUpperCase().replace("0X", "0x") as Hex] };
    expect(keepAskedLogs([shouting, first, last], lower).logs).toHaveLength(3);
  });

  it("takes any topic where the request names none", () => {
    const anyEvent = { ...ASKED, topics: [null, aliceTopic as Hex] };
    const stakeAdded = ownerLog(TEST_ALICE, { name: "StakeAdded", index: 101n, value: 1n }, 170);
    expect(keepAskedLogs([stakeAdded], anyEvent)).toEqual({ logs: [stakeAdded], dropped: {} });
  });
});

describe("keepAskedLogs drops each kind of log not asked for, and counts it", () => {
  it("a log of another contract's address", () => {
    const other = { ...TRUE_LOG, address: "0x000000000000000000000000000000000000dEaD" } as RpcLog;
    expect(keepAskedLogs([TRUE_LOG, other], ASKED)).toEqual({ logs: [TRUE_LOG], dropped: { "other-contract": 1 } });
  });

  it("a topic not asked for: another event, another owner, or a topic missing", () => {
    const stakeAdded = ownerLog(TEST_ALICE, { name: "StakeAdded", index: 101n, value: 1n }, 170);
    const bobs = ownerLog(TEST_BOB, { name: "Registered", indexes: [201n] }, 170);
    const noOwner = { ...TRUE_LOG, topics: [topic0("Registered")] } as RpcLog;
    expect(keepAskedLogs([stakeAdded, bobs, noOwner, TRUE_LOG], ASKED)).toEqual({
      logs: [TRUE_LOG],
      dropped: { "other-topic": 3 },
    });
  });

  it("a log from a block below the range asked, and one above it", () => {
    const below = ownerLog(TEST_ALICE, { name: "Registered", indexes: [108n] }, 99);
    const above = ownerLog(TEST_ALICE, { name: "Registered", indexes: [109n] }, 201);
    expect(keepAskedLogs([below, TRUE_LOG, above], ASKED)).toEqual({
      logs: [TRUE_LOG],
      dropped: { "outside-range": 2 },
    });
  });

  it("a log marked removed: true", () => {
    const removed = { ...ownerLog(TEST_ALICE, { name: "Registered", indexes: [107n] }, 155), removed: true };
    expect(keepAskedLogs([removed, TRUE_LOG], ASKED)).toEqual({ logs: [TRUE_LOG], dropped: { removed: 1 } });
  });

  it("a second (and third) copy of a log: same block hash, transaction and log index, however written", () => {
    const padded = { ...TRUE_LOG, logIndex: "0x00", blockHash: TRUE_LOG.blockHash?.toUpperCase().replace("0X", "0x") };
    expect(keepAskedLogs([TRUE_LOG, { ...TRUE_LOG }, padded as RpcLog], ASKED)).toEqual({
      logs: [TRUE_LOG],
      dropped: { repeated: 2 },
    });
    // Another log index in the same transaction is another log.
    const sibling = { ...TRUE_LOG, logIndex: "0x1" } as RpcLog;
    expect(keepAskedLogs([TRUE_LOG, sibling], ASKED).logs).toEqual([TRUE_LOG, sibling]);
  });

  it("a malformed log: a field missing, not hex, pending (no block), or more than four topics", () => {
    const { blockHash: _blockHash, ...withoutBlockHash } = TRUE_LOG;
    const malformed: unknown[] = [
      withoutBlockHash,
      { ...TRUE_LOG, data: "0x123" },
      { ...TRUE_LOG, blockNumber: 150 },
      { ...TRUE_LOG, blockNumber: null, logIndex: null, transactionHash: null },
      { ...TRUE_LOG, address: "0xdDdaBb545F2dc906259A9a26C33095a37f5AB1F" },
      { ...TRUE_LOG, topics: [...TRUE_LOG.topics, ...TRUE_LOG.topics, ...TRUE_LOG.topics] },
      { ...TRUE_LOG, removed: "no" },
      null,
      "a log",
    ];
    expect(keepAskedLogs([...malformed, TRUE_LOG], ASKED)).toEqual({
      logs: [TRUE_LOG],
      dropped: { malformed: malformed.length },
    });
  });

  it("counts each log once, by the first reason that applies", () => {
    // Removed, of another contract, outside the range: removed.
    const everything = { ...TRUE_LOG, removed: true, address: TEST_BOB, blockNumber: "0x1" } as RpcLog;
    // Another contract's copy of a true log: another contract, not a repeat.
    const copyElsewhere = { ...TRUE_LOG, address: TEST_BOB } as RpcLog;
    expect(keepAskedLogs([TRUE_LOG, everything, copyElsewhere], ASKED).dropped).toEqual({
      removed: 1,
      "other-contract": 1,
    });
  });

  it("the issue's answer: a true log with another contract's, a removed one, one outside the range and a copy", () => {
    const answer = [
      TRUE_LOG,
      { ...ownerLog(TEST_ALICE, { name: "Registered", indexes: [9001n] }, 150, 1), address: TEST_BOB },
      { ...ownerLog(TEST_ALICE, { name: "Registered", indexes: [9002n] }, 150, 2), removed: true },
      ownerLog(TEST_ALICE, { name: "Registered", indexes: [9003n] }, 201, 3),
      { ...TRUE_LOG },
    ];
    const kept = keepAskedLogs(answer, ASKED);
    expect(kept).toEqual({
      logs: [TRUE_LOG],
      dropped: { "other-contract": 1, removed: 1, "outside-range": 1, repeated: 1 },
    });
    expect(countOf(kept.dropped)).toBe(4);
  });

  it("an answer that is no list: nothing of it can be used, and it says so", () => {
    for (const answer of [null, {}, "0x", { logs: [TRUE_LOG] }]) {
      const error = (() => {
        try {
          keepAskedLogs(answer, ASKED);
        } catch (e) {
          return e;
        }
      })();
      expect(error, JSON.stringify(answer)).toBeInstanceOf(UnaskedAnswerError);
      expect((error as UnaskedAnswerError).counts).toEqual({ malformed: 1 });
    }
  });
});

describe("askedBlockHeader", () => {
  const header = (n: number) => ({
    number: `0x${n.toString(16)}`,
    hash: `0x${n.toString(16).padStart(64, "a")}`,
    timestamp: "0x6553f100",
    parentHash: `0x${"00".repeat(32)}`,
  });

  it("reads the header of the block asked for", () => {
    expect(askedBlockHeader(header(150), 150n)).toEqual({
      number: 150n,
      hash: `0x${(150).toString(16).padStart(64, "a")}`,
      timestamp: 1_700_000_000n,
    });
  });

  it("says the node does not have the block when it answers null", () => {
    expect(askedBlockHeader(null, 150n)).toBeNull();
  });

  it("drops the header of another block", () => {
    expect(() => askedBlockHeader(header(151), 150n)).toThrow(
      new UnaskedAnswerError("other-block", "asked for block 150, got block 151"),
    );
    expect(catchUnasked(() => askedBlockHeader(header(149), 150n)).counts).toEqual({ "other-block": 1 });
  });

  it("drops a header without its number, hash or time", () => {
    for (const bad of [
      { ...header(150), number: undefined },
      { ...header(150), hash: "0x12" },
      { number: "0x96" },
      7,
    ]) {
      expect(catchUnasked(() => askedBlockHeader(bad, 150n)).counts, JSON.stringify(bad)).toEqual({ malformed: 1 });
    }
  });
});

describe("isAskedTransaction", () => {
  const SENT = `0x${"ab".repeat(32)}` as const;
  const REPLACEMENT = `0x${"cd".repeat(32)}` as const;

  it("takes a receipt of the hash waited for, or of its replacement, in any case", () => {
    expect(isAskedTransaction({ transactionHash: SENT }, [SENT])).toBe(true);
    expect(isAskedTransaction({ transactionHash: REPLACEMENT }, [SENT, REPLACEMENT])).toBe(true);
    expect(isAskedTransaction({ transactionHash: `0x${"AB".repeat(32)}` }, [SENT])).toBe(true);
  });

  it("refuses a receipt of another transaction", () => {
    expect(isAskedTransaction({ transactionHash: REPLACEMENT }, [SENT])).toBe(false);
    expect(isAskedTransaction({ transactionHash: SENT }, [])).toBe(false);
  });
});

describe("askedChainId and chainIdOf", () => {
  it("reads a hex chain id", () => {
    expect(chainIdOf("0x7a69")).toBe(31337);
    expect(chainIdOf("0xAA36A7")).toBe(11155111);
    expect(() => askedChainId("0x1", 1)).not.toThrow();
  });

  it("drops answers of another chain", () => {
    expect(catchUnasked(() => askedChainId("0x4268", 1))).toEqual(
      new UnaskedAnswerError("other-chain", "the RPC answers for chain 17000, not chain 1"),
    );
    expect(catchUnasked(() => askedChainId("0x4268", 1)).counts).toEqual({ "other-chain": 1 });
  });

  it("drops an answer that is no chain id", () => {
    for (const bad of [1, "1", "0x", "0x1 ", null, "0x1234567890abcdef0"]) {
      expect(catchUnasked(() => chainIdOf(bad)).counts, String(bad)).toEqual({ malformed: 1 });
    }
  });
});

describe("counts", () => {
  it("adds two tallies kind by kind, and counts them all", () => {
    const sum = addCounts({ removed: 1, repeated: 2 }, { repeated: 3, "other-chain": 1 });
    expect(sum).toEqual({ removed: 1, repeated: 5, "other-chain": 1 });
    expect(countOf(sum)).toBe(7);
    expect(countOf({})).toBe(0);
  });
});

function catchUnasked(run: () => unknown): UnaskedAnswerError {
  try {
    run();
  } catch (error) {
    if (error instanceof UnaskedAnswerError) return error;
    throw error;
  }
  throw new Error("nothing was dropped");
}
