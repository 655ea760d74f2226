import type { PoolAction } from "@/lib/protocol/pool-actions";
import type { Proof } from "@/lib/validators/types";

/** What each pool write carries from the page, before its checks (lib/chain/write/pool-writes.ts holds the rest). */
export interface PoolWriteFields {
  readonly registerBulk: { readonly indexes: readonly number[] };
  readonly requestExit: { readonly indexes: readonly number[] };
  readonly withdrawRewards: { readonly proof: Proof | null };
  readonly withdrawStake: { readonly proof: Proof | null };
  /** `stake` is the validator's current stake, checked against the bond before any wallet prompt. */
  readonly addStake: { readonly index: number; readonly stake: bigint };
}

/** The same once checked: a claim's proof is there. */
export interface ReadyWriteFields extends Omit<PoolWriteFields, "withdrawRewards" | "withdrawStake"> {
  readonly withdrawRewards: { readonly proof: Proof };
  readonly withdrawStake: { readonly proof: Proof };
}

export type WriteOf<A extends PoolAction> = { readonly action: A } & PoolWriteFields[A];
export type ReadyWriteOf<A extends PoolAction> = { readonly action: A } & ReadyWriteFields[A];

/** The five pool writes, with what each needs from the page. */
export type PoolWrite = { readonly [A in PoolAction]: WriteOf<A> }[PoolAction];

/** A write whose proof has been checked: what reaches simulate and the wallet. */
export type ReadyPoolWrite = { readonly [A in PoolAction]: ReadyWriteOf<A> }[PoolAction];

/**
 * Several pool writes sent as one transaction: a Safe's batch (one MultiSend, one round of its owners' signatures).
 * "Withdraw everything" sends its steps this way from a Safe.
 */
export interface PoolBatch {
  readonly action: "batch";
  readonly writes: readonly PoolWrite[];
}

/** What the pipeline takes: one write, or a batch. */
export type WriteRequest = PoolWrite | PoolBatch;

/** A batch whose writes have passed their checks. */
export interface ReadyBatch {
  readonly action: "batch";
  readonly writes: readonly ReadyPoolWrite[];
}

export type ReadyRequest = ReadyPoolWrite | ReadyBatch;

/** The writes a request is made of: itself, or a batch's. */
export function writesOf(request: ReadyRequest): readonly ReadyPoolWrite[];
export function writesOf(request: WriteRequest | ReadyRequest): readonly PoolWrite[];
export function writesOf(request: WriteRequest | ReadyRequest): readonly PoolWrite[] {
  return request.action === "batch" ? request.writes : [request];
}
