import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  type Hash,
  type Hex,
  type TransactionReceipt,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { anvilAt } from "../../lib/protocol/chains";

/** cacheTime 0: right after a transaction the block number must be the new one, not a cached one. */
export function publicClientFor(rpcUrl: string) {
  return createPublicClient({ chain: anvilAt(rpcUrl), transport: http(rpcUrl), pollingInterval: 50, cacheTime: 0 });
}

export function walletClientFor(rpcUrl: string, privateKey: Hex) {
  return createWalletClient({
    chain: anvilAt(rpcUrl),
    transport: http(rpcUrl),
    account: privateKeyToAccount(privateKey),
    pollingInterval: 50,
    cacheTime: 0,
  });
}

export function testClientFor(rpcUrl: string) {
  return createTestClient({ chain: anvilAt(rpcUrl), mode: "anvil", transport: http(rpcUrl) });
}

export type OraclePublicClient = ReturnType<typeof publicClientFor>;

/** Waits for the receipt and fails loudly on a revert, naming what was being done. */
export async function confirm(client: OraclePublicClient, hash: Hash, what: string): Promise<TransactionReceipt> {
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  if (receipt.status !== "success") throw new Error(`${what} reverted (transaction ${hash})`);
  return receipt;
}
