import type { SetupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";
import { server } from "./node";

/**
 * Call at the top of a test file that talks to the API: msw answers from the fixtures, any request
 * nothing handles fails the test, and handlers added with server.use() last one test only.
 */
export function setupMockApi(): SetupServer {
  beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
