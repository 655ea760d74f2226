import type { Route } from "@playwright/test";

/**
 * Answers a routed request with what `url` answers. A request the page gives up on while the answer is on its way
 * (its poll aborted by a newer one, or the page closed) has nowhere to go: Playwright disposes the answer and the
 * handler lets it be, instead of failing the test for something the page chose.
 */
export async function forwardRoute(route: Route, url: string): Promise<void> {
  try {
    await route.fulfill({ response: await route.fetch({ url }) });
  } catch (error) {
    if (!/disposed|closed/.test(String(error))) throw error;
  }
}
