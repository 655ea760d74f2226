import type { ParseResult } from "@/lib/protocol/parse-result";

/** A failed API call: the server was unreachable, answered with an error status, or sent a malformed answer. */
export class ApiError extends Error {
  override readonly name = "ApiError";
}

/** An API that does not answer within this long is treated as unreachable, so no button stays locked. */
const REQUEST_TIMEOUT_MS = 20_000;

/** Fetches `url` and reads its answer as JSON, unchecked; every failure is an ApiError with a readable reason. */
export async function fetchJson(url: string, init?: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { accept: "application/json", ...init?.headers },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ApiError(`${url}: unreachable (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!response.ok) throw new ApiError(`${url}: HTTP ${response.status}`);
  try {
    return (await response.json()) as unknown;
  } catch {
    throw new ApiError(`${url}: the answer is not JSON`);
  }
}

/** Reads `url`'s JSON answer `body` with `parse`; a malformed answer is an ApiError with the parser's reason. */
export function readAnswer<T>(url: string, body: unknown, parse: (input: unknown) => ParseResult<T>): T {
  const parsed = parse(body);
  if (!parsed.ok) throw new ApiError(`${url}: ${parsed.reason}`);
  return parsed.value;
}

/** Fetches `url` and reads the JSON answer with `parse`; every failure is an ApiError with a readable reason. */
export async function requestJson<T>(
  url: string,
  parse: (input: unknown) => ParseResult<T>,
  init?: RequestInit,
): Promise<T> {
  return readAnswer(url, await fetchJson(url, init), parse);
}

export const endpoint = (apiUrl: string, path: string) => `${apiUrl.replace(/\/+$/, "")}/${path}`;
