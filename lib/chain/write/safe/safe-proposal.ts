import * as v from "valibot";
import { isAddressEqual, type Address, type Hash, type Hex } from "viem";
import type { ConfirmationCount } from "@/lib/copy/safe";
import type { SentCall } from "../inflight";
import { decodeExecTransaction, innerCalls, safeTxHash, sameCalls, type SafeTxFields } from "./safe-transaction";

/** A write the page asked the Safe for: its safeTxHash and what it must run, exactly. */
export interface SafeProposal {
  readonly safeTxHash: Hash;
  readonly safe: Address;
  /** Every pool call asked for, in order: one, or a batch's. */
  readonly calls: readonly SentCall[];
  /** The Safe nonce it was proposed at, when the host said so and its word checked out (checkedNonce). */
  readonly nonce: number | null;
  /** The chain's head when it was proposed: it cannot have run before. */
  readonly fromBlock: bigint;
}

/** What the Safe's host (Safe{Wallet}) says of a proposal: getTxBySafeTxHash's answer, read through its schema. */
export interface HostProposal {
  readonly safeTxHash: Hash;
  readonly status: "AWAITING_CONFIRMATIONS" | "AWAITING_EXECUTION" | "SUCCESS" | "FAILED" | "CANCELLED";
  /** The executing transaction, once there is one. A hint: the chain is read to see what it did. */
  readonly txHash: Hash | null;
  readonly nonce: number | null;
  readonly fields: SafeTxFields | null;
  readonly confirmations: ConfirmationCount | null;
}

const hash = v.pipe(
  v.string(),
  v.regex(/^0x[0-9a-fA-F]{64}$/),
  v.transform((s) => s.toLowerCase() as Hash),
);
const address = v.pipe(
  v.string(),
  v.regex(/^0x[0-9a-fA-F]{40}$/),
  v.transform((s) => s as Address),
);
const wei = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform(String),
  v.regex(/^\d{1,78}$/),
  v.transform((s) => BigInt(s)),
);
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const hex = v.pipe(
  v.string(),
  v.regex(/^0x(?:[0-9a-fA-F]{2})*$/),
  v.transform((s) => s as Hex),
);

const gatewaySchema = v.object({
  txStatus: v.picklist(["AWAITING_CONFIRMATIONS", "AWAITING_EXECUTION", "SUCCESS", "FAILED", "CANCELLED"]),
  txHash: v.nullish(hash),
  txData: v.nullish(
    v.object({
      hexData: v.nullish(hex),
      to: v.object({ value: address }),
      value: v.nullish(wei),
      operation: v.picklist([0, 1]),
    }),
  ),
  detailedExecutionInfo: v.nullish(
    v.object({
      type: v.literal("MULTISIG"),
      nonce: count,
      safeTxGas: wei,
      baseGas: wei,
      gasPrice: wei,
      gasToken: address,
      refundReceiver: v.object({ value: address }),
      safeTxHash: hash,
      confirmationsRequired: count,
      confirmations: v.array(v.unknown()),
    }),
  ),
});

/** The host's answer, checked; null when it is not a multisig transaction's details (or not this one's). */
export function parseHostProposal(raw: unknown, expected: Hash): HostProposal | null {
  const parsed = v.safeParse(gatewaySchema, raw);
  if (!parsed.success) return null;
  const { txStatus, txHash, txData, detailedExecutionInfo: info } = parsed.output;
  if (!info || info.safeTxHash !== expected.toLowerCase()) return null;
  const fields: SafeTxFields | null = txData
    ? {
        to: txData.to.value,
        value: txData.value ?? 0n,
        data: txData.hexData ?? "0x",
        operation: txData.operation,
        safeTxGas: info.safeTxGas,
        baseGas: info.baseGas,
        gasPrice: info.gasPrice,
        gasToken: info.gasToken,
        refundReceiver: info.refundReceiver.value,
      }
    : null;
  return {
    safeTxHash: info.safeTxHash,
    status: txStatus,
    txHash: txHash ?? null,
    nonce: info.nonce,
    fields,
    confirmations: { given: info.confirmations.length, needed: info.confirmationsRequired },
  };
}

/**
 * The Safe nonce the host says the proposal has, kept only when the host's fields at that nonce hash to the
 * safeTxHash (so they are the proposal's own) and make exactly the calls asked for. Otherwise null: the page then
 * finds the proposal by its hash alone.
 */
export function checkedNonce(
  proposal: Pick<SafeProposal, "safeTxHash" | "safe" | "calls">,
  host: HostProposal,
  chainId: number,
): number | null {
  if (host.nonce === null || host.fields === null) return null;
  if (
    safeTxHash(host.fields, { safe: proposal.safe, chainId, nonce: host.nonce }) !== proposal.safeTxHash.toLowerCase()
  )
    return null;
  const calls = innerCalls(host.fields);
  return calls !== null && sameCalls(proposal.calls, calls) ? host.nonce : null;
}

/** What the chain (with the host's count) says of a proposal. */
export type ProposalReading =
  | { readonly kind: "waiting"; readonly confirmations: ConfirmationCount | null }
  /** The transaction whose receipt holds the Safe's ExecutionSuccess or ExecutionFailure for this safeTxHash. */
  | {
      readonly kind: "executed";
      readonly transactionHash: Hash;
      readonly to: Address | null;
      readonly input: Hex;
      readonly outcome: "success" | "failure";
    }
  /** The proposal's nonce is used, and not by it: another Safe transaction ran in its place. */
  | { readonly kind: "replaced" };

/** The judgement on a proposal, for the pipeline to word. */
export type ProposalVerdict =
  | { readonly kind: "waiting"; readonly confirmations: ConfirmationCount | null }
  | { readonly kind: "ran"; readonly transactionHash: Hash }
  | { readonly kind: "failed-inside"; readonly transactionHash: Hash }
  | { readonly kind: "not-asked"; readonly transactionHash: Hash }
  | { readonly kind: "unreadable"; readonly transactionHash: Hash }
  | { readonly kind: "rejected" };

/**
 * Success only for the proposal's own execution, read back from the chain: execTransaction sent to this Safe, whose
 * fields hash to the safeTxHash at the proposal's nonce, whose calls are exactly the ones asked for (one call, or each
 * call of a MultiSend batch, in order), and whose event is ExecutionSuccess. ExecutionFailure is not a success.
 */
export function judgeProposal(proposal: SafeProposal, reading: ProposalReading, chainId: number): ProposalVerdict {
  if (reading.kind !== "executed") {
    return reading.kind === "waiting" ? reading : { kind: "rejected" };
  }
  const { transactionHash } = reading;
  const fields =
    reading.to !== null && isAddressEqual(reading.to, proposal.safe) ? decodeExecTransaction(reading.input) : null;
  if (fields === null) return { kind: "unreadable", transactionHash };
  const hashed =
    proposal.nonce === null ||
    safeTxHash(fields, { safe: proposal.safe, chainId, nonce: proposal.nonce }) === proposal.safeTxHash.toLowerCase();
  const calls = innerCalls(fields);
  if (!hashed || calls === null || !sameCalls(proposal.calls, calls)) return { kind: "not-asked", transactionHash };
  return reading.outcome === "success" ? { kind: "ran", transactionHash } : { kind: "failed-inside", transactionHash };
}
