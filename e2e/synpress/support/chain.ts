import { expect } from "@playwright/test";
import { createPublicClient, http, type TransactionReceipt } from "viem";
import { anvil } from "viem/chains";
import { RPC_URL, type Address } from "./constants";

/**
 * Reads anvil directly, to check outcomes without trusting the page or MetaMask. Nothing cached: viem keeps a block
 * number for 4 s by default, and a spec reads one before a transaction and another once it is mined (a faster run
 * found no block after the first, and "nothing mined" would have passed without looking).
 */
export const chain = createPublicClient({
  chain: { ...anvil, rpcUrls: { default: { http: [RPC_URL] } } },
  transport: http(RPC_URL),
  cacheTime: 0,
});

/** The pool's events, as the specs decode them: the pool's own generated ABI, not a copy. */
export { smoothlyPoolAbi as poolEvents } from "../../../lib/protocol/abi.generated";

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

/** The one transaction `from` sent in the blocks after `afterBlock`, checked to have been sent once and to succeed. */
export async function onlyReceiptFrom(from: Address, afterBlock: bigint): Promise<TransactionReceipt> {
  const receipts = await receiptsFrom(from, afterBlock);
  expect(receipts, "MetaMask sent exactly one transaction").toHaveLength(1);
  const receipt = receipts[0]!;
  expect(receipt.status).toBe("success");
  return receipt;
}

/** What a transaction cost its sender in gas. */
export const gasCost = (receipt: TransactionReceipt): bigint => receipt.gasUsed * receipt.effectiveGasPrice;
