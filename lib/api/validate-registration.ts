import type { Address } from "viem";
import { invalidValidatorMessage, REGISTRATION_CHECK_FAILED } from "@/lib/copy/writes";
import { NO_VALIDATION_IN_ORACLE_KIND } from "@/lib/copy/api";
import { firstInvalidValidator } from "@/lib/validators/subscribe";
import { postRegisterValidate, type ApiEndpoint } from "./client";

/**
 * Before a subscribe: asks the API whether `indexes` may be subscribed by `address`. Null means go ahead; otherwise
 * the Alert text. `{ ok: false }`, a network error or a malformed answer is a refusal, never a pass. The oracle kind
 * has no validation endpoint, so there every subscription is refused before any transaction.
 */
export async function validateRegistration(
  api: ApiEndpoint,
  address: Address,
  indexes: readonly number[],
): Promise<string | null> {
  if (api.apiKind === "oracle") return NO_VALIDATION_IN_ORACLE_KIND;
  try {
    const result = await postRegisterValidate(api.apiUrl, address, indexes);
    if (!result.accepted) return REGISTRATION_CHECK_FAILED;
    const invalid = firstInvalidValidator(indexes, result.validators);
    return invalid ? invalidValidatorMessage(invalid.index, invalid.status) : null;
  } catch (error) {
    console.error("registerValidate failed:", error instanceof Error ? error.message : error);
    return REGISTRATION_CHECK_FAILED;
  }
}
