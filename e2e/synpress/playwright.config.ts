import { defineConfig } from "@playwright/test";
import { SITE_URL } from "./support/constants";

// The real-MetaMask suite. Run it with `node run.mjs` (see README.md): that prepares the MetaMask profile and starts
// the local stack when needed. Run directly (`npx playwright test` in this folder), it expects the stack to be up
// already (`npm start` in the repository root) and the profile to be prepared (`npx synpress wallet-setup`).
export default defineConfig({
  testDir: "./specs",
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  // Only checks that the site, the API and anvil answer; run.mjs starts them when they do not.
  globalSetup: "./global-setup.ts",
  // One shared stack and one MetaMask window at a time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Each test launches Chromium with MetaMask and waits on its popups: on two cores beside npm test's other lanes
  // MetaMask's start alone can take minutes, so the limits are sized for a loaded machine, not a quiet one.
  timeout: 480_000,
  expect: { timeout: 30_000 },
  // npm test reads the counts and the versions (each test's "browser" annotation) from a JSON report.
  reporter: [
    ["list"],
    ...(process.env.E2E_JSON_REPORT ? [["json", { outputFile: process.env.E2E_JSON_REPORT }] as const] : []),
  ],
  use: {
    // The Synpress fixture launches its own persistent context; the test runner still applies these context options.
    baseURL: SITE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
});
