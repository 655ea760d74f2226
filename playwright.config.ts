import { defineConfig } from "@playwright/test";
import { findChromium } from "./mocks/site/chromium";

export default defineConfig({
  testDir: "./e2e",
  testIgnore: ["synpress/**"],
  outputDir: "test-results",
  // One stack (anvil, oracle, site) per run, shared by the specs; they run in order on 2 cores.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: findChromium(),
      // Without these Chromium keeps trying to reach Google's hosts, which this offline machine refuses.
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
});
