import { decodeEventLog, encodeAbiParameters, encodeEventTopics, type Hex } from "viem";
import { describe, expect, it } from "vitest";
import { smoothlyPoolAbi } from "../../lib/protocol/abi.generated";
import { answerOf, type RpcCall } from "./limits";
import { PROXY_PROFILES } from "./profiles";
import { OTHER_CONTRACT, withUnaskedLogs } from "./unasked-logs";

const POOL = "0xa16E02E87b7454126E5E10d957A927A7F5B5d2be";
const ALICE_TOPIC = `0x${"15d34aaf54267db7d7c367839aaf71a00a2c6a65".padStart(64, "0")}` as Hex;
const TRUE_LOG = {
  address: POOL,
  topics: [encodeEventTopics({ abi: smoothlyPoolAbi, eventName: "Registered" })[0] as Hex, ALICE_TOPIC],
  data: encodeAbiParameters([{ type: "uint64[]" }], [[101n, 102n]]),
  blockNumber: "0x10",
  blockHash: `0x${"10".repeat(32)}`,
  transactionHash: `0x${"a1".repeat(32)}`,
  logIndex: "0x0",
  transactionIndex: "0x0",
  removed: false,
};
const getLogs = (toBlock: string): RpcCall => ({
  jsonrpc: "2.0",
  id: 3,
  method: "eth_getLogs",
  params: [{ address: POOL, topics: [null, ALICE_TOPIC], fromBlock: "0x0", toBlock }],
});

describe("withUnaskedLogs", () => {
  it("adds four logs not asked for to an answer holding logs: another contract's, removed, past the range, a copy", () => {
    const { answer, added } = withUnaskedLogs(getLogs("0x20"), answerOf(getLogs("0x20"), { result: [TRUE_LOG] }), 50n);
    expect(added).toBe(4);
    expect(answer.id).toBe(3);
    const [kept, otherContract, removed, outside, copy] = answer.result as (typeof TRUE_LOG)[];
    expect(kept).toEqual(TRUE_LOG);
    expect(copy).toEqual(TRUE_LOG);
    expect(otherContract).toMatchObject({ address: OTHER_CONTRACT, blockNumber: "0x10", removed: false });
    expect(removed).toMatchObject({ address: POOL, blockNumber: "0x10", removed: true });
    expect(outside).toMatchObject({ address: POOL, blockNumber: "0x21", removed: false });
    // Each a Registered log for Alice of a validator she does not have, so one that gets through shows.
    for (const [log, index] of [
      [otherContract, 9_001n],
      [removed, 9_002n],
      [outside, 9_003n],
    ] as const) {
      expect(log?.topics[1]).toBe(ALICE_TOPIC);
      const decoded = decodeEventLog({ abi: smoothlyPoolAbi, topics: log!.topics as [Hex], data: log!.data as Hex });
      expect(decoded.eventName).toBe("Registered");
      expect(decoded.args).toMatchObject({ indexes: [index] });
    }
    const hashes = new Set([kept, otherContract, removed, outside].map((l) => l?.transactionHash));
    expect(hashes.size).toBe(4);
  });

  it("reads a range that ends at a tag as ending at the head", () => {
    const { answer } = withUnaskedLogs(getLogs("latest"), answerOf(getLogs("latest"), { result: [TRUE_LOG] }), 50n);
    expect((answer.result as (typeof TRUE_LOG)[])[3]?.blockNumber).toBe("0x33");
  });

  it("leaves an empty answer, an error, and every other method's answer as they are", () => {
    const empty = answerOf(getLogs("0x20"), { result: [] });
    expect(withUnaskedLogs(getLogs("0x20"), empty, 50n)).toEqual({ answer: empty, added: 0 });
    const refusal = answerOf(getLogs("0x20"), { error: { code: -32005, message: "exceed maximum block range: 20" } });
    expect(withUnaskedLogs(getLogs("0x20"), refusal, 50n)).toEqual({ answer: refusal, added: 0 });
    const blockNumber = { jsonrpc: "2.0", id: 1, method: "eth_blockNumber" } as const;
    const head = answerOf(blockNumber, { result: ["0x1"] });
    expect(withUnaskedLogs(blockNumber, head, 50n)).toEqual({ answer: head, added: 0 });
  });

  it("is the behaviour of one profile only: the others answer as the chain does", () => {
    const adding = Object.entries(PROXY_PROFILES).filter(([, p]) => "unaskedLogs" in p && p.unaskedLogs === true);
    expect(adding.map(([name]) => name)).toEqual(["unasked-logs"]);
  });
});
