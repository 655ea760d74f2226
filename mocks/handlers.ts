import { http, HttpResponse, type HttpHandler } from "msw";
import * as v from "valibot";
import type { RegisterValidateInput } from "../lib/api/schemas";
import { describeIssues } from "../lib/api/parse-result";
import { LOCAL_API_URL } from "../lib/network/local";
import { API_FIXTURES, EMPTY_POOL_DATA, type ApiFixtures } from "./fixtures";
import { addressSchema, registerValidateRequestSchema } from "./oracle/api";

export type ApiPath = "pooldata" | "registerValidate" | "poolstats";

export interface HandlerOptions {
  /** The API base URL the code under test calls; the local oracle's by default. */
  readonly apiUrl?: string;
  readonly fixtures?: ApiFixtures;
}

const endpoint = (apiUrl: string, path: ApiPath): string => `${apiUrl.replace(/\/+$/, "")}/${path}`;

const badRequest = (error: string) => HttpResponse.json({ ok: false, error }, { status: 400 });

/** The API as the local oracle answers it (same validation, same error shapes), from fixtures. */
export function createHandlers(options: HandlerOptions = {}): HttpHandler[] {
  const apiUrl = options.apiUrl ?? LOCAL_API_URL;
  const fixtures = options.fixtures ?? API_FIXTURES;
  return [
    http.get(endpoint(apiUrl, "pooldata"), ({ request }) => {
      const addr = new URL(request.url).searchParams.get("addr");
      if (addr === null) return badRequest("missing query parameter addr");
      const parsed = v.safeParse(addressSchema, addr);
      if (!parsed.success) return badRequest(`addr: ${describeIssues(parsed.issues)}`);
      return HttpResponse.json(fixtures.poolData[addr.toLowerCase()] ?? EMPTY_POOL_DATA);
    }),
    http.post(endpoint(apiUrl, "registerValidate"), async ({ request }) => {
      let body: unknown;
      try {
        body = await request.json();
      } catch {
        return badRequest("body is not valid JSON");
      }
      const parsed = v.safeParse(registerValidateRequestSchema, body);
      if (!parsed.success) return badRequest(`body: ${describeIssues(parsed.issues)}`);
      const { address, indexes } = parsed.output;
      const answer: RegisterValidateInput = {
        ok: true,
        data: indexes.map((index) => {
          const entry = fixtures.registrations[index];
          const owned = entry !== undefined && entry.owner.toLowerCase() === address.toLowerCase();
          return { index, status: owned ? entry.status : "unowned" };
        }),
      };
      return HttpResponse.json(answer);
    }),
    http.get(endpoint(apiUrl, "poolstats"), () => HttpResponse.json(fixtures.poolStats)),
  ];
}

/** The default handlers: the fixtures at the local API URL. */
export const handlers: HttpHandler[] = createHandlers();

/**
 * Answers `path` with any JSON, malformed on purpose if need be (`server.use(respondWith(...))`), to
 * test what the page does with an answer that fails its schema. With `raw`, `body` is sent as text.
 */
export function respondWith(
  path: ApiPath,
  body: unknown,
  options: { apiUrl?: string; status?: number; raw?: boolean } = {},
): HttpHandler {
  const url = endpoint(options.apiUrl ?? LOCAL_API_URL, path);
  const text = options.raw === true ? String(body) : JSON.stringify(body);
  const respond = () =>
    new HttpResponse(text, { status: options.status ?? 200, headers: { "content-type": "application/json" } });
  return path === "registerValidate" ? http.post(url, respond) : http.get(url, respond);
}

/** Fails `path` at the network level, as an unreachable API does. */
export function networkError(path: ApiPath, options: { apiUrl?: string } = {}): HttpHandler {
  const url = endpoint(options.apiUrl ?? LOCAL_API_URL, path);
  const fail = () => HttpResponse.error();
  return path === "registerValidate" ? http.post(url, fail) : http.get(url, fail);
}
