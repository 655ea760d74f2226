import * as v from "valibot";
import type { Hex } from "viem";
import type { ValidatorCheck } from "@/lib/validators/subscribe";
import { unknownValidator, type PoolProofs, type Proof, type Validator } from "@/lib/validators/types";
import { parseWith, type ParseResult } from "./parse-result";

// valibot rather than zod: tree-shakable functions, about a tenth of zod's bytes in the budgeted first-load bundle.

const HEX_QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;
const BYTES32 = /^0x[0-9a-fA-F]{64}$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

function isPlainObject(input: unknown): input is Record<string, unknown> {
  return typeof input === "object" && input !== null && !Array.isArray(input);
}

const hexQuantity = v.pipe(
  v.string("expected a hex amount"),
  v.regex(HEX_QUANTITY, "expected a hex amount like 0x1a (at most 256 bits)"),
);

const bareHexAmount = v.pipe(
  hexQuantity,
  v.transform((hex) => BigInt(hex)),
);

const bigNumberAmount = v.pipe(
  v.object({ type: v.literal("BigNumber", 'expected type "BigNumber"'), hex: hexQuantity }),
  v.transform((amount) => BigInt(amount.hex)),
);

/** Fails every input with `message`; the last branch of a dispatch, so the reason says what was expected. */
const expected = (message: string) => v.custom<never>(() => false, message);

const notAnAmount = expected('expected an amount: { type: "BigNumber", hex } or a hex string');

/** An amount in wei: `{ type: "BigNumber", hex: "0x…" }` as ethers serialises it, or the bare hex string. */
export const amountSchema = v.lazy((input) =>
  typeof input === "string" ? bareHexAmount : isPlainObject(input) ? bigNumberAmount : notAnAmount,
);

const indexSchema = v.pipe(
  v.number("expected a validator index (number)"),
  v.safeInteger("expected a whole validator index"),
  v.minValue(0, "expected a validator index of 0 or more"),
);

const countSchema = v.pipe(
  v.number("expected a count (number)"),
  v.safeInteger("expected a whole count"),
  v.minValue(0, "expected a count of 0 or more"),
);

const addressSchema = v.pipe(
  v.string("expected an address"),
  v.regex(ADDRESS, "expected a 20-byte hex address"),
  v.transform((address) => address.toLowerCase()),
);

const bytes32Schema = v.custom<Hex>(
  (input) => typeof input === "string" && BYTES32.test(input),
  "expected a 32-byte hex proof node",
);

const knownValidatorSchema = v.pipe(
  v.object({
    index: indexSchema,
    eth1: addressSchema,
    rewards: amountSchema,
    stake: amountSchema,
    slashMiss: countSchema,
    slashFee: countSchema,
    firstBlockProposed: v.boolean(),
    firstMissedSlot: v.boolean(),
    excludeRebalance: v.optional(v.boolean(), false),
    exitRequested: v.boolean(),
    active: v.boolean(),
    deactivated: v.boolean(),
  }),
  v.transform((r): Validator => ({ ...r })),
);

// The oracle sends `{ index }` alone for a validator the pool does not know; any other key means a full record.
const unknownValidatorSchema = v.pipe(
  v.strictObject({ index: indexSchema }),
  v.transform((r): Validator => unknownValidator(r.index)),
);

const isIndexOnly = (input: unknown): boolean => {
  if (!isPlainObject(input)) return false;
  const keys = Object.keys(input);
  return keys.length === 1 && keys[0] === "index";
};

export const validatorSchema = v.lazy((input) => (isIndexOnly(input) ? unknownValidatorSchema : knownValidatorSchema));

const emptyProofSchema = v.pipe(
  v.strictTuple([]),
  v.transform((): Proof | null => null),
);

const fullProofSchema = v.pipe(
  v.strictTuple([
    v.array(bytes32Schema, "expected a list of proof nodes"),
    v.array(indexSchema, "expected a list of indexes"),
    amountSchema,
  ]),
  v.transform(([proof, indexes, amount]): Proof | null => ({ proof, indexes, amount })),
);

const notAProof = expected("expected a proof: [] or [proof nodes, indexes, amount]");

/** `[]` (nothing to claim, parsed to null) or `[bytes32[] proof, number[] indexes, amount]`. */
export const proofSchema = v.lazy((input) =>
  !Array.isArray(input) ? notAProof : input.length === 0 ? emptyProofSchema : fullProofSchema,
);

export const poolDataSchema = v.pipe(
  v.object({
    validators: v.pipe(
      v.array(validatorSchema, "expected a list of validators"),
      v.check((list) => new Set(list.map((r) => r.index)).size === list.length, "expected each validator index once"),
    ),
    withdrawals: proofSchema,
    exits: proofSchema,
  }),
  v.transform((d): PoolData => ({ validators: d.validators, withdrawals: d.withdrawals, exits: d.exits })),
);

const validatorCheckSchema = v.object({
  index: indexSchema,
  status: v.pipe(v.string("expected a status"), v.minLength(1, "expected a status")),
});

const acceptedValidationSchema = v.pipe(
  v.object({
    ok: v.literal(true, "expected ok: true or ok: false"),
    data: v.array(validatorCheckSchema, "expected a list of { index, status }"),
  }),
  v.transform((d): RegisterValidation => ({ accepted: true, validators: d.data })),
);

const rejectedValidationSchema = v.pipe(
  v.object({ ok: v.literal(false) }),
  v.transform((): RegisterValidation => ({ accepted: false })),
);

export const registerValidateSchema = v.lazy((input) =>
  isPlainObject(input) && input.ok === false ? rejectedValidationSchema : acceptedValidationSchema,
);

export const poolStatsSchema = v.pipe(
  v.object({ awaiting_activation: countSchema, activated: countSchema, total_value_period: amountSchema }),
  v.transform((s): PoolStats => ({
    awaitingActivation: s.awaiting_activation,
    activated: s.activated,
    subscribers: s.awaiting_activation + s.activated,
    totalValuePeriod: s.total_value_period,
  })),
);

/** GET pooldata: the connected address's validators and its two proofs. */
export interface PoolData extends PoolProofs {
  readonly validators: readonly Validator[];
}

export type { ValidatorCheck };

/** POST /registerValidate: `{ ok: false }` is the server refusing the whole request. */
export type RegisterValidation =
  { readonly accepted: true; readonly validators: readonly ValidatorCheck[] } | { readonly accepted: false };

/** GET poolstats, for the footer: subscribers = awaiting activation + activated. */
export interface PoolStats {
  readonly awaitingActivation: number;
  readonly activated: number;
  readonly subscribers: number;
  readonly totalValuePeriod: bigint;
}

// What the server sends, for typing mocks and the local oracle's answers.
export type AmountInput = v.InferInput<typeof amountSchema>;
export type ValidatorInput = v.InferInput<typeof validatorSchema>;
export type ProofInput = v.InferInput<typeof proofSchema>;
export type PoolDataInput = v.InferInput<typeof poolDataSchema>;
export type RegisterValidateInput = v.InferInput<typeof registerValidateSchema>;
export type PoolStatsInput = v.InferInput<typeof poolStatsSchema>;

export function parsePoolData(input: unknown): ParseResult<PoolData> {
  return parseWith(poolDataSchema, input, "pooldata");
}

export function parseRegisterValidate(input: unknown): ParseResult<RegisterValidation> {
  return parseWith(registerValidateSchema, input, "registerValidate");
}

export function parsePoolStats(input: unknown): ParseResult<PoolStats> {
  return parseWith(poolStatsSchema, input, "poolstats");
}
