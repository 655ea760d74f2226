import { WaitForTransactionReceiptTimeoutError, type Address, type Client, type Hash, type Hex } from "viem";
// viem's actions one by one, not a public client's decorator: that holds every action (signature checks, ENS, …),
// bytes the page would fetch before the wallet list (docs/performance.md).
import { getTransaction, getTransactionCount, waitForTransactionReceipt } from "viem/actions";
import { isAskedTransaction, type UnaskedCounts } from "../transport/asked-for";
import type { InflightRecord } from "./inflight";
import type { MinedTransaction } from "./write-pipeline";

/** The sent transaction's sender, nonce and call: lets viem find a replacement even if the node forgot the original. */
export interface NonceSlot {
  readonly from: Address;
  readonly nonce: number;
  readonly to: Address | null;
  readonly input: Hex;
  readonly value: bigint;
}

/**
 * Waits for the receipt of `hash` or of what the wallet replaced it with (a speed-up or a cancel reuses the
 * nonce), and reads the mined transaction's call so the pipeline can tell a repriced copy from a cancel.
 * viem's own wait reports a reverted receipt as such; wagmi's would replay the call and throw instead. A receipt
 * (or a transaction) of anything else than what was waited for says nothing of it: it is dropped, told to
 * `onUnasked`, and the wait goes on until the timeout.
 */
export async function waitMined(
  client: Client,
  hash: Hash,
  timeout: number,
  slot?: NonceSlot,
  onUnasked?: (dropped: UnaskedCounts) => void,
): Promise<MinedTransaction> {
  const deadline = Date.now() + timeout;
  for (;;) {
    let replaced: { readonly reason: "repriced" | "cancelled" | "replaced"; readonly hash: Hash } | undefined;
    const receipt = await waitForTransactionReceipt(client, {
      hash,
      timeout: Math.max(1, deadline - Date.now()),
      ...(slot ? { replacement: { ...slot } } : {}),
      onReplaced: (replacement) => {
        replaced = { reason: replacement.reason, hash: replacement.transaction.hash };
      },
    });
    const waitedFor = replaced ? [hash, replaced.hash] : [hash];
    const mined = isAskedTransaction(receipt, waitedFor)
      ? await getTransaction(client, { hash: receipt.transactionHash })
      : null;
    if (mined && isAskedTransaction({ transactionHash: mined.hash }, [receipt.transactionHash])) {
      return {
        status: receipt.status,
        transactionHash: receipt.transactionHash,
        to: mined.to,
        input: mined.input,
        value: mined.value,
        ...(replaced === undefined ? {} : { replaced: replaced.reason }),
      };
    }
    onUnasked?.({ "other-transaction": 1 });
    if (Date.now() >= deadline) throw new WaitForTransactionReceiptTimeoutError({ hash });
    await new Promise((resolve) => setTimeout(resolve, client.pollingInterval));
  }
}

/** The sent transaction as the node knows it, or null if it does not (yet, or any more). */
export async function readSent(client: Client, hash: Hash): Promise<NonceSlot | null> {
  try {
    const tx = await getTransaction(client, { hash });
    return { from: tx.from, nonce: tx.nonce, to: tx.to, input: tx.input, value: tx.value };
  } catch {
    return null;
  }
}

/**
 * The same wait for a transaction kept across a reload. If the node forgot the hash, its nonce is used and the
 * node cannot say what holds that nonce (many public RPCs lack the lookup), it will never be mined: "dropped".
 */
export async function waitKept(
  client: Client,
  record: InflightRecord,
  timeout: number,
  onUnasked?: (dropped: UnaskedCounts) => void,
): Promise<MinedTransaction> {
  if (record.nonce === null) return waitMined(client, record.hash, timeout, undefined, onUnasked);
  const slot: NonceSlot = {
    from: record.account,
    nonce: record.nonce,
    to: record.call.to,
    input: record.call.data,
    value: record.call.value,
  };
  if ((await readSent(client, record.hash)) === null) {
    const used = await getTransactionCount(client, { address: record.account, blockTag: "latest" });
    if (used > record.nonce) {
      const holder = await getTransaction(client, { sender: record.account, nonce: record.nonce }).then(
        () => true,
        // Stryker disable next-line ArrowFunction: undefined reads as "no holder" just the same
        () => false,
      );
      if (!holder) return "dropped";
    }
  }
  return waitMined(client, record.hash, timeout, slot, onUnasked);
}
