import { startStack, type Stack } from "../../mocks/stack";
import type { test as fixturesTest } from "./fixtures";

/**
 * One stack (anvil, contracts, seed, oracle) for every test of the calling spec file instead of one per test, for
 * specs that look and never keep a change: each test still gets its own page. Call at the top of the file.
 */
export function shareOneStackPerFile(test: typeof fixturesTest): void {
  let shared: Stack | undefined;
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(120_000); // a stack takes 20-40 s to start on a busy 2-core machine
    shared = await startStack({ siteDir: null });
  });
  test.afterAll(async () => {
    await shared?.stop();
  });
  test.use({
    stack: async ({}, use) => {
      if (!shared) throw new Error("the shared stack did not start");
      await use(shared);
    },
  });
}
