import type { Proof } from "@/lib/validators/types";

/** The five pool writes, with what each needs from the page. */
export type PoolWrite =
  | { readonly action: "registerBulk"; readonly indexes: readonly number[] }
  | { readonly action: "requestExit"; readonly indexes: readonly number[] }
  | { readonly action: "withdrawRewards"; readonly proof: Proof | null }
  | { readonly action: "withdrawStake"; readonly proof: Proof | null }
  /** `stake` is the validator's current stake, checked against the bond before any wallet prompt. */
  | { readonly action: "addStake"; readonly index: number; readonly stake: bigint };

/** A write whose proof has been checked: what reaches simulate and the wallet. */
export type ReadyPoolWrite =
  | Exclude<PoolWrite, { action: "withdrawRewards" | "withdrawStake" }>
  | { readonly action: "withdrawRewards" | "withdrawStake"; readonly proof: Proof };

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
