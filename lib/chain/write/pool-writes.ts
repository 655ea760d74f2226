import { encodeFunctionData, type Hex } from "viem";
import { BOND_REACHED_MESSAGE, POOL_WRITE_TEXTS } from "@/lib/copy/writes";
import { smoothlyPoolAbi } from "@/lib/protocol/abi.generated";
import type { PoolAction } from "@/lib/protocol/pool-actions";
import { isBondReached } from "@/lib/validators/bond-action";
import { subscriptionRefusal } from "@/lib/validators/subscribe";
import type { Proof } from "@/lib/validators/types";
import type { PoolWrite, ReadyPoolWrite, ReadyWriteOf, WriteOf } from "./pool-write";

/** The network's amounts and rules that a write's checks and call depend on. */
export interface WriteTerms {
  readonly bond: bigint;
  readonly topUp: bigint;
  readonly subscriptionsOpen: boolean;
}

/** What the checks before any prompt depend on. */
export type CheckTerms = Pick<WriteTerms, "bond" | "subscriptionsOpen">;

/** What a write's call depends on: the amounts it sends. */
export type CallTerms = Pick<WriteTerms, "bond" | "topUp">;

/** A check's answer: the write to send, or a refusal (a text to show; null: nothing to send, nothing to say). */
export type Checked = { readonly ready: ReadyPoolWrite } | { readonly refusal: string | null };

/** One pool write, all in one place: what the pipeline, the in-flight memory, the Safe path and the page read. */
export interface PoolWriteEntry<A extends PoolAction> {
  /** What a person calls it, and the success text (lib/copy/writes.ts). */
  readonly texts: { readonly name: string; readonly success: string };
  /** The checks that need no wallet, before any prompt. */
  check(write: WriteOf<A>, terms: CheckTerms): Checked;
  /** Subscribe only: the API validates the validators first (never skipped: a bad registration loses its bond). */
  readonly askApiFirst: boolean;
  /** The pool call it makes: calldata and the ETH it sends. */
  call(write: ReadyWriteOf<A>, terms: CallTerms): { readonly data: Hex; readonly value: bigint };
  /** The validators it covers (a claim: its proof's). */
  covers(write: ReadyWriteOf<A>): readonly number[];
  /** A claim pays its whole proof: another of its kind in flight would repeat it, whatever the validators. */
  readonly repeatsWhole: boolean;
  /** The proof it spends, kept with it: a success after a reload still hides the proof. */
  spends(write: WriteOf<A>): Proof | null;
  /** The write again from what the in-flight memory kept of it, to apply its outcome after a reload. */
  fromKept(kept: { readonly indexes: readonly number[]; readonly proof: Proof | null }): PoolWrite;
  /** A success ends the selection it was made from. */
  readonly clearsSelection: boolean;
}

const asUint64s = (indexes: readonly number[]) => indexes.map(BigInt);
const noProof = () => null;
const claimArgs = ({ proof }: { readonly proof: Proof }) =>
  [[...proof.proof], asUint64s(proof.indexes), proof.amount] as const;

/** Claim and withdraw do nothing without a proof: silent, nothing sent. */
function checkClaim<A extends "withdrawRewards" | "withdrawStake">(write: WriteOf<A>): Checked {
  if (write.proof === null) return { refusal: null };
  // Rebuilt rather than narrowed: TypeScript cannot tie `action` to the checked proof (microsoft/TypeScript#30581).
  const ready: ReadyPoolWrite =
    write.action === "withdrawRewards"
      ? { action: "withdrawRewards", proof: write.proof }
      : { action: "withdrawStake", proof: write.proof };
  return { ready };
}

/** The five writes. Adding a sixth: CONTRIBUTING.md, "Adding a pool write". */
export const POOL_WRITES: { readonly [A in PoolAction]: PoolWriteEntry<A> } = {
  registerBulk: {
    texts: POOL_WRITE_TEXTS.registerBulk,
    check: (write, terms) => {
      const closed = subscriptionRefusal(terms.subscriptionsOpen);
      if (closed !== null) return { refusal: closed };
      return write.indexes.length === 0 ? { refusal: null } : { ready: write };
    },
    askApiFirst: true,
    call: (write, terms) => ({
      data: encodeFunctionData({
        abi: smoothlyPoolAbi,
        functionName: "registerBulk",
        args: [asUint64s(write.indexes)],
      }),
      value: terms.bond * BigInt(write.indexes.length), // registerBulk wants exactly bond × count
    }),
    covers: (write) => write.indexes,
    repeatsWhole: false,
    spends: noProof,
    fromKept: ({ indexes }) => ({ action: "registerBulk", indexes }),
    clearsSelection: true,
  },
  requestExit: {
    texts: POOL_WRITE_TEXTS.requestExit,
    check: (write) => (write.indexes.length === 0 ? { refusal: null } : { ready: write }),
    askApiFirst: false,
    call: (write) => ({
      data: encodeFunctionData({ abi: smoothlyPoolAbi, functionName: "requestExit", args: [asUint64s(write.indexes)] }),
      value: 0n,
    }),
    covers: (write) => write.indexes,
    repeatsWhole: false,
    spends: noProof,
    fromKept: ({ indexes }) => ({ action: "requestExit", indexes }),
    clearsSelection: true,
  },
  withdrawRewards: {
    texts: POOL_WRITE_TEXTS.withdrawRewards,
    check: checkClaim,
    askApiFirst: false,
    call: (write) => ({
      data: encodeFunctionData({ abi: smoothlyPoolAbi, functionName: "withdrawRewards", args: claimArgs(write) }),
      value: 0n,
    }),
    covers: (write) => write.proof.indexes,
    repeatsWhole: true,
    spends: (write) => write.proof,
    fromKept: ({ proof }) => ({ action: "withdrawRewards", proof }),
    clearsSelection: false,
  },
  withdrawStake: {
    texts: POOL_WRITE_TEXTS.withdrawStake,
    check: checkClaim,
    askApiFirst: false,
    call: (write) => ({
      data: encodeFunctionData({ abi: smoothlyPoolAbi, functionName: "withdrawStake", args: claimArgs(write) }),
      value: 0n,
    }),
    covers: (write) => write.proof.indexes,
    repeatsWhole: true,
    spends: (write) => write.proof,
    fromKept: ({ proof }) => ({ action: "withdrawStake", proof }),
    clearsSelection: false,
  },
  addStake: {
    texts: POOL_WRITE_TEXTS.addStake,
    check: (write, terms) =>
      isBondReached(write.stake, terms.bond) ? { refusal: BOND_REACHED_MESSAGE } : { ready: write },
    askApiFirst: false,
    call: (write, terms) => ({
      data: encodeFunctionData({ abi: smoothlyPoolAbi, functionName: "addStake", args: [BigInt(write.index)] }),
      value: terms.topUp,
    }),
    covers: (write) => [write.index],
    repeatsWhole: false,
    spends: noProof,
    // The stake is not kept: a kept write is never checked again, only settled.
    fromKept: ({ indexes }) => ({ action: "addStake", index: indexes[0] ?? 0, stake: 0n }),
    clearsSelection: false,
  },
};

// A union of writes cannot be matched to its own entry's parameter types by TypeScript (microsoft/TypeScript#30581):
// read through the widened entry, whose methods take any write (method parameters are compared both ways).
/** A write's entry: its texts, flags and rules. */
export const poolWrite = (action: PoolAction): PoolWriteEntry<PoolAction> => POOL_WRITES[action];

/** The checks before any prompt. */
export const checkWrite = (write: PoolWrite, terms: CheckTerms): Checked => poolWrite(write.action).check(write, terms);

/** The pool call a checked write makes. */
export const poolCall = (write: ReadyPoolWrite, terms: CallTerms) => poolWrite(write.action).call(write, terms);

/** The validators a checked write covers. */
export const coveredIndexes = (write: ReadyPoolWrite): readonly number[] => poolWrite(write.action).covers(write);

/** The proof a write spends, if it is a claim. */
export const spentProof = (write: PoolWrite): Proof | null => poolWrite(write.action).spends(write);
