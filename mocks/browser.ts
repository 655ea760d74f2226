import { setupWorker } from "msw/browser";
import { createHandlers, type HandlerOptions } from "./handlers";

/**
 * msw in the browser, for a mocked build (toolchain.md §4): the same handlers as in vitest. Start it
 * with `worker.start({ onUnhandledRequest: "bypass", serviceWorker: { url: "/mockServiceWorker.js" } })`.
 */
export function createWorker(options: HandlerOptions = {}) {
  return setupWorker(...createHandlers(options));
}
