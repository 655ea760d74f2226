import type { Page } from "@playwright/test";

/** What a test has declared expected, by the list it watches. */
const expected = new WeakMap<string[], ((error: string) => boolean)[]>();

/** Collects what a person would see in red in DevTools: console errors, uncaught exceptions, failed requests. */
export function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  const add = (error: string) => {
    if (!(expected.get(errors) ?? []).some((isExpected) => isExpected(error))) errors.push(error);
  };
  page.on("console", (message) => {
    if (message.type() === "error") add(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => add(`exception: ${error.message}`));
  page.on("requestfailed", (request) => {
    const reason = request.failure()?.errorText;
    // ERR_ABORTED is a request the page itself called off (a query dropped when its component unmounts, a read
    // cancelled): no failure a user sees. Refusals, resets and timeouts have their own codes and still count.
    if (reason === "net::ERR_ABORTED") return;
    add(`request failed: ${request.url()} (${reason})`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) add(`HTTP ${response.status()}: ${response.url()}`);
  });
  return errors;
}

/**
 * From now on (and already), errors a test causes on purpose are not counted: a host it took down keeps failing
 * the page's retries until the page closes. Anything else still fails the test.
 */
export function expectConsoleErrors(errors: string[], isExpected: (error: string) => boolean): void {
  expected.set(errors, [...(expected.get(errors) ?? []), isExpected]);
  const others = errors.filter((error) => !isExpected(error));
  errors.splice(0, errors.length, ...others);
}

/** The errors a gone host causes: requests to it that fail, and the browser's line for each. */
export function goneHostErrors(origins: readonly string[]): (error: string) => boolean {
  return (error) =>
    origins.some((origin) => error.includes(origin)) || error.startsWith("console: Failed to load resource");
}
