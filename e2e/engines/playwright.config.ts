import { defineConfig } from "@playwright/test";
import type { Engine } from "./driver";

// The flows every engine must pass (e2e/engines/flows/*.flow.ts), one project per engine. Playwright Test is only the
// runner here: each project's driver is what drives its browser (docs/testing.md, "Other engines").
//   npx playwright test -c e2e/engines --project=webkit
const PHONE = /@phone/;

export default defineConfig<object, { engine: Engine }>({
  testDir: "./flows",
  testMatch: "**/*.flow.ts",
  outputDir: process.env.E2E_OUTPUT_DIR ? `${process.env.E2E_OUTPUT_DIR}/engines` : "../../test-results/engines",
  // One engine's browser and one stack per run; the flows take turns on it, the chain reverted between them.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [
    ["list"],
    // npm test counts each engine's tests from this report (scripts/test-all.mjs).
    ...(process.env.E2E_JSON_REPORT ? [["json", { outputFile: process.env.E2E_JSON_REPORT }] as const] : []),
  ],
  projects: [
    { name: "chromium", use: { engine: "chromium" }, grepInvert: PHONE },
    { name: "firefox", use: { engine: "firefox" }, grepInvert: PHONE },
    // Safari's engine, on desktops and on the phones whose wallets' in-app browsers use it: the @phone flows too.
    { name: "webkit", use: { engine: "webkit" } },
  ],
});
