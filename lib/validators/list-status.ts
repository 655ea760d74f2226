/** Where the validator list stands: nothing asked (no wallet), first answer pending, failed, or answered. */
export type ListPhase = "idle" | "loading" | "failed" | "ready";

/** How an API answer failed: no answer (network, timeout, server down) or an answer that cannot be used. */
export type ApiProblem = "unreachable" | "malformed";

export function listPhase(input: { connected: boolean; answered: boolean; failed: boolean }): ListPhase {
  if (!input.connected) return "idle";
  if (input.answered) return "ready";
  return input.failed ? "failed" : "loading";
}

/**
 * Reads the API client's error message: no connection, a timeout or a 5xx is "unreachable"; anything else that
 * came back (not JSON, a 4xx, a shape the schema refuses) is "malformed".
 */
export function apiProblem(error: unknown): ApiProblem {
  const message = error instanceof Error ? error.message : String(error);
  return /unreachable|HTTP 5\d\d|timed? ?out|abort/i.test(message) ? "unreachable" : "malformed";
}

/** Waits between automatic retries of a failed API call: 2 s, 4 s, 8 s… up to a minute. */
export function retryDelayMs(retryCount: number): number {
  return Math.min(60_000, 2_000 * 2 ** Math.max(0, retryCount));
}
