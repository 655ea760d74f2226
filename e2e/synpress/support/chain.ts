import { createPublicClient, http, parseAbi, type TransactionReceipt } from "viem";
import { anvil } from "viem/chains";
import { API_URL, RPC_URL, type Address } from "./constants";

/** Reads anvil directly, to check outcomes without trusting the page or MetaMask. */
export const chain = createPublicClient({
  chain: { ...anvil, rpcUrls: { default: { http: [RPC_URL] } } },
  transport: http(RPC_URL),
});

/** The two pool events the specs check; the same signatures as the pool's ABI (lib/protocol/abi.generated.ts). */
export const poolEvents = parseAbi([
  "event RewardsWithdrawal(address indexed eth1, uint64[] indexes, uint256 value)",
  "event ExitRequested(address indexed eth1, uint64[] indexes)",
]);

/** The receipts of every transaction `from` sent in the blocks after `afterBlock`. */
export async function receiptsFrom(from: Address, afterBlock: bigint): Promise<TransactionReceipt[]> {
  const latest = await chain.getBlockNumber();
  const receipts: TransactionReceipt[] = [];
  for (let number = afterBlock + 1n; number <= latest; number++) {
    const block = await chain.getBlock({ blockNumber: number, includeTransactions: true });
    for (const tx of block.transactions) {
      if (tx.from.toLowerCase() === from.toLowerCase())
        receipts.push(await chain.getTransactionReceipt({ hash: tx.hash }));
    }
  }
  return receipts;
}

/** What a transaction cost its sender in gas. */
export const gasCost = (receipt: TransactionReceipt): bigint => receipt.gasUsed * receipt.effectiveGasPrice;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An amount from the oracle API: a bare hex string or ethers' `{ type: "BigNumber", hex }`. */
function parseAmount(value: unknown): bigint {
  if (typeof value === "string") return BigInt(value);
  if (isRecord(value) && typeof value.hex === "string") return BigInt(value.hex);
  throw new Error(`unexpected amount in the oracle's answer: ${JSON.stringify(value)}`);
}

/**
 * The rewards `address` can claim according to the local oracle (GET /pooldata): the amount of its withdrawals proof,
 * or 0 when there is none. This is what the Claim transaction must pay.
 */
export async function withdrawalsProofAmount(address: Address): Promise<bigint> {
  const response = await fetch(`${API_URL}/pooldata?addr=${address}`);
  if (!response.ok) throw new Error(`GET /pooldata answered ${response.status}`);
  const body: unknown = await response.json();
  // withdrawals is { proof: [] } or { proof: [nodes, indexes, amount] } (docs/api.md).
  const proof = isRecord(body) && isRecord(body.withdrawals) ? body.withdrawals.proof : undefined;
  if (!Array.isArray(proof)) throw new Error("GET /pooldata: no withdrawals proof");
  return proof.length === 0 ? 0n : parseAmount(proof[2]);
}
