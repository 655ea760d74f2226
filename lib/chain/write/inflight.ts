import * as v from "valibot";
import { isAddressEqual, type Address, type Hash, type Hex } from "viem";
import { pendingLine, stillPendingMessage } from "@/lib/copy/transactions";
import { safePendingLine, type ConfirmationCount } from "@/lib/copy/safe";
import type { Proof } from "@/lib/validators/types";
import { POOL_ACTIONS, type PoolAction } from "@/lib/protocol/pool-actions";
import type { ReadyPoolWrite } from "./pool-write";
import { coveredIndexes, poolWrite } from "./pool-writes";

/** The call the wallet was asked to send: a mined transaction that differs from it is not this write. */
export interface SentCall {
  readonly to: Address;
  readonly data: Hex;
  readonly value: bigint;
}

/** A transaction the page sent and has no receipt for yet. Kept in localStorage so a reload does not forget it. */
export interface InflightRecord {
  readonly hash: Hash;
  readonly action: PoolAction;
  /** The validators it covers (a claim: the proof's indexes). */
  readonly indexes: readonly number[];
  /** A claim's proof, so a success after a reload still hides the spent proof. */
  readonly proof: Proof | null;
  readonly account: Address;
  readonly chainId: number;
  readonly call: SentCall;
  /** The sender's nonce, when known: once the chain has used it, this hash will never be mined. */
  readonly nonce: number | null;
  readonly sentAt: number;
  /** A proposal to a Safe: `hash` is its safeTxHash, and the call above its first write's. */
  readonly safe?: SafeKept;
}

/** One write of a Safe proposal: what it covers, and the pool call it must run. */
export interface KeptPart {
  readonly action: PoolAction;
  readonly indexes: readonly number[];
  readonly proof: Proof | null;
  readonly call: SentCall;
}

/** What the page keeps of a Safe proposal until it runs, or another transaction takes its Safe nonce. */
export interface SafeKept {
  /** The Safe nonce it was proposed at, when the Safe's host said so and its word checked out. */
  readonly nonce: number | null;
  /** The chain's head when it was proposed. */
  readonly fromBlock: bigint;
  /** Every write of it, in order: one, or a batch's. The execution must run exactly their calls. */
  readonly parts: readonly KeptPart[];
  /** The owners' count the host gave last. */
  readonly confirmations: ConfirmationCount | null;
}

const nameOf = (action: PoolAction) => poolWrite(action).texts.name;

export const INFLIGHT_STORAGE_KEY = "smoothly:inflight";

const hex = (pattern: RegExp) =>
  v.pipe(
    v.string(),
    v.regex(pattern),
    v.transform((s) => s as Hex),
  );
const hashSchema = v.pipe(
  v.string(),
  v.regex(/^0x[0-9a-fA-F]{64}$/),
  v.transform((s) => s as Hash),
);
const addressSchema = v.pipe(
  v.string(),
  v.regex(/^0x[0-9a-fA-F]{40}$/),
  v.transform((s) => s as Address),
);
const weiSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,78}$/),
  v.transform((s) => BigInt(s)),
);
const indexSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

const proofSchema = v.nullable(
  v.object({ proof: v.array(hashSchema), indexes: v.array(indexSchema), amount: weiSchema }),
);
const callSchema = v.object({ to: addressSchema, data: hex(/^0x(?:[0-9a-fA-F]{2})*$/), value: weiSchema });
const countSchema = v.pipe(v.number(), v.integer(), v.minValue(0));
const safeSchema = v.object({
  nonce: v.nullable(countSchema),
  fromBlock: weiSchema,
  parts: v.pipe(
    v.array(
      v.object({
        action: v.picklist(POOL_ACTIONS),
        indexes: v.array(indexSchema),
        proof: proofSchema,
        call: callSchema,
      }),
    ),
    v.minLength(1),
  ),
  confirmations: v.nullable(v.object({ given: countSchema, needed: countSchema })),
});

const recordSchema = v.object({
  hash: hashSchema,
  action: v.picklist(POOL_ACTIONS),
  indexes: v.array(indexSchema),
  proof: proofSchema,
  account: addressSchema,
  chainId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  call: callSchema,
  nonce: v.nullable(countSchema),
  sentAt: v.pipe(v.number(), v.finite()),
  safe: v.optional(safeSchema),
});

/** Amounts as decimal strings: JSON has no bigint. */
export function serializeInflight(records: readonly InflightRecord[]): string {
  return JSON.stringify(records, (_key, value: unknown) => (typeof value === "bigint" ? value.toString() : value));
}

/**
 * What localStorage holds, validated entry by entry: it is untrusted (an old version, another tab, a person in
 * the devtools). A broken entry is dropped; the valid ones are kept.
 */
export function parseInflight(text: string | null): InflightRecord[] {
  // Stryker disable next-line ConditionalExpression: JSON.parse(null) gives null, which is no list either
  if (text === null) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
    // Stryker disable next-line BlockStatement: raw stays undefined, which is no list either
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const records: InflightRecord[] = [];
  for (const entry of raw) {
    const parsed = v.safeParse(recordSchema, entry);
    if (parsed.success && !records.some((r) => r.hash === parsed.output.hash)) records.push(parsed.output);
  }
  return records;
}

export interface Sender {
  readonly account: Address;
  readonly chainId: number;
}

/**
 * The record a new write would repeat: same account and chain, same action, and a validator in common. A claim
 * pays the whole proof, so any claim of the same kind in flight conflicts.
 */
export function findConflict(
  records: readonly InflightRecord[],
  sender: Sender,
  write: ReadyPoolWrite,
): InflightRecord | undefined {
  const indexes = coveredIndexes(write);
  const whole = poolWrite(write.action).repeatsWhole;
  return records.find(
    (r) =>
      r.chainId === sender.chainId &&
      isAddressEqual(r.account, sender.account) &&
      partsOf(r).some(
        (part) => part.action === write.action && (whole || part.indexes.some((i) => indexes.includes(i))),
      ),
  );
}

/** The writes a record stands for: a Safe proposal's parts, or the record itself. */
export function partsOf(record: InflightRecord): readonly KeptPart[] {
  return record.safe?.parts ?? [record];
}

/** "Claim rewards for 501, 502 and Withdraw bond for 501": what a record stands for, in words. */
function describedParts(record: InflightRecord): string {
  return partsOf(record)
    .map((part) => `${nameOf(part.action)}${part.indexes.length === 0 ? "" : ` for ${part.indexes.join(", ")}`}`)
    .join(" and ");
}

/** The refusal for a write that conflicts with `record`. */
export function conflictMessage(record: InflightRecord): string {
  if (record.safe) return stillPendingMessage(describedParts(record), []);
  return stillPendingMessage(nameOf(record.action), record.indexes);
}

/**
 * "Transaction pending: Add bond for 203", for the line the page shows while it waits; for a Safe proposal, "Waiting
 * for the Safe's owners: Claim rewards for 501, 502 (1 of 2 confirmations)".
 */
export function pendingText(record: InflightRecord): string {
  if (record.safe) return safePendingLine(describedParts(record), record.safe.confirmations);
  return pendingLine(nameOf(record.action), record.indexes);
}

/** The records of one account on one chain: what this page shows and waits for. */
export function recordsOf(records: readonly InflightRecord[], sender: Sender): InflightRecord[] {
  return records.filter((r) => r.chainId === sender.chainId && isAddressEqual(r.account, sender.account));
}

export function withRecord(records: readonly InflightRecord[], record: InflightRecord): InflightRecord[] {
  return records.some((r) => r.hash === record.hash)
    ? records.map((r) => (r.hash === record.hash ? record : r))
    : [...records, record];
}

export function withoutRecord(records: readonly InflightRecord[], hash: Hash): InflightRecord[] {
  return records.filter((r) => r.hash !== hash);
}

/** Whether a mined transaction is the call that was sent (a sped-up one is; a cancel or another call is not). */
export function isSameCall(
  sent: SentCall,
  mined: { readonly to: Address | null; readonly input: Hex; readonly value: bigint },
) {
  return (
    mined.to !== null &&
    isAddressEqual(mined.to, sent.to) &&
    mined.input.toLowerCase() === sent.data.toLowerCase() &&
    mined.value === sent.value
  );
}
