import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./mocks/site/chromium";

// The flows that read the API, run again against the oracle API kind's local build (docs/api.md).
const ORACLE_KIND_SPECS = /\/(connect|claim|exit|bond|cycle|oracle-kind)\.spec\.ts$/;

// The specs that time the page on the wall clock or its main thread: npm test runs them alone, after its lanes
// (scripts/test-all.mjs), where no other suite shares the cores. E2E_BUDGETS=apart leaves them out, =only runs them.
const BUDGET_SPECS = /\/(phone-visit|perf)\.spec\.ts$/;
const budgets = process.env.E2E_BUDGETS;
const budgetsIgnored = budgets === "apart" ? [BUDGET_SPECS] : [];
const budgetsOnly = budgets === "only" ? { testMatch: BUDGET_SPECS } : {};

export default defineConfig<object, { siteBuild: { dir: string; port: number } }>({
  testDir: "./e2e",
  testIgnore: ["synpress/**"],
  // A lane of npm test (scripts/lanes.mjs) keeps its own results.
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  // One stack (anvil, oracle, site) per run, shared by the specs; they run in order on 2 cores.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  projects: [
    // A project's testIgnore replaces the top-level one, so each repeats the Synpress suite's (it has its own runner).
    // E2E_SITE_DIR: the same suite against another local build (docs/upgrading.md: the build without the framework
    // rewrites, SMOOTHLY_PLAIN_BUILD=1 node scripts/build.mjs local --out local-plain).
    {
      name: "local",
      testIgnore: ["synpress/**", /\/oracle-kind\.spec\.ts$/, ...budgetsIgnored],
      ...budgetsOnly,
      ...(process.env.E2E_SITE_DIR ? { use: { siteBuild: { dir: process.env.E2E_SITE_DIR, port: 3000 } } } : {}),
    },
    {
      name: "oracle-kind",
      testMatch: budgets === "only" ? /^$/ : ORACLE_KIND_SPECS,
      testIgnore: ["synpress/**"],
      use: { siteBuild: { dir: "out/local-oracle", port: 3001 } },
    },
  ],
  reporter: [
    ["list"],
    ["html", { open: "never", outputFolder: process.env.E2E_HTML_REPORT ?? "playwright-report" }],
    // npm test counts each browser's tests from this report (scripts/test-all.mjs).
    ...(process.env.E2E_JSON_REPORT ? [["json", { outputFile: process.env.E2E_JSON_REPORT }] as const] : []),
  ],
  use: {
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: findChromium(),
      args: [...CHROMIUM_ARGS],
    },
  },
});
