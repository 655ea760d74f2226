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
