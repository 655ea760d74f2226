import * as v from "valibot";
import type { Hex } from "viem";
import { unknownValidator, type PoolProofs, type Proof, type Validator, type ValidatorCheck } from "./records";
import { parseWith, type ParseResult } from "./parse-result";
import type { PoolStatsInput } from "./pool-stats-schema";
import { ADDRESS, BYTES32, amountSchema, countSchema, expected, isPlainObject } from "./wire-primitives";
import { isIndexList, readWellFormedRecords } from "./well-formed-records";

export { amountSchema } from "./wire-primitives";
export { parsePoolStats, poolStatsSchema, type PoolStats, type PoolStatsInput } from "./pool-stats-schema";

// The wire schemas of both APIs (docs/api.md): the dashboard server's (pooldata, registerValidate, poolstats) and the
// oracle's own (validators, tree, poolstats). The page reads with them and the local mocks answer with them.
// valibot rather than zod: tree-shakable functions, about a tenth of zod's bytes in the budgeted first-load bundle.

/** More validators than any one address owns; a bigger answer is broken or hostile, so it is refused. */
export const MAX_VALIDATORS = 10_000;
/** A proof of 64 nodes covers a tree of 2^64 leaves; anything longer cannot be real. */
export const MAX_PROOF_NODES = 64;

/** A beacon validator index. */
export const indexSchema = v.pipe(
  v.number("expected a validator index (number)"),
  v.safeInteger("expected a whole validator index"),
  v.minValue(0, "expected a validator index of 0 or more"),
);

/** An execution-layer address in any letter case; read lower-cased, as the pool's records hold it. */
export const addressSchema = v.pipe(
  v.string("expected an address"),
  v.regex(ADDRESS, "expected a 0x-prefixed 20-byte hex address"),
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

/** A value a plain pass has already read by the same rules as the detailed schema (well-formed-records.ts). */
const alreadyRead = <T>(value: T) =>
  v.pipe(
    v.unknown(),
    v.transform(() => value),
  );

const detailedValidatorListSchema = v.array(validatorSchema, "expected a list of validators");

const validatorListSchema = v.pipe(
  // A long list is read in one plain pass; a list with anything unusual gets the detailed schema and its reasons.
  v.lazy((input) => {
    const records = readWellFormedRecords(input);
    return records ? alreadyRead(records) : detailedValidatorListSchema;
  }),
  v.maxLength(MAX_VALIDATORS, `expected at most ${MAX_VALIDATORS} validators`),
  v.check((list) => new Set(list.map((r) => r.index)).size === list.length, "expected each validator index once"),
);

const detailedIndexListSchema = v.array(indexSchema, "expected a list of indexes");

const emptyProofSchema = v.pipe(
  v.strictTuple([]),
  v.transform((): Proof | null => null),
);

const fullProofSchema = v.pipe(
  v.strictTuple([
    v.pipe(
      v.array(bytes32Schema, "expected a list of proof nodes"),
      v.maxLength(MAX_PROOF_NODES, `expected at most ${MAX_PROOF_NODES} proof nodes`),
    ),
    v.pipe(
      v.lazy((input) => (isIndexList(input) ? alreadyRead(input) : detailedIndexListSchema)),
      v.maxLength(MAX_VALIDATORS, `expected at most ${MAX_VALIDATORS} indexes`),
    ),
    amountSchema,
  ]),
  v.transform(([proof, indexes, amount]): Proof | null => ({ proof, indexes, amount })),
);

const notAProofList = expected("expected a proof: [] or [proof nodes, indexes, amount]");

/** The bare list: `[]` (nothing to claim, read as null) or `[bytes32[] proof, number[] indexes, amount]`. */
const proofListSchema = v.lazy((input) =>
  !Array.isArray(input) ? notAProofList : input.length === 0 ? emptyProofSchema : fullProofSchema,
);

// Strict: `{ proof, indexes, amount }` is some other shape, not a wrapped list with extras to ignore.
const wrappedProofSchema = v.pipe(
  v.strictObject({ proof: proofListSchema }),
  v.transform((wrapped) => wrapped.proof),
);

/**
 * A withdrawals or exits entry as both APIs send it, `{ proof: [] }` or `{ proof: [nodes, indexes, amount] }`,
 * read as a Proof or null. The bare list alone is read too, for tolerance.
 */
export const proofSchema = v.lazy((input) => (isPlainObject(input) ? wrappedProofSchema : proofListSchema));

export const poolDataSchema = v.pipe(
  v.object({ validators: validatorListSchema, withdrawals: proofSchema, exits: proofSchema }),
  v.transform((d): PoolData => ({ validators: d.validators, withdrawals: d.withdrawals, exits: d.exits })),
);

const validatorCheckSchema = v.object({
  index: indexSchema,
  status: v.pipe(v.string("expected a status"), v.minLength(1, "expected a status")),
});

const acceptedValidationSchema = v.pipe(
  v.object({
    ok: v.literal(true, "expected ok: true or ok: false"),
    data: v.pipe(
      v.array(validatorCheckSchema, "expected a list of { index, status }"),
      v.maxLength(MAX_VALIDATORS, `expected at most ${MAX_VALIDATORS} statuses`),
    ),
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

/** More indexes than anyone subscribes at once; a bigger request body is a mistake or abuse. */
export const MAX_REGISTER_INDEXES = 1000;

/** POST registerValidate's body as the page sends it; `validators` (the page's rows) is accepted and not used. */
export const registerValidateRequestSchema = v.object({
  indexes: v.pipe(
    v.array(indexSchema, "expected indexes: a list of validator indexes"),
    v.maxLength(MAX_REGISTER_INDEXES, `expected at most ${MAX_REGISTER_INDEXES} indexes`),
  ),
  address: addressSchema,
  validators: v.optional(v.array(v.unknown(), "expected validators: a list")),
});

/** The oracle's error form, sent with HTTP 200: `{ status: 500, err: "NETWORK_ERROR" }`, `{ status: 404, err: "Tree not found" }`. */
export const oracleErrorSchema = v.object({
  status: v.pipe(v.number(), v.safeInteger()),
  err: v.string(),
});

/** GET /validators/{addr} on the oracle. */
export const oracleValidatorsSchema = v.object({ data: validatorListSchema });

/** GET /tree/withdrawals/{addr} and /tree/exits/{addr} on the oracle: `{ proof: … }` only, never the bare list. */
export const oracleTreeSchema = v.strictObject({ proof: proofListSchema });

/** The connected address's validators and its two proofs: pooldata, or the oracle's three answers together. */
export interface PoolData extends PoolProofs {
  readonly validators: readonly Validator[];
}

export type { ValidatorCheck };

/** POST registerValidate: `{ ok: false }` is the server refusing the whole request. */
export type RegisterValidation =
  { readonly accepted: true; readonly validators: readonly ValidatorCheck[] } | { readonly accepted: false };

// What the servers send, for typing the mocks' answers (a fixture that drifts from the schema fails to compile).
export type AmountInput = v.InferInput<typeof amountSchema>;
export type ValidatorInput = v.InferInput<typeof validatorSchema>;
/** A withdrawals or exits entry in the shape every server sends: `{ proof: [] }` or `{ proof: [nodes, indexes, amount] }`. */
export type ProofInput = v.InferInput<typeof oracleTreeSchema>;
export type PoolDataInput = { validators: ValidatorInput[]; withdrawals: ProofInput; exits: ProofInput };
export type RegisterValidateInput = v.InferInput<typeof registerValidateSchema>;
export type RegisterValidateRequest = v.InferOutput<typeof registerValidateRequestSchema>;
export type OracleErrorInput = v.InferInput<typeof oracleErrorSchema>;
export type OracleValidatorsInput = { data: ValidatorInput[] };
/** The oracle's poolstats, with the extra totals the page does not show. */
export type OraclePoolStatsInput = PoolStatsInput & {
  total_rewards: AmountInput;
  total_stake: AmountInput;
  total_miss: AmountInput;
  total_fee: AmountInput;
};

export function parsePoolData(input: unknown): ParseResult<PoolData> {
  return parseWith(poolDataSchema, input, "pooldata");
}

export function parseRegisterValidate(input: unknown): ParseResult<RegisterValidation> {
  return parseWith(registerValidateSchema, input, "registerValidate");
}

/** The oracle's HTTP-200 error form, told apart from an answer by its `err` key. */
function oracleError(input: unknown, what: string): ParseResult<never> | null {
  if (!isPlainObject(input) || !("err" in input)) return null;
  const error = v.safeParse(oracleErrorSchema, input);
  const detail = error.success ? `${error.output.status} ${error.output.err}` : "a malformed error";
  return { ok: false, reason: `The oracle's ${what} answer is an error: ${detail}` };
}

/** GET /validators/{addr}: the address's validators, or a failure for the oracle's error form. */
export function parseOracleValidators(input: unknown): ParseResult<readonly Validator[]> {
  const failed = oracleError(input, "validators");
  if (failed) return failed;
  const parsed = parseWith(oracleValidatorsSchema, input, "validators");
  return parsed.ok ? { ok: true, value: parsed.value.data } : parsed;
}

/** GET /tree/{withdrawals|exits}/{addr}: the proof, null when there is nothing to claim, or a failure ("Tree not found"). */
export function parseOracleTree(input: unknown, tree: "withdrawals" | "exits"): ParseResult<Proof | null> {
  const failed = oracleError(input, `tree/${tree}`);
  if (failed) return failed;
  const parsed = parseWith(oracleTreeSchema, input, `tree/${tree}`);
  return parsed.ok ? { ok: true, value: parsed.value.proof } : parsed;
}
