import { test as base, expect } from "@playwright/test";
import { watchCspViolations } from "./csp-violations";

/** Playwright's test, failing any test whose page breaks the Content-Security-Policy. */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations = await watchCspViolations(page);
      await use(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
