import type { Hash, PublicClient } from "viem";
import type { InflightRecord } from "./inflight";
import type { MinedTransaction } from "./write-pipeline";

/**
 * Waits for the receipt of `hash` or of what the wallet replaced it with (a speed-up or a cancel reuses the
 * nonce), and reads the mined transaction's call so the pipeline can tell a repriced copy from a cancel.
 * viem's own wait reports a reverted receipt as such; wagmi's would replay the call and throw instead.
 */
export async function waitMined(client: PublicClient, hash: Hash, timeout: number): Promise<MinedTransaction> {
  let replaced: "repriced" | "cancelled" | "replaced" | undefined;
  const receipt = await client.waitForTransactionReceipt({
    hash,
    timeout,
    onReplaced: (replacement) => {
      replaced = replacement.reason;
    },
  });
  const mined = await client.getTransaction({ hash: receipt.transactionHash });
  return {
    status: receipt.status,
    transactionHash: receipt.transactionHash,
    to: mined.to,
    input: mined.input,
    value: mined.value,
    ...(replaced === undefined ? {} : { replaced }),
  };
}

/**
 * The same wait for a transaction kept across a reload. A replacement mined while the page was closed cannot
 * be found from the old hash (the node forgot it): if the node does not know the hash and the sender's nonce
 * is used, it will never be mined.
 */
export async function waitKept(
  client: PublicClient,
  record: InflightRecord,
  timeout: number,
): Promise<MinedTransaction> {
  if (record.nonce !== null) {
    const known = await client.getTransaction({ hash: record.hash }).then(
      () => true,
      () => false,
    );
    if (!known) {
      const used = await client.getTransactionCount({ address: record.account, blockTag: "latest" });
      if (used > record.nonce) return "dropped";
    }
  }
  return waitMined(client, record.hash, timeout);
}
