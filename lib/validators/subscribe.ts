import type { ValidatorCheck } from "@/lib/protocol/records";
import { DEPRECATED_MESSAGE } from "@/lib/copy/writes";

export type { ValidatorCheck };

/** The status we report for a requested index the endpoint said nothing about. */
export const UNCHECKED_STATUS = "unchecked";

/**
 * Every validator being subscribed must come back with status ok; the first that does not names the
 * failure ("Invalid Validator {index} is {status}"). An index the answer leaves out fails too: registering it
 * unchecked could lose its bond to the pool (docs/oracle.md).
 */
export function firstInvalidValidator(
  requested: readonly number[],
  checks: readonly ValidatorCheck[],
): ValidatorCheck | undefined {
  for (const index of requested) {
    const check = checks.find((c) => c.index === index);
    if (check === undefined) return { index, status: UNCHECKED_STATUS };
    if (check.status !== "ok") return check;
  }
  return undefined;
}

/**
 * The one deprecation gate: while subscriptions are closed, subscribing shows this text at once and goes no
 * further (no Disclaimer, no wallet). Null when subscriptions are open. The page and the write pipeline both ask it.
 */
export function subscriptionRefusal(subscriptionsOpen: boolean): string | null {
  return subscriptionsOpen ? null : DEPRECATED_MESSAGE;
}
