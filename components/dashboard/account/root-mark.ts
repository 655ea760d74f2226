import type { ClaimChoice } from "@/lib/trees/claim-choice";

/** A claim's root mark: verified when its amount is proven by the pool's root, nothing to say otherwise. */
export const rootMark = (claim: ClaimChoice) =>
  claim.amount.state === "known" && claim.amount.source.kind === "root" ? true : null;
