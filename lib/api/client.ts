import type { Address } from "viem";
import {
  parseOracleTree,
  parseOracleValidators,
  parsePoolData,
  parseRegisterValidate,
  type PoolData,
  type RegisterValidation,
} from "@/lib/protocol/api-schemas";
import type { NetworkConfig } from "@/lib/network/types";
import { endpoint, requestJson } from "./request";

export { ApiError } from "./request";

/** Where the API is and which of the two kinds it is (docs/api.md); a NetworkConfig is one. */
export type ApiEndpoint = Pick<NetworkConfig, "apiUrl" | "apiKind">;

/** The dashboard server's pooldata: the address's validators and both proofs in one answer. */
function getDashboardPoolData(apiUrl: string, address: Address): Promise<PoolData> {
  return requestJson(`${endpoint(apiUrl, "pooldata")}?addr=${encodeURIComponent(address)}`, parsePoolData);
}

/** The same pool data from the oracle's own routes, fetched in parallel; any one failing fails the whole. */
async function getOraclePoolData(apiUrl: string, address: Address): Promise<PoolData> {
  const addr = encodeURIComponent(address.toLowerCase());
  const [validators, withdrawals, exits] = await Promise.all([
    requestJson(endpoint(apiUrl, `validators/${addr}`), parseOracleValidators),
    requestJson(endpoint(apiUrl, `tree/withdrawals/${addr}`), (input) => parseOracleTree(input, "withdrawals")),
    requestJson(endpoint(apiUrl, `tree/exits/${addr}`), (input) => parseOracleTree(input, "exits")),
  ]);
  return { validators, withdrawals, exits };
}

/** The connected address's validators and its two proofs, from either kind of API. */
export function getPoolData(api: ApiEndpoint, address: Address): Promise<PoolData> {
  return api.apiKind === "oracle" ? getOraclePoolData(api.apiUrl, address) : getDashboardPoolData(api.apiUrl, address);
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
