import { test as base, expect } from "./csp-test";
import { createPublicClient, createTestClient, http, type PublicClient, type TestClient } from "viem";
import { ALICE, type SeedAccount } from "../../mocks/oracle/seed-accounts";
import { DEFAULT_TREES_DIR, latestTreesMount } from "../../mocks/oracle/publish-trees";
import { historyDirFor, historyMount } from "../../mocks/history-snapshot";
import { serveStatic, type StaticServer } from "../../mocks/site/serve-static";
import type { Stack } from "../../mocks/stack";
import { DashboardPage } from "../pages/DashboardPage";
import { watchConsoleErrors } from "./console-errors";
import { SharedStack } from "./shared-stack";
import { TestWallet } from "./test-wallet";

interface TestFixtures {
  /** Whose wallet the test uses (a seeded account). */
  account: SeedAccount;
  /** The local pool at the seed (anvil, contracts, the seed and the oracle on the build's ports), shared by the
   * worker's tests and taken back to the seed after each (support/shared-stack.ts). */
  stack: Stack;
  /** Independent reads of anvil, to check outcomes without trusting the page. */
  chain: PublicClient;
  anvil: TestClient;
  wallet: TestWallet;
  dashboard: DashboardPage;
  /** What turned up red in the console during the test; checked empty at the end unless a test takes it. */
  consoleErrors: string[];
}

/** Which local build the specs drive: the dashboard API kind (out/local on 3000) or the oracle kind (out/local-oracle on 3001). */
export interface SiteBuild {
  readonly dir: string;
  readonly port: number;
}

interface WorkerFixtures {
  siteBuild: SiteBuild;
  /** The static local build, served once per worker on a port the stack's CORS allows. */
  site: StaticServer;
  /** The worker's one stack; a spec that starts its own on the build's ports releases it first. */
  sharedStack: SharedStack;
}

/** What a shared stack's start may take on a loaded machine, beyond the test's own time. */
const STACK_START_MS = 120_000;

export const test = base.extend<TestFixtures, WorkerFixtures>({
  siteBuild: [
    { dir: "out/local", port: 3000 },
    { option: true, scope: "worker" },
  ],
  site: [
    async ({ siteBuild }, use) => {
      // Each test's stack publishes its trees to the default folder, and its chain's history snapshot to the local
      // one: the site serves the latest trees as its trees/ and the snapshot as its history/.
      const site = await serveStatic({
        dir: siteBuild.dir,
        port: siteBuild.port,
        mounts: { ...latestTreesMount(DEFAULT_TREES_DIR), ...historyMount(historyDirFor("local")) },
      });
      await use(site);
      await site.close();
    },
    { scope: "worker" },
  ],
  account: [ALICE, { option: true }],
  // The local build talks to 127.0.0.1:8545 and :8546, so the stack takes those ports; tests run one at a time.
  sharedStack: [
    async ({}, use) => {
      const shared = new SharedStack();
      await use(shared);
      await shared.release();
    },
    { scope: "worker" },
  ],
  stack: async ({ sharedStack }, use, testInfo) => {
    // A test that starts the shared stack (the first of a worker, or the first after a spec that stopped it for its
    // own) is given the start's time on top of its own: on a loaded machine a start alone can take a minute.
    if (!sharedStack.isRunning()) testInfo.setTimeout(testInfo.timeout + STACK_START_MS);
    const { stack, done } = await sharedStack.take();
    await use(stack);
    await done();
  },
  chain: async ({ stack }, use) => {
    await use(createPublicClient({ transport: http(stack.rpcUrl) }));
  },
  anvil: async ({ stack }, use) => {
    // Mining 3,000 blocks at once takes 14 s on 2 busy cores: more than viem's default 10 s.
    await use(createTestClient({ mode: "anvil", transport: http(stack.rpcUrl, { timeout: 60_000 }) }));
  },
  wallet: async ({ page, stack, account }, use) => {
    const wallet = new TestWallet({ rpcUrl: stack.rpcUrl, chainId: stack.chainId, privateKey: account.privateKey });
    await wallet.install(page);
    await use(wallet);
  },
  consoleErrors: async ({ page }, use) => {
    await use(watchConsoleErrors(page));
  },
  dashboard: async ({ page, site, wallet, consoleErrors }, use) => {
    void wallet; // installed before the page loads
    const dashboard = new DashboardPage(page);
    await dashboard.goto(site.url);
    await use(dashboard);
    expect(consoleErrors, "console errors").toEqual([]);
  },
});

export { expect };
