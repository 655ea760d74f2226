import {
  encodeEventTopics,
  isAddressEqual,
  numberToHex,
  sliceHex,
  type Address,
  type Client,
  type Hash,
  type Hex,
} from "viem";
import { getBlockNumber, getTransaction, getTransactionReceipt, readContract } from "viem/actions";
import { safeAbi } from "@/lib/protocol/safe-abi.generated";
import type { HostProposal, ProposalReading, SafeProposal } from "./safe-proposal";

const [SUCCESS_TOPIC] = encodeEventTopics({ abi: safeAbi, eventName: "ExecutionSuccess" });
const [FAILURE_TOPIC] = encodeEventTopics({ abi: safeAbi, eventName: "ExecutionFailure" });

/** Blocks per log request when the host names no executing transaction: within what public RPCs take. */
export const SAFE_LOG_RANGE = 5_000n;

/**
 * The Safe's ExecutionSuccess or ExecutionFailure for `safeTxHash` among `logs`. The hash is the event's first topic
 * after the signature from Safe 1.4.1 on, its first data word in 1.3.0.
 */
export function executionLog(
  logs: readonly { readonly address: Address; readonly topics: readonly Hex[]; readonly data: Hex }[],
  safe: SafeProposal["safe"],
  safeTxHash: Hash,
): "success" | "failure" | null {
  for (const log of logs) {
    if (!isAddressEqual(log.address, safe)) continue;
    const [signature, indexed] = log.topics;
    if (signature !== SUCCESS_TOPIC && signature !== FAILURE_TOPIC) continue;
    const named = indexed ?? (log.data.length >= 66 ? sliceHex(log.data, 0, 32) : undefined);
    if (named?.toLowerCase() === safeTxHash.toLowerCase()) return signature === SUCCESS_TOPIC ? "success" : "failure";
  }
  return null;
}

export interface ProposalSources {
  readonly client: Client;
  /** The host's getTxBySafeTxHash, through its schema; null when it gives no usable answer. */
  readonly host: (safeTxHash: Hash) => Promise<HostProposal | null>;
}

/**
 * Where a proposal stands, from the chain: the Safe's nonce at the head says whether its nonce is still free
 * (waiting, with the host's count); otherwise the execution with its safeTxHash is found (in the transaction the host
 * names, or in the Safe's logs since it was proposed, up to that same head). Its nonce used and no such execution:
 * another transaction took its place.
 */
export async function readProposal(proposal: SafeProposal, sources: ProposalSources): Promise<ProposalReading> {
  const { client } = sources;
  const host = await sources.host(proposal.safeTxHash).catch(() => null);
  const confirmations = host?.confirmations ?? null;
  const head = await getBlockNumber(client, { cacheTime: 0 });
  const safeNonce = await readContract(client, {
    address: proposal.safe,
    abi: safeAbi,
    functionName: "nonce",
    blockNumber: head,
  });
  if (proposal.nonce !== null && safeNonce <= BigInt(proposal.nonce)) return { kind: "waiting", confirmations };

  const executed = async (transactionHash: Hash, outcome: "success" | "failure"): Promise<ProposalReading> => {
    const transaction = await getTransaction(client, { hash: transactionHash });
    return { kind: "executed", transactionHash, to: transaction.to, input: transaction.input, outcome };
  };
  if (host?.txHash) {
    const receipt = await getTransactionReceipt(client, { hash: host.txHash }).catch(() => null);
    const outcome =
      receipt && receipt.blockNumber <= head ? executionLog(receipt.logs, proposal.safe, proposal.safeTxHash) : null;
    if (receipt && outcome) return executed(receipt.transactionHash, outcome);
  }
  for (let from = proposal.fromBlock; from <= head; from += SAFE_LOG_RANGE) {
    const to = from + SAFE_LOG_RANGE - 1n < head ? from + SAFE_LOG_RANGE - 1n : head;
    const logs = await client.request({
      method: "eth_getLogs",
      params: [
        {
          address: proposal.safe,
          fromBlock: numberToHex(from),
          toBlock: numberToHex(to),
          topics: [[SUCCESS_TOPIC, FAILURE_TOPIC].filter((t) => t !== undefined)],
        },
      ],
    });
    for (const log of logs) {
      const outcome = executionLog([log], proposal.safe, proposal.safeTxHash);
      if (outcome && log.transactionHash) return executed(log.transactionHash, outcome);
    }
  }
  return proposal.nonce === null ? { kind: "waiting", confirmations } : { kind: "replaced" };
}
