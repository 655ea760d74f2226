import * as v from "valibot";
import type { PoolDataInput, PoolStatsInput, RegisterValidateInput } from "../../lib/api/schemas";
import type { CycleReportJson } from "./cycle-report";

/** What the HTTP layer serves; the local oracle implements it, and tests can fake it. */
export interface OracleApi {
  poolData(address: string): Promise<PoolDataInput>;
  registerValidate(request: RegisterValidateRequest): Promise<RegisterValidateInput>;
  poolStats(): Promise<PoolStatsInput>;
  closeCycle(): Promise<CycleReportJson>;
}

/** More indexes than anyone subscribes at once; a bigger body is a mistake or abuse. */
export const MAX_INDEXES = 1000;

export const addressSchema = v.pipe(
  v.string("expected an address"),
  v.regex(/^0x[0-9a-fA-F]{40}$/, "expected a 0x-prefixed 20-byte hex address"),
);

const indexSchema = v.pipe(
  v.number("expected a validator index (number)"),
  v.safeInteger("expected a whole validator index"),
  v.minValue(0, "expected a validator index of 0 or more"),
);

/** POST /registerValidate's body; `validators` (the dashboard's rows) is accepted and not used. */
export const registerValidateRequestSchema = v.object({
  indexes: v.pipe(
    v.array(indexSchema, "expected indexes: a list of validator indexes"),
    v.maxLength(MAX_INDEXES, `expected at most ${MAX_INDEXES} indexes`),
  ),
  address: addressSchema,
  validators: v.optional(v.array(v.unknown(), "expected validators: a list")),
});

export type RegisterValidateRequest = v.InferOutput<typeof registerValidateRequestSchema>;
