import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  type Address,
  type Hash,
  type Hex,
  type TransactionReceipt,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { anvilAt } from "../../lib/protocol/chains";

/**
 * Who sends a transaction: an account with its key (signed here), or an address anvil impersonates
 * (`anvil_impersonateAccount`; anvil signs), as a forked chain's real operators are.
 */
export interface Signer {
  readonly address: Address;
  readonly privateKey?: Hex;
}

/** cacheTime 0: right after a transaction the block number must be the new one, not a cached one. */
export function publicClientFor(rpcUrl: string, chainId?: number) {
  return createPublicClient({
    chain: anvilAt(rpcUrl, chainId),
    transport: http(rpcUrl),
    pollingInterval: 50,
    cacheTime: 0,
  });
}

export function walletClientFor(rpcUrl: string, signer: Hex | Signer, chainId?: number) {
  const key = typeof signer === "string" ? signer : signer.privateKey;
  return createWalletClient({
    chain: anvilAt(rpcUrl, chainId),
    transport: http(rpcUrl),
    account: key ? privateKeyToAccount(key) : typeof signer === "string" ? signer : signer.address,
    pollingInterval: 50,
    cacheTime: 0,
  });
}

export function testClientFor(rpcUrl: string, chainId?: number) {
  return createTestClient({ chain: anvilAt(rpcUrl, chainId), mode: "anvil", transport: http(rpcUrl) });
}

export type OraclePublicClient = ReturnType<typeof publicClientFor>;

/** Waits for the receipt and fails loudly on a revert, naming what was being done. */
export async function confirm(client: OraclePublicClient, hash: Hash, what: string): Promise<TransactionReceipt> {
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  if (receipt.status !== "success") throw new Error(`${what} reverted (transaction ${hash})`);
  return receipt;
}
