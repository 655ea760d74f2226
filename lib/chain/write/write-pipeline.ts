import { WaitForTransactionReceiptTimeoutError, type Address, type Hash, type Hex } from "viem";
import {
  CANCELLED_IN_WALLET_MESSAGE,
  RECEIPT_TIMEOUT_MESSAGE,
  REPLACED_WHILE_AWAY_MESSAGE,
} from "@/lib/copy/transactions";
import { TRANSACTION_REVERTED_MESSAGE } from "@/lib/copy/contract-errors";
import { CONNECT_FIRST_MESSAGE, WRONG_CHAIN_MESSAGE } from "@/lib/copy/writes";
import {
  BATCH_SUCCESS_MESSAGE,
  NO_BATCH_MESSAGE,
  SAFE_FAILED_INSIDE_MESSAGE,
  SAFE_NOT_ASKED_MESSAGE,
  SAFE_REJECTED_MESSAGE,
  SAFE_UNREADABLE_MESSAGE,
  waitingForOwnersMessage,
  type ConfirmationCount,
} from "@/lib/copy/safe";
import type { PoolAction } from "@/lib/protocol/pool-actions";
import { describeError, revertedErrorName } from "../errors/error-catalogue";
import { conflictMessage, isSameCall, type InflightRecord, type SentCall } from "./inflight";
import { writesOf, type PoolWrite, type ReadyPoolWrite, type ReadyRequest, type WriteRequest } from "./pool-write";
import { checkWrite, coveredIndexes, poolWrite } from "./pool-writes";
import type { ProposalVerdict, SafeProposal } from "./safe/safe-proposal";

/** How a write ended, for the Alert (or for nothing at all). */
export type WriteOutcome =
  | { readonly kind: "success"; readonly message: string; readonly hash: Hash }
  /** `errorName`: the contract error behind it, when there is one (an AlreadyClaimed claim is dropped). */
  | { readonly kind: "failure"; readonly message: string; readonly errorName?: string }
  /** Sent, but no receipt came in time (or the wait failed): it may still be mined, so it stays in flight. */
  | { readonly kind: "unconfirmed"; readonly message: string; readonly hash: Hash }
  /**
   * Proposed to a Safe, whose other owners have yet to confirm and execute it: neither a success nor a failure. It
   * stays in flight, watched until it runs or another transaction takes its Safe nonce.
   */
  | {
      readonly kind: "proposed";
      readonly message: string;
      readonly safeTxHash: Hash;
      readonly confirmations: ConfirmationCount | null;
    }
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
  /** A write whose entry says so (Subscribe): the API's validation of the indexes; a text means refused. Never skipped: a bad registration loses its bond. */
  validateRegistration(indexes: readonly number[]): Promise<string | null>;
  /** A transaction of the same kind still in flight for these validators, if any: the write is refused. */
  inFlight(write: ReadyPoolWrite): InflightRecord | undefined;
  /**
   * Simulates, then has the wallet sign and send; resolves with the hash and the call that was sent. A Safe answers
   * with a proposal instead: its safeTxHash, once the proposing owner has signed.
   */
  submit(write: ReadyPoolWrite): Promise<SentTransaction | SafeProposal>;
  /** Several writes as one proposal (a Safe's batch); absent where the wallet sends one call at a time. */
  submitBatch?: (writes: readonly ReadyPoolWrite[]) => Promise<SafeProposal>;
  /** Called once the wallet has sent it, before the wait: the hook keeps it across a reload. */
  onSent(sent: SentTransaction | SafeProposal, write: ReadyRequest): void;
  waitForReceipt(hash: Hash): Promise<MinedTransaction>;
  /** Where a proposal stands, read from the chain and judged (the hook's Safe code, loaded with the Safe). */
  readProposal(proposal: SafeProposal): Promise<ProposalVerdict>;
}

/** A Safe's answer, told apart from a wallet's transaction. */
export const isProposal = (sent: SentTransaction | SafeProposal): sent is SafeProposal => "safeTxHash" in sent;

/** Refusals that need no wallet (each write's own checks, lib/chain/write/pool-writes.ts): a text, silence, or the write to send. */
function preflight(write: PoolWrite, deps: WriteDeps): { refusal: WriteOutcome } | { ready: ReadyPoolWrite } {
  const checked = checkWrite(write, deps);
  if ("ready" in checked) return checked;
  return { refusal: checked.refusal === null ? { kind: "silent" } : { kind: "failure", message: checked.refusal } };
}

/** A batch's checks: the first refusal with a text stops it; writes with nothing to send drop out of it. */
function preflightRequest(request: WriteRequest, deps: WriteDeps): { refusal: WriteOutcome } | { ready: ReadyRequest } {
  if (request.action !== "batch") return preflight(request, deps);
  const writes: ReadyPoolWrite[] = [];
  for (const write of request.writes) {
    const checked = preflight(write, deps);
    if ("ready" in checked) writes.push(checked.ready);
    else if (checked.refusal.kind !== "silent") return checked;
  }
  if (writes.length === 0) return { refusal: { kind: "silent" } };
  return { ready: { action: "batch", writes } };
}

/**
 * The one write pipeline (docs/architecture.md): refusals → connected → nothing the same in flight → right chain
 * (offer a switch, never write elsewhere) → subscribe validation → simulate + sign → kept in flight → receipt
 * (replacement-aware) → outcome. From a Safe the wallet's answer is a proposal: kept in flight the same way, then
 * read from the chain until it runs (docs/architecture.md, "Writes from a Safe"). A batch (several writes as one
 * Safe transaction) goes the same way, each of its writes checked. Never throws.
 */
export async function runPoolWrite(write: WriteRequest, deps: WriteDeps): Promise<WriteOutcome> {
  const checked = preflightRequest(write, deps);
  if ("refusal" in checked) return checked.refusal;
  const ready = checked.ready;
  if (!deps.connected) return { kind: "failure", message: CONNECT_FIRST_MESSAGE };
  // Before any prompt: the same write for the same validators would pay twice.
  for (const part of writesOf(ready)) {
    const conflict = deps.inFlight(part);
    if (conflict !== undefined) return { kind: "failure", message: conflictMessage(conflict) };
  }

  try {
    if (deps.walletChainId !== deps.chainId) {
      try {
        await deps.switchChain();
      } catch (error) {
        return describeError(error, firstAction(write)) === null
          ? { kind: "silent" }
          : { kind: "failure", message: WRONG_CHAIN_MESSAGE(deps.chainName) };
      }
    }
    for (const part of writesOf(ready)) {
      if (!poolWrite(part.action).askApiFirst) continue;
      const refusal = await deps.validateRegistration(coveredIndexes(part));
      if (refusal !== null) return { kind: "failure", message: refusal };
    }
    let sent: SentTransaction | SafeProposal;
    if (ready.action !== "batch") sent = await deps.submit(ready);
    else if (deps.submitBatch) sent = await deps.submitBatch(ready.writes);
    else return { kind: "failure", message: NO_BATCH_MESSAGE };
    deps.onSent(sent, ready);
    if (isProposal(sent)) return await settleProposal(actionsOf(ready), sent, deps.readProposal);
    return await settleSent(firstAction(ready), sent, deps.waitForReceipt);
  } catch (error) {
    const action = firstAction(write);
    const message = describeError(error, action);
    return message === null ? { kind: "silent" } : { kind: "failure", message, errorName: revertedErrorName(error) };
  }
}

const actionsOf = (request: WriteRequest | ReadyRequest): PoolAction[] => writesOf(request).map((w) => w.action);

/** The action that names a request's errors: its own, or its batch's first. */
function firstAction(request: WriteRequest | ReadyRequest): PoolAction {
  const [first] = actionsOf(request);
  // Stryker disable next-line StringLiteral: a batch is never empty (preflightRequest drops an empty one as silent)
  return first ?? "withdrawRewards";
}

/**
 * Judges a proposal's standing for the page: waiting (proposed, with the owners' count), or its end: a success only
 * for its own execution, read back from the chain and checked call by call, and an ExecutionFailure, another
 * transaction in its place, or anything else run under its hash a failure. A reading that fails leaves it waiting.
 * Used right after proposing and again, on a timer, for a proposal kept across a reload. Never throws.
 */
export async function settleProposal(
  actions: readonly PoolAction[],
  proposal: SafeProposal,
  readProposal: WriteDeps["readProposal"],
): Promise<WriteOutcome> {
  let verdict: ProposalVerdict;
  try {
    verdict = await readProposal(proposal);
  } catch {
    verdict = { kind: "waiting", confirmations: null };
  }
  switch (verdict.kind) {
    case "waiting":
      return {
        kind: "proposed",
        message: waitingForOwnersMessage(verdict.confirmations),
        safeTxHash: proposal.safeTxHash,
        confirmations: verdict.confirmations,
      };
    case "ran": {
      const [only] = actions;
      const message =
        // Stryker disable next-line ConditionalExpression: one action is always defined (the check is for the type)
        actions.length === 1 && only !== undefined ? poolWrite(only).texts.success : BATCH_SUCCESS_MESSAGE;
      return { kind: "success", message, hash: verdict.transactionHash };
    }
    case "failed-inside":
      return { kind: "failure", message: SAFE_FAILED_INSIDE_MESSAGE };
    case "not-asked":
      return { kind: "failure", message: SAFE_NOT_ASKED_MESSAGE };
    case "unreadable":
      return { kind: "failure", message: SAFE_UNREADABLE_MESSAGE };
    case "rejected":
      return { kind: "failure", message: SAFE_REJECTED_MESSAGE };
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
  return { kind: "success", message: poolWrite(action).texts.success, hash: mined.transactionHash };
}
