import type { Address } from "viem";
import {
  parseOracleTree,
  parseOracleValidators,
  parsePoolData,
  parseRegisterValidate,
  type PoolData,
  type RegisterValidation,
} from "@/lib/protocol/api-schemas";
import type { ParseResult } from "@/lib/protocol/parse-result";
import { poolDataUrls, type ApiEndpoint, type PoolDataUrls } from "./pool-data-requests";
import { endpoint, fetchJson, readAnswer, requestJson } from "./request";

export { ApiError } from "./request";
export type { ApiEndpoint } from "./pool-data-requests";

/** Where a request's JSON answer comes from: a new fetch, or one started before (lib/chain/reads/first-requests.ts). */
export type FetchBody = (url: string) => Promise<unknown>;

const read = async <T>(url: string, fetchBody: FetchBody, parse: (input: unknown) => ParseResult<T>) =>
  readAnswer(url, await fetchBody(url), parse);

/** The pool data in the answers of `urls`: the oracle's three routes in parallel, any one failing fails the whole. */
async function readPoolData(urls: PoolDataUrls, fetchBody: FetchBody): Promise<PoolData> {
  if (urls.kind === "dashboard") return read(urls.pooldata, fetchBody, parsePoolData);
  const [validators, withdrawals, exits] = await Promise.all([
    read(urls.validators, fetchBody, parseOracleValidators),
    read(urls.withdrawals, fetchBody, (input) => parseOracleTree(input, "withdrawals")),
    read(urls.exits, fetchBody, (input) => parseOracleTree(input, "exits")),
  ]);
  return { validators, withdrawals, exits };
}

/**
 * The connected address's validators and its two proofs, from either kind of API (the dashboard server's pooldata,
 * or the oracle's own routes). `fetchBody` may hand over answers already on their way.
 */
export function getPoolData(api: ApiEndpoint, address: Address, fetchBody: FetchBody = fetchJson): Promise<PoolData> {
  return readPoolData(poolDataUrls(api, address), fetchBody);
}

export { getPoolStats } from "./pool-stats";

/** The dashboard server's registerValidate; the oracle kind has no such endpoint (see validateRegistration). */
export function postRegisterValidate(
  apiUrl: string,
  address: Address,
  indexes: readonly number[],
): Promise<RegisterValidation> {
  return requestJson(endpoint(apiUrl, "registerValidate"), parseRegisterValidate, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ indexes, address, validators: indexes.map((index) => ({ index })) }),
  });
}
