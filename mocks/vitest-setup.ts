import type { SetupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, expect, vi } from "vitest";
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

/**
 * What Node reported as unhandled rejections while `start` sent `requests` requests and they settled: a request
 * nobody reads must fail quietly. Its rejection settles after the request ends, and Node reports an unhandled one at
 * the next turn, so two turns are waited for after the last request ends.
 */
export async function rejectionsLeftUnhandled(
  mockServer: SetupServer,
  requests: number,
  start: () => void,
): Promise<unknown[]> {
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => void unhandled.push(reason);
  process.on("unhandledRejection", record);
  let ended = 0;
  const onEnd = () => void (ended += 1);
  mockServer.events.on("request:end", onEnd);
  try {
    start();
    await vi.waitFor(() => expect(ended).toBe(requests));
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    return unhandled;
  } finally {
    mockServer.events.removeListener("request:end", onEnd);
    process.off("unhandledRejection", record);
  }
}
