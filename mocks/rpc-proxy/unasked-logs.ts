import { encodeAbiParameters, encodeEventTopics, numberToHex, type Address, type Hex } from "viem";
import { smoothlyPoolAbi } from "../../lib/protocol/abi.generated";
import { blockOf, type RpcAnswer, type RpcCall } from "./limits";

/** Whose contract the first unasked log claims to come from: any address but the pool's. */
export const OTHER_CONTRACT: Address = "0x000000000000000000000000000000000000dEaD";

/** The validators the unasked logs register: none of the seed's, so one that gets through shows at once. */
export const UNASKED_INDEXES = { otherContract: 9_001n, removed: 9_002n, outsideRange: 9_003n } as const;

interface Log {
  readonly address: Hex;
  readonly topics: readonly Hex[];
  readonly data: Hex;
  readonly blockNumber: Hex;
  readonly blockHash: Hex;
  readonly transactionHash: Hex;
  readonly logIndex: Hex;
  readonly transactionIndex: Hex;
  readonly removed: boolean;
}

const REGISTERED = encodeEventTopics({ abi: smoothlyPoolAbi, eventName: "Registered" })[0] as Hex;

/** A hash no real transaction or block has: `tag` and the block, padded. */
const fakeHash = (tag: string, block: bigint) => `0x${tag}${block.toString(16).padStart(64 - tag.length, "0")}` as Hex;

/** A Registered log of `owner` (a topic) for `index` in `block`, as a node writes it. */
function registered(owner: Hex, index: bigint, block: bigint, tag: string, fields: Partial<Log> = {}): Log {
  return {
    address: fields.address ?? "0x0",
    topics: [REGISTERED, owner],
    data: encodeAbiParameters([{ type: "uint64[]" }], [[index]]),
    blockNumber: numberToHex(block),
    blockHash: fakeHash(`${tag}b`, block),
    transactionHash: fakeHash(`${tag}7`, block),
    logIndex: "0x0",
    transactionIndex: "0x0",
    removed: false,
    ...fields,
  };
}

/**
 * An eth_getLogs answer as a provider that sends more than it was asked may make it: to an answer that holds logs,
 * four more, as load-balanced providers, a provider's bug or a hostile endpoint send them. Each names the first
 * log's owner: a Registered log from another contract's address, one marked `removed: true`, one from the block
 * after the range asked, and a second copy of the first log. Any other answer is left as it is.
 */
export function withUnaskedLogs(call: RpcCall, answer: RpcAnswer, head: bigint): { answer: RpcAnswer; added: number } {
  const logs = answer.result;
  if (call.method !== "eth_getLogs" || !Array.isArray(logs) || logs.length === 0) return { answer, added: 0 };
  const first = logs[0] as Log;
  const owner = first.topics[1];
  if (owner === undefined) return { answer, added: 0 };
  const filter = (call.params?.[0] ?? {}) as { toBlock?: unknown };
  const block = BigInt(first.blockNumber);
  const after = blockOf(filter.toBlock, head) + 1n;
  const unasked: Log[] = [
    registered(owner, UNASKED_INDEXES.otherContract, block, "c0", { address: OTHER_CONTRACT }),
    registered(owner, UNASKED_INDEXES.removed, block, "de", { address: first.address, removed: true }),
    registered(owner, UNASKED_INDEXES.outsideRange, after, "0a", { address: first.address }),
    { ...first },
  ];
  return { answer: { ...answer, result: [...logs, ...unasked] }, added: unasked.length };
}
