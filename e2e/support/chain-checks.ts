import type { Hash, PublicClient } from "viem";

/** What a sent transaction cost its sender in gas, read from its receipt. */
export async function gasCost(chain: PublicClient, hash: Hash): Promise<bigint> {
  const receipt = await chain.waitForTransactionReceipt({ hash });
  return receipt.gasUsed * receipt.effectiveGasPrice;
}

/** The total gas the given transactions cost. */
export async function totalGasCost(chain: PublicClient, hashes: readonly Hash[]): Promise<bigint> {
  const costs = await Promise.all(hashes.map((hash) => gasCost(chain, hash)));
  return costs.reduce((sum, cost) => sum + cost, 0n);
}
