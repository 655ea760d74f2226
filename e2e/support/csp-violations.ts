import type { Page } from "@playwright/test";

const BINDING = "__reportCspViolation";

/**
 * Collects every Content-Security-Policy violation of the page: the `securitypolicyviolation` events of each
 * document it loads (reported at once, so a later navigation loses none) and Chromium's console report, which
 * also covers workers and frames. Call it before the page navigates.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding(BINDING, (_source, report: string) => {
    violations.push(report);
  });
  await page.addInitScript((binding) => {
    document.addEventListener(
      "securitypolicyviolation",
      (event) => {
        const report = (window as unknown as Record<string, (report: string) => void>)[binding];
        report?.(
          `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} in ${event.documentURI}: ${event.sample}`,
        );
      },
      true,
    );
  }, BINDING);
  page.on("console", (message) => {
    if (message.type() === "error" && message.text().includes("Content Security Policy")) {
      violations.push(`console: ${message.text()}`);
    }
  });
  return violations;
}
