import type { Page } from "@playwright/test";

/**
 * tsx (the bench) compiles functions handed to the page with esbuild's `__name(fn, "name")` wrappers; the page needs
 * that helper too. Under Playwright's own compiler it is simply unused. Call before any `addInitScript(fn)`.
 */
export async function definePageHelpers(page: Page): Promise<void> {
  await page.addInitScript({ content: "globalThis.__name = globalThis.__name || ((fn) => fn);" });
}
