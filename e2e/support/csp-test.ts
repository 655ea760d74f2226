import { test as base, expect } from "@playwright/test";
import { watchCspViolations } from "./csp-violations";

/** What every test checks at its end: no Content-Security-Policy violation was seen. */
export function expectNoCspViolations(violations: readonly string[]): void {
  expect(violations, "Content-Security-Policy violations").toEqual([]);
}

/** Playwright's test, failing any test whose page breaks the Content-Security-Policy. */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations = await watchCspViolations(page);
      await use(violations);
      expectNoCspViolations(violations);
    },
    { auto: true },
  ],
});

export { expect };
