import {
  createClient,
  custom,
  encodeAbiParameters,
  encodeEventTopics,
  numberToHex,
  pad,
  type Address,
  type Hash,
  type Hex,
} from "viem";
import { describe, expect, it } from "vitest";
import { safeAbi } from "@/lib/protocol/safe-abi.generated";
import { executionLog, readProposal, SAFE_LOG_RANGE } from "./read-proposal";
import type { HostProposal, SafeProposal } from "./safe-proposal";

const SAFE: Address = "0x33527590A0a1980Fbca1f9b9906d1cA811348E83";
const OTHER_SAFE: Address = "0x000000000000000000000000000000000000bEEF";
const SAFE_TX: Hash = `0x${"5a".repeat(32)}`;
const OTHER_SAFE_TX: Hash = `0x${"6b".repeat(32)}`;
const EXECUTION: Hash = `0x${"e1".repeat(32)}`;
const INPUT: Hex = "0x6a761202";

const [SUCCESS] = encodeEventTopics({ abi: safeAbi, eventName: "ExecutionSuccess" });
const [FAILURE] = encodeEventTopics({ abi: safeAbi, eventName: "ExecutionFailure" });
const payment = encodeAbiParameters([{ type: "uint256" }], [0n]);

/** Safe 1.4.1 and later: the safeTxHash is indexed. */
const indexedLog = (topic: Hex | undefined, hash: Hash, address: Address = SAFE) => ({
  address,
  topics: [topic ?? "0x", hash],
  data: payment,
});
/** Safe 1.3.0: the safeTxHash is the data's first word. */
const dataLog = (topic: Hex | undefined, hash: Hash) => ({
  address: SAFE,
  topics: [topic ?? "0x"],
  data: `${hash}${payment.slice(2)}` as Hex,
});

describe("executionLog", () => {
  it("finds the Safe's own ExecutionSuccess or ExecutionFailure for the hash, in either event layout", () => {
    expect(executionLog([indexedLog(SUCCESS, SAFE_TX)], SAFE, SAFE_TX)).toBe("success");
    expect(executionLog([indexedLog(FAILURE, SAFE_TX)], SAFE, SAFE_TX)).toBe("failure");
    expect(executionLog([dataLog(SUCCESS, SAFE_TX)], SAFE, SAFE_TX)).toBe("success");
    expect(executionLog([dataLog(FAILURE, SAFE_TX)], SAFE, SAFE_TX)).toBe("failure");
  });

  it("ignores another Safe's event, another hash and another event", () => {
    expect(executionLog([indexedLog(SUCCESS, SAFE_TX, OTHER_SAFE)], SAFE, SAFE_TX)).toBeNull();
    expect(executionLog([indexedLog(SUCCESS, OTHER_SAFE_TX)], SAFE, SAFE_TX)).toBeNull();
    expect(executionLog([indexedLog(pad("0x01", { size: 32 }), SAFE_TX)], SAFE, SAFE_TX)).toBeNull();
  });
});

interface Chain {
  readonly head: bigint;
  readonly safeNonce: bigint;
  /** Receipts by transaction hash, each with its block and logs. */
  readonly receipts?: Record<Hash, { block: bigint; logs: ReturnType<typeof indexedLog>[] }>;
}

/** A node that knows a head, the Safe's nonce there, some receipts; it answers eth_getLogs from them. */
function fakeNode(chain: Chain) {
  const getLogs: [bigint, bigint][] = [];
  const receipts = Object.entries(chain.receipts ?? {}) as [
    Hash,
    { block: bigint; logs: ReturnType<typeof indexedLog>[] },
  ][];
  const rpcLog = (hash: Hash, block: bigint, log: ReturnType<typeof indexedLog>, i: number) => ({
    ...log,
    blockHash: pad("0x01", { size: 32 }),
    blockNumber: numberToHex(block),
    logIndex: numberToHex(i),
    transactionHash: hash,
    transactionIndex: "0x0",
    removed: false,
  });
  const client = createClient({
    transport: custom({
      async request({ method, params }: { method: string; params: unknown[] }) {
        switch (method) {
          case "eth_blockNumber":
            return numberToHex(chain.head);
          case "eth_call":
            return pad(numberToHex(chain.safeNonce), { size: 32 });
          case "eth_getLogs": {
            const [filter] = params as [{ fromBlock: Hex; toBlock: Hex }];
            const range: [bigint, bigint] = [BigInt(filter.fromBlock), BigInt(filter.toBlock)];
            getLogs.push(range);
            return receipts.flatMap(([hash, r]) =>
              r.block >= range[0] && r.block <= range[1] ? r.logs.map((log, i) => rpcLog(hash, r.block, log, i)) : [],
            );
          }
          case "eth_getTransactionReceipt": {
            const [hash] = params as [Hash];
            const r = chain.receipts?.[hash];
            if (!r) return null;
            return {
              transactionHash: hash,
              blockHash: pad("0x01", { size: 32 }),
              blockNumber: numberToHex(r.block),
              transactionIndex: "0x0",
              from: SAFE,
              to: SAFE,
              cumulativeGasUsed: "0x1",
              gasUsed: "0x1",
              effectiveGasPrice: "0x1",
              contractAddress: null,
              logs: r.logs.map((log, i) => rpcLog(hash, r.block, log, i)),
              logsBloom: `0x${"00".repeat(256)}`,
              status: "0x1",
              type: "0x2",
            };
          }
          case "eth_getTransactionByHash": {
            const [hash] = params as [Hash];
            return {
              hash,
              blockHash: pad("0x01", { size: 32 }),
              blockNumber: numberToHex(chain.receipts?.[hash]?.block ?? 0n),
              transactionIndex: "0x0",
              from: OTHER_SAFE,
              to: SAFE,
              input: INPUT,
              value: "0x0",
              nonce: "0x0",
              gas: "0x1",
              gasPrice: "0x1",
              maxFeePerGas: "0x1",
              maxPriorityFeePerGas: "0x1",
              type: "0x2",
              chainId: "0x7a69",
              v: "0x0",
              r: pad("0x01", { size: 32 }),
              s: pad("0x01", { size: 32 }),
              yParity: "0x0",
              accessList: [],
            };
          }
          default:
            throw new Error(`unexpected ${method}`);
        }
      },
    }),
  });
  return { client, getLogs };
}

const PROPOSAL: SafeProposal = { safeTxHash: SAFE_TX, safe: SAFE, calls: [], nonce: 4, fromBlock: 100n };
const host = (answer: Partial<HostProposal> | null) => async () =>
  answer && {
    safeTxHash: SAFE_TX,
    status: "AWAITING_CONFIRMATIONS" as const,
    txHash: null,
    nonce: 4,
    fields: null,
    confirmations: { given: 1, needed: 2 },
    ...answer,
  };

describe("readProposal", () => {
  it("waits, with the host's count, while the Safe's nonce has not passed the proposal's", async () => {
    const { client, getLogs } = fakeNode({ head: 200n, safeNonce: 4n });
    await expect(readProposal(PROPOSAL, { client, host: host({}) })).resolves.toEqual({
      kind: "waiting",
      confirmations: { given: 1, needed: 2 },
    });
    expect(getLogs).toEqual([]);
  });

  it("reads the execution the host names: its outcome from the receipt, its call from the transaction", async () => {
    const { client, getLogs } = fakeNode({
      head: 200n,
      safeNonce: 5n,
      receipts: { [EXECUTION]: { block: 150n, logs: [indexedLog(FAILURE, SAFE_TX)] } },
    });
    await expect(readProposal(PROPOSAL, { client, host: host({ txHash: EXECUTION }) })).resolves.toEqual({
      kind: "executed",
      transactionHash: EXECUTION,
      to: SAFE,
      input: INPUT,
      outcome: "failure",
    });
    expect(getLogs).toEqual([]);
  });

  it("without the host, finds the execution in the Safe's logs since the proposal, range by range up to the head", async () => {
    const head = 100n + 2n * SAFE_LOG_RANGE;
    const { client, getLogs } = fakeNode({
      head,
      safeNonce: 5n,
      receipts: {
        [EXECUTION]: { block: head, logs: [indexedLog(SUCCESS, OTHER_SAFE_TX), indexedLog(SUCCESS, SAFE_TX)] },
      },
    });
    await expect(
      readProposal(PROPOSAL, { client, host: async () => Promise.reject(new Error("gone")) }),
    ).resolves.toMatchObject({
      kind: "executed",
      transactionHash: EXECUTION,
      outcome: "success",
    });
    expect(getLogs).toEqual([
      [100n, 100n + SAFE_LOG_RANGE - 1n],
      [100n + SAFE_LOG_RANGE, head - 1n],
      [head, head],
    ]);
  });

  it("calls the proposal replaced when its nonce is used and no execution of it is found", async () => {
    const { client } = fakeNode({
      head: 200n,
      safeNonce: 5n,
      receipts: { [EXECUTION]: { block: 150n, logs: [indexedLog(SUCCESS, OTHER_SAFE_TX)] } },
    });
    await expect(readProposal(PROPOSAL, { client, host: host({ txHash: EXECUTION }) })).resolves.toEqual({
      kind: "replaced",
    });
    // Without a nonce the page cannot tell: it keeps waiting.
    await expect(readProposal({ ...PROPOSAL, nonce: null }, { client, host: host(null) })).resolves.toEqual({
      kind: "waiting",
      confirmations: null,
    });
  });
});
