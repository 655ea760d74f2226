import { API_OVERRULED, CLAIM_UNKNOWN_LABEL, claimLabel, claimStaleNote, claimUnknownNote } from "@/lib/copy/claims";
import {
  API,
  CHAIN,
  fromRoot,
  known,
  neitherSource,
  stale,
  unknown,
  type ApiFailure,
  type ChainFailure,
  type Figure,
  type StaleAsOf,
} from "@/lib/figure";
import { reasonText, staleText } from "@/lib/figure-text";
import { formatEth } from "@/lib/format";
import type { Proof } from "@/lib/validators/types";
import type { TreeClaim } from "./latest-trees";

/** The pool API's proof for one claim, as far as the page has it. */
export type ServedProof =
  | {
      readonly status: "answered";
      /** null: the API says there is nothing to claim. */
      readonly proof: Proof | null;
      /** The answer is older than a request that failed since. */
      readonly asOf: StaleAsOf | null;
      /** Whether it leads to the pool's root of `epoch` on chain; null until checked (or while the chain is silent). */
      readonly rootCheck: { readonly matches: boolean; readonly epoch: number } | null;
    }
  | { readonly status: "failed"; readonly why: ApiFailure }
  | { readonly status: "loading" };

/** The latest published tree's word on the claim; `no-chain`: the pool's roots could not be read to check it (why). */
export type TreeSide =
  TreeClaim | { readonly state: "loading" } | { readonly state: "no-chain"; readonly why: ChainFailure };

export interface ClaimChoice {
  readonly amount: Figure<bigint>;
  /** What a claim sends: only a proof whose amount is known and positive. */
  readonly proof: Proof | null;
  /** The pool API's proof disagrees with the pool's root on chain: the chain won, and the page says so. */
  readonly apiOverruled: boolean;
}

const choice = (amount: Figure<bigint>, proof: Proof | null, apiOverruled = false): ClaimChoice => ({
  amount,
  proof: amount.state === "known" && proof !== null && proof.amount > 0n ? proof : null,
  apiOverruled,
});

type VerifiedTree = Extract<TreeClaim, { state: "verified" }>;

/** A verified published tree: its leaf for the address, or a known nothing. */
const fromTree = (tree: VerifiedTree, apiOverruled = false) =>
  choice(known(tree.proof?.amount ?? 0n, fromRoot(tree.epoch)), tree.proof, apiOverruled);

const sameClaim = (a: Proof | null, b: Proof) =>
  a !== null && a.amount === b.amount && a.indexes.join() === b.indexes.join();

/**
 * Which proof a claim uses and what its amount is, trusting the chain first: a proof that leads to the pool's root
 * (served and checked, or from a published tree that rebuilds to that root), then the pool API's word. When the API
 * and the root disagree, the root wins. Without the API, a verified tree is enough; a tree of an earlier epoch
 * gives a stale amount (not claimable); nothing at all gives unknown, never 0.
 */
export function chooseClaim(served: ServedProof, tree: TreeSide): ClaimChoice {
  const verified = tree.state === "verified" ? tree : null;
  if (served.status === "answered") {
    const { proof, asOf, rootCheck } = served;
    if (proof !== null) {
      if (rootCheck?.matches === true) return choice(known(proof.amount, fromRoot(rootCheck.epoch)), proof);
      if (rootCheck?.matches === false) {
        return verified ? fromTree(verified, true) : choice(unknown("api-root-mismatch"), null, true);
      }
      // Not checked against the root yet: a verified tree settles it; otherwise the API's word, which the write's
      // simulation checks again before anything is signed.
      if (verified) return fromTree(verified, !sameClaim(verified.proof, proof));
      return asOf === null ? choice(known(proof.amount, API), proof) : choice(stale(proof.amount, API, asOf), null);
    }
    if (verified) return fromTree(verified, verified.proof !== null);
    return asOf === null ? choice(known(0n, API), null) : choice(stale(0n, API, asOf), null);
  }
  if (verified) return fromTree(verified);
  if (tree.state === "stale") {
    const asOf = { kind: "epoch", epoch: tree.epoch, current: tree.current } as const;
    return choice(stale(tree.amount, fromRoot(tree.epoch), asOf), null);
  }
  if (served.status === "loading" || tree.state === "loading") return choice(unknown("loading"), null);
  return choice(unknown(tree.state === "no-chain" ? neitherSource(served.why, tree.why) : "no-source"), null);
}

/** A chosen proof the chain says is spent (simulated AlreadyClaimed, or this page's own claim): a known nothing. */
export const SPENT_CLAIM: ClaimChoice = choice(known(0n, CHAIN), null);

/** What the Claim button (or Withdraw bond) says and whether it offers anything; `note` goes under it. */
export interface ClaimView {
  readonly label: string;
  readonly offered: boolean;
  readonly note: string | null;
}

/** A claim as the page shows it: a known amount on the button, never a stale or unknown one. */
export function claimView(claim: ClaimChoice): ClaimView {
  const { amount } = claim;
  switch (amount.state) {
    case "known":
      return {
        label: claimLabel(formatEth(amount.value)),
        offered: claim.proof !== null,
        note: claim.apiOverruled ? API_OVERRULED : null,
      };
    case "stale":
      return {
        label: CLAIM_UNKNOWN_LABEL,
        offered: false,
        note: claimStaleNote(formatEth(amount.value), staleText(amount.asOf)),
      };
    case "unknown":
      return { label: CLAIM_UNKNOWN_LABEL, offered: false, note: claimUnknownNote(reasonText(amount.why)) };
  }
}
