import { http, HttpResponse, type HttpHandler } from "msw";
import { LOCAL_API_URL } from "../lib/network/local";
import { fixtureSource } from "./api/fixture-source";
import { createApiHandlers } from "./api/handlers";
import type { ApiFixtures } from "./fixtures";

/** The routes a test can override: the dashboard server's three and the oracle's own. */
export type ApiPath = "pooldata" | "registerValidate" | "poolstats" | "validators" | "tree/withdrawals" | "tree/exits";

export interface HandlerOptions {
  /** The API base URL the code under test calls; the local oracle's by default. */
  readonly apiUrl?: string;
  readonly fixtures?: ApiFixtures;
}

/** The one API handler set (mocks/api) over the fixtures, at `apiUrl`: both route sets. */
export function createHandlers(options: HandlerOptions = {}): HttpHandler[] {
  return createApiHandlers(fixtureSource(options.fixtures), { baseUrl: options.apiUrl ?? LOCAL_API_URL });
}

/** The default handlers: the fixtures at the local API URL. */
export const handlers: HttpHandler[] = createHandlers();

// The oracle's routes take the address as the last path segment.
const routeOf = (path: ApiPath, apiUrl: string): string => {
  const base = `${apiUrl.replace(/\/+$/, "")}/${path}`;
  return path === "validators" || path.startsWith("tree/") ? `${base}/:addr` : base;
};

/**
 * Answers `path` with any JSON, malformed on purpose if need be (`server.use(respondWith(...))`), to
 * test what the page does with an answer that fails its schema. With `raw`, `body` is sent as text.
 */
export function respondWith(
  path: ApiPath,
  body: unknown,
  options: { apiUrl?: string; status?: number; raw?: boolean } = {},
): HttpHandler {
  const url = routeOf(path, options.apiUrl ?? LOCAL_API_URL);
  const text = options.raw === true ? String(body) : JSON.stringify(body);
  const respond = () =>
    new HttpResponse(text, { status: options.status ?? 200, headers: { "content-type": "application/json" } });
  return path === "registerValidate" ? http.post(url, respond) : http.get(url, respond);
}

/** Fails `path` at the network level, as an unreachable API does. */
export function networkError(path: ApiPath, options: { apiUrl?: string } = {}): HttpHandler {
  const url = routeOf(path, options.apiUrl ?? LOCAL_API_URL);
  const fail = () => HttpResponse.error();
  return path === "registerValidate" ? http.post(url, fail) : http.get(url, fail);
}
