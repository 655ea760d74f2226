import type { Address, Hash } from "viem";
import type { InflightRecord, KeptPart, SentCall } from "./inflight";
import { partsOf } from "./inflight";
import { writesOf, type PoolWrite, type ReadyPoolWrite, type ReadyRequest, type WriteRequest } from "./pool-write";
import { coveredIndexes, poolWrite, spentProof } from "./pool-writes";
import type { SafeProposal } from "./safe/safe-proposal";

// What the in-flight memory keeps of a write, and the write (or proposal) a kept record stands for again after a reload.

/** Where and when a write was sent from. */
export interface SentFrom {
  readonly chainId: number;
  readonly sentAt: number;
}

/** The record of a transaction the wallet sent, kept until its receipt. */
export function sentRecord(
  account: Address,
  hash: Hash,
  ready: ReadyPoolWrite,
  call: SentCall,
  from: SentFrom,
): InflightRecord {
  return {
    hash,
    action: ready.action,
    indexes: coveredIndexes(ready),
    proof: spentProof(ready),
    account,
    chainId: from.chainId,
    call,
    nonce: null,
    sentAt: from.sentAt,
  };
}

/**
 * The record of a Safe proposal, under its safeTxHash with every write of it, until it runs or is replaced; null
 * for a proposal of no write. `pool`: the call kept for a write the proposal has none for (it never runs as asked).
 */
export function proposalRecord(
  proposal: SafeProposal,
  ready: ReadyRequest,
  pool: Address,
  from: SentFrom,
): InflightRecord | null {
  const parts: KeptPart[] = writesOf(ready).map((write, i) => ({
    action: write.action,
    indexes: coveredIndexes(write),
    proof: spentProof(write),
    call: proposal.calls[i] ?? { to: pool, data: "0x", value: 0n },
  }));
  const [first] = parts;
  if (!first) return null;
  return {
    hash: proposal.safeTxHash,
    action: first.action,
    indexes: first.indexes,
    proof: first.proof,
    account: proposal.safe,
    chainId: from.chainId,
    call: first.call,
    nonce: null,
    sentAt: from.sentAt,
    safe: { nonce: proposal.nonce, fromBlock: proposal.fromBlock, parts, confirmations: null },
  };
}

/** The write a kept part stands for, to apply its outcome as if it had just been sent. */
const partWrite = (part: Omit<KeptPart, "call">): PoolWrite => poolWrite(part.action).fromKept(part);

/** The write (or a Safe's batch) a kept record stands for. */
export function keptWrite(record: InflightRecord): WriteRequest {
  const parts = partsOf(record);
  const [only] = parts;
  return parts.length === 1 && only ? partWrite(only) : { action: "batch", writes: parts.map(partWrite) };
}

/** A kept Safe record as the proposal it is. */
export function keptProposal(
  record: InflightRecord & { readonly safe: NonNullable<InflightRecord["safe"]> },
): SafeProposal {
  return {
    safeTxHash: record.hash,
    safe: record.account,
    calls: record.safe.parts.map((part) => part.call),
    nonce: record.safe.nonce,
    fromBlock: record.safe.fromBlock,
  };
}
