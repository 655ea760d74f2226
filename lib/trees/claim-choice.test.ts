import { describe, expect, it } from "vitest";
import { API, CHAIN, fromRoot, known, stale, unknown, type StaleAsOf } from "@/lib/figure";
import type { Proof } from "@/lib/validators/types";
import { chooseClaim, claimView, SPENT_CLAIM, type ServedProof, type TreeSide } from "./claim-choice";

const NODE = "0x1111111111111111111111111111111111111111111111111111111111111111";
/** Alice's leaf of epoch 3 (101, 102, 105). */
const LEAF: Proof = { proof: [NODE], indexes: [101, 102, 105], amount: 428_475_000_000_000_000n };
/** The same address served 1 ETH with the same path: not the pool's leaf. */
const INFLATED: Proof = { ...LEAF, amount: 1_000_000_000_000_000_000n };
const AT_0930 = { kind: "time", at: Date.UTC(2026, 10, 24, 9, 30) } as const;

const answered = (
  proof: Proof | null,
  rootCheck: boolean | null = null,
  asOf: StaleAsOf | null = null,
): ServedProof => ({
  status: "answered",
  proof,
  asOf,
  rootCheck: rootCheck === null ? null : { matches: rootCheck, epoch: 3 },
});
const FAILED: ServedProof = { status: "failed", why: "api-unreachable" };
const LOADING_API: ServedProof = { status: "loading" };
const verified = (proof: Proof | null): TreeSide => ({ state: "verified", epoch: 3, proof });
const STALE: TreeSide = { state: "stale", epoch: 3, current: 4, amount: LEAF.amount };
const UNAVAILABLE: TreeSide = { state: "unavailable" };
const TREE_LOADING: TreeSide = { state: "loading" };
const NO_CHAIN: TreeSide = { state: "no-chain", why: "chain-unreachable" };
/** The chain answered, but its RPC's answers for the roots could not be used. */
const CHAIN_UNUSABLE: TreeSide = { state: "no-chain", why: { kind: "chain-unusable", rpc: "rpc.example", api: null } };
const API_MALFORMED: ServedProof = { status: "failed", why: "api-malformed" };

describe("chooseClaim: the API answered with a proof", () => {
  it("that leads to the pool's root: known from that root, offered", () => {
    expect(chooseClaim(answered(LEAF, true), UNAVAILABLE)).toEqual({
      amount: known(LEAF.amount, fromRoot(3)),
      proof: LEAF,
      apiOverruled: false,
    });
  });

  it("that does not: the chain wins, with the verified tree's leaf, and the page says so", () => {
    expect(chooseClaim(answered(INFLATED, false), verified(LEAF))).toEqual({
      amount: known(LEAF.amount, fromRoot(3)),
      proof: LEAF,
      apiOverruled: true,
    });
  });

  it("that does not, with no tree to settle it: unknown, nothing offered", () => {
    expect(chooseClaim(answered(INFLATED, false), UNAVAILABLE)).toEqual({
      amount: unknown("api-root-mismatch"),
      proof: null,
      apiOverruled: true,
    });
  });

  it("not checked yet, with a verified tree: the tree's leaf, overruling the API only if they differ", () => {
    expect(chooseClaim(answered(LEAF), verified(LEAF))).toEqual({
      amount: known(LEAF.amount, fromRoot(3)),
      proof: LEAF,
      apiOverruled: false,
    });
    expect(chooseClaim(answered(INFLATED), verified(LEAF)).apiOverruled).toBe(true);
    expect(chooseClaim(answered({ ...LEAF, indexes: [101, 102] }), verified(LEAF)).apiOverruled).toBe(true);
    // The pool's tree has no leaf for the address (or its root is zero): a served proof cannot be right.
    expect(chooseClaim(answered(LEAF), verified(null))).toEqual({
      amount: known(0n, fromRoot(3)),
      proof: null,
      apiOverruled: true,
    });
  });

  it("not checked, no tree: the API's word, offered (the write simulates it first); stale, never offered", () => {
    for (const tree of [UNAVAILABLE, TREE_LOADING, NO_CHAIN, STALE]) {
      expect(chooseClaim(answered(LEAF), tree)).toEqual({
        amount: known(LEAF.amount, API),
        proof: LEAF,
        apiOverruled: false,
      });
    }
    expect(chooseClaim(answered(LEAF, null, AT_0930), UNAVAILABLE)).toEqual({
      amount: stale(LEAF.amount, API, AT_0930),
      proof: null,
      apiOverruled: false,
    });
  });
});

describe("chooseClaim: the API answered with nothing to claim", () => {
  it("a verified tree with the address's leaf wins, and the page says the API disagreed", () => {
    expect(chooseClaim(answered(null), verified(LEAF))).toEqual({
      amount: known(LEAF.amount, fromRoot(3)),
      proof: LEAF,
      apiOverruled: true,
    });
  });

  it("a verified tree without a leaf confirms it from the root", () => {
    expect(chooseClaim(answered(null), verified(null))).toEqual({
      amount: known(0n, fromRoot(3)),
      proof: null,
      apiOverruled: false,
    });
  });

  it("otherwise a zero known from the API, or stale as of its last answer", () => {
    expect(chooseClaim(answered(null), UNAVAILABLE)).toEqual({
      amount: known(0n, API),
      proof: null,
      apiOverruled: false,
    });
    expect(chooseClaim(answered(null, null, AT_0930), STALE)).toEqual({
      amount: stale(0n, API, AT_0930),
      proof: null,
      apiOverruled: false,
    });
  });
});

describe("chooseClaim: the API cannot give the proof", () => {
  it("a verified tree is enough", () => {
    for (const served of [FAILED, LOADING_API]) {
      expect(chooseClaim(served, verified(LEAF))).toEqual({
        amount: known(LEAF.amount, fromRoot(3)),
        proof: LEAF,
        apiOverruled: false,
      });
    }
    expect(chooseClaim(FAILED, verified(null))).toEqual({
      amount: known(0n, fromRoot(3)),
      proof: null,
      apiOverruled: false,
    });
  });

  it("a tree of an earlier epoch gives what it held then, stale with both epochs, and offers nothing", () => {
    expect(chooseClaim(FAILED, STALE)).toEqual({
      amount: stale(LEAF.amount, fromRoot(3), { kind: "epoch", epoch: 3, current: 4 }),
      proof: null,
      apiOverruled: false,
    });
  });

  it.each<[string, ServedProof, TreeSide, ReturnType<typeof unknown>]>([
    ["the API failed, the tree is unavailable", FAILED, UNAVAILABLE, unknown("no-source")],
    ["the API failed, the chain too", FAILED, NO_CHAIN, unknown("nothing-reachable")],
    [
      "the API answered badly, the chain did not answer",
      API_MALFORMED,
      NO_CHAIN,
      unknown("api-malformed-chain-unreachable"),
    ],
    [
      "the API failed, the chain answered unusably",
      FAILED,
      CHAIN_UNUSABLE,
      unknown({ kind: "chain-unusable", rpc: "rpc.example", api: "api-unreachable" }),
    ],
    [
      "the API answered badly, the chain answered unusably",
      API_MALFORMED,
      CHAIN_UNUSABLE,
      unknown({ kind: "chain-unusable", rpc: "rpc.example", api: "api-malformed" }),
    ],
    ["the API failed, the tree still loading", FAILED, TREE_LOADING, unknown("loading")],
    ["the API still loading, no tree", LOADING_API, UNAVAILABLE, unknown("loading")],
  ])("%s: unknown with why, never 0", (_, served, tree, amount) => {
    expect(chooseClaim(served, tree)).toEqual({ amount, proof: null, apiOverruled: false });
  });
});

describe("SPENT_CLAIM and claimView", () => {
  it("a spent leaf is a known zero from the chain, offering nothing", () => {
    expect(SPENT_CLAIM).toEqual({ amount: known(0n, CHAIN), proof: null, apiOverruled: false });
    expect(claimView(SPENT_CLAIM)).toEqual({ label: "Claim 0.000 ETH", offered: false, note: null });
  });

  it("offers a known positive amount on the button, never a stale or unknown one", () => {
    expect(claimView(chooseClaim(answered(LEAF, true), UNAVAILABLE))).toEqual({
      label: "Claim 0.428 ETH",
      offered: true,
      note: null,
    });
    expect(claimView(chooseClaim(answered(INFLATED, false), verified(LEAF)))).toEqual({
      label: "Claim 0.428 ETH",
      offered: true,
      note: "The pool API's proof disagrees with the pool's root on chain: the amount shown is the published tree's, which matches it.",
    });
    expect(claimView(chooseClaim(FAILED, STALE))).toEqual({
      label: "Claim (amount unknown)",
      offered: false,
      note: "0.428 ETH as of epoch 3; the pool is at epoch 4: not claimable until a tree of the pool's current root can be read.",
    });
    expect(claimView(chooseClaim(FAILED, NO_CHAIN))).toEqual({
      label: "Claim (amount unknown)",
      offered: false,
      note: "Claimable amount unknown: neither the pool API nor the chain can be reached.",
    });
    // Only when nothing answered does the note say "cannot be reached" of the chain.
    expect(claimView(chooseClaim(FAILED, CHAIN_UNUSABLE)).note).toBe(
      "Claimable amount unknown: the pool API cannot be reached, and the RPC rpc.example answered, but the page could not use its answers.",
    );
    expect(claimView(chooseClaim(API_MALFORMED, NO_CHAIN)).note).toBe(
      "Claimable amount unknown: the pool API answered badly, and the chain cannot be reached.",
    );
  });

  it("never offers a proof whose known amount is zero", () => {
    const zeroLeaf = { ...LEAF, amount: 0n };
    expect(chooseClaim(answered(zeroLeaf, true), UNAVAILABLE)).toEqual({
      amount: known(0n, fromRoot(3)),
      proof: null,
      apiOverruled: false,
    });
  });
});
