import { WaitForTransactionReceiptTimeoutError, type Address, type Hash, type Hex } from "viem";
import {
  CANCELLED_IN_WALLET_MESSAGE,
  RECEIPT_TIMEOUT_MESSAGE,
  REPLACED_WHILE_AWAY_MESSAGE,
} from "@/lib/copy/transactions";
import { isBondReached } from "@/lib/validators/bond-action";
import { subscriptionRefusal } from "@/lib/validators/subscribe";
import { TRANSACTION_REVERTED_MESSAGE } from "@/lib/copy/contract-errors";
import { BOND_REACHED_MESSAGE, CONNECT_FIRST_MESSAGE, SUCCESS_MESSAGES, WRONG_CHAIN_MESSAGE } from "@/lib/copy/writes";
import type { PoolAction } from "@/lib/protocol/pool-actions";
import { describeError, revertedErrorName } from "./error-catalogue";
import { conflictMessage, isSameCall, type InflightRecord, type SentCall } from "./inflight";
import type { PoolWrite, ReadyPoolWrite } from "./pool-write";

/** How a write ended, for the Alert (or for nothing at all). */
export type WriteOutcome =
  | { readonly kind: "success"; readonly message: string; readonly hash: Hash }
  /** `errorName`: the contract error behind it, when there is one (an AlreadyClaimed claim is dropped). */
  | { readonly kind: "failure"; readonly message: string; readonly errorName?: string }
  /** Sent, but no receipt came in time (or the wait failed): it may still be mined, so it stays in flight. */
  | { readonly kind: "unconfirmed"; readonly message: string; readonly hash: Hash }
  /** Nothing to show: the user rejected it in the wallet, or there was nothing to send (no proof, already busy). */
  | { readonly kind: "silent" };

/** What the wallet sent: its hash and the call it was asked to make. */
export interface SentTransaction {
  readonly hash: Hash;
  readonly call: SentCall;
}

/**
 * The mined transaction for a sent hash: the sent one, or what the wallet replaced it with (`replaced`, as viem
 * classifies it). "dropped": the sender's nonce was used by a transaction that cannot be found any more.
 */
export type MinedTransaction =
  | {
      readonly status: "success" | "reverted";
      readonly transactionHash: Hash;
      readonly to: Address | null;
      readonly input: Hex;
      readonly value: bigint;
      readonly replaced?: "repriced" | "cancelled" | "replaced";
    }
  | "dropped";

/** What the pipeline needs from the world; the hook passes wagmi's actions, tests pass fakes. */
export interface WriteDeps {
  readonly connected: boolean;
  /** The wallet's chain and the build's chain: a write never goes to another chain. */
  readonly walletChainId: number | undefined;
  readonly chainId: number;
  readonly chainName: string;
  readonly bond: bigint;
  readonly subscriptionsOpen: boolean;
  /** Asks the wallet to switch to the build's chain; rejects if the user or wallet refuses. */
  switchChain(): Promise<void>;
  /** Subscribe: the API's validation of the indexes; a text means refused. Never skipped: a bad registration loses its bond. */
  validateRegistration(indexes: readonly number[]): Promise<string | null>;
  /** A transaction of the same kind still in flight for these validators, if any: the write is refused. */
  inFlight(write: ReadyPoolWrite): InflightRecord | undefined;
  /** Simulates, then has the wallet sign and send; resolves with the hash and the call that was sent. */
  submit(write: ReadyPoolWrite): Promise<SentTransaction>;
  /** Called once the wallet has sent it, before the wait: the hook keeps it across a reload. */
  onSent(sent: SentTransaction, write: ReadyPoolWrite): void;
  waitForReceipt(hash: Hash): Promise<MinedTransaction>;
}

/** Refusals that need no wallet: a text to show, null to stay silent, or the write to send. */
function preflight(write: PoolWrite, deps: WriteDeps): { refusal: WriteOutcome } | { ready: ReadyPoolWrite } {
  switch (write.action) {
    case "registerBulk": {
      const closed = subscriptionRefusal(deps.subscriptionsOpen);
      if (closed !== null) return { refusal: { kind: "failure", message: closed } };
      if (write.indexes.length === 0) return { refusal: { kind: "silent" } };
      return { ready: write };
    }
    case "requestExit":
      return write.indexes.length === 0 ? { refusal: { kind: "silent" } } : { ready: write };
    case "withdrawRewards":
    case "withdrawStake":
      // Claim and withdraw do nothing without a proof.
      return write.proof === null
        ? { refusal: { kind: "silent" } }
        : { ready: { action: write.action, proof: write.proof } };
    case "addStake":
      return isBondReached(write.stake, deps.bond)
        ? { refusal: { kind: "failure", message: BOND_REACHED_MESSAGE } }
        : { ready: write };
  }
}

/**
 * The one write pipeline (docs/architecture.md): refusals → connected → nothing the same in flight → right chain
 * (offer a switch, never write elsewhere) → subscribe validation → simulate + sign → kept in flight → receipt
 * (replacement-aware) → outcome. Never throws.
 */
export async function runPoolWrite(write: PoolWrite, deps: WriteDeps): Promise<WriteOutcome> {
  const checked = preflight(write, deps);
  if ("refusal" in checked) return checked.refusal;
  const ready = checked.ready;
  if (!deps.connected) return { kind: "failure", message: CONNECT_FIRST_MESSAGE };
  // Before any prompt: the same write for the same validators would pay twice.
  const conflict = deps.inFlight(ready);
  if (conflict !== undefined) return { kind: "failure", message: conflictMessage(conflict) };

  try {
    if (deps.walletChainId !== deps.chainId) {
      try {
        await deps.switchChain();
      } catch (error) {
        return describeError(error, write.action) === null
          ? { kind: "silent" }
          : { kind: "failure", message: WRONG_CHAIN_MESSAGE(deps.chainName) };
      }
    }
    if (ready.action === "registerBulk") {
      const refusal = await deps.validateRegistration(ready.indexes);
      if (refusal !== null) return { kind: "failure", message: refusal };
    }
    const sent = await deps.submit(ready);
    deps.onSent(sent, ready);
    return await settleSent(write.action, sent, deps.waitForReceipt);
  } catch (error) {
    const message = describeError(error, write.action);
    return message === null ? { kind: "silent" } : { kind: "failure", message, errorName: revertedErrorName(error) };
  }
}

/**
 * Waits for a sent transaction and judges what was mined: only the sent call (or its repriced copy, whose hash
 * is then the one reported) is a success. A cancel, another call in its place or a revert is a failure. Used
 * right after sending and again for a transaction kept across a reload. Never throws.
 */
export async function settleSent(
  action: PoolAction,
  sent: SentTransaction,
  waitForReceipt: WriteDeps["waitForReceipt"],
): Promise<WriteOutcome> {
  let mined: MinedTransaction;
  try {
    mined = await waitForReceipt(sent.hash);
  } catch (error) {
    const message =
      error instanceof WaitForTransactionReceiptTimeoutError
        ? RECEIPT_TIMEOUT_MESSAGE
        : (describeError(error, action) ?? RECEIPT_TIMEOUT_MESSAGE);
    return { kind: "unconfirmed", message, hash: sent.hash };
  }
  if (mined === "dropped") return { kind: "failure", message: REPLACED_WHILE_AWAY_MESSAGE };
  const replacedByOtherCall = mined.replaced === "cancelled" || mined.replaced === "replaced";
  if (replacedByOtherCall || !isSameCall(sent.call, mined)) {
    return { kind: "failure", message: CANCELLED_IN_WALLET_MESSAGE };
  }
  if (mined.status !== "success") {
    return { kind: "failure", message: TRANSACTION_REVERTED_MESSAGE };
  }
  return { kind: "success", message: SUCCESS_MESSAGES[action], hash: mined.transactionHash };
}
