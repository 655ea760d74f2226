import type { ValidatorCheck } from "@/lib/api/schemas";

/**
 * Spec §5: every validator the validation endpoint returns must have status ok; the first one that
 * does not names the failure ("Invalid Validator {index} is {status}").
 */
export function firstInvalidValidator(checks: readonly ValidatorCheck[]): ValidatorCheck | undefined {
  return checks.find((check) => check.status !== "ok");
}
