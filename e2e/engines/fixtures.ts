import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test as base, expect, type TestInfo } from "@playwright/test";
import { createPublicClient, http, type PublicClient } from "viem";
import { DEFAULT_API_PORT } from "../../mocks/api/node-server";
import { latestTreesMount } from "../../mocks/oracle/publish-trees";
import { historyMount } from "../../mocks/history-snapshot";
import { ALICE, type SeedAccount } from "../../mocks/oracle/seed-accounts";
import { serveStatic, type StaticServer } from "../../mocks/site/serve-static";
import { DEFAULT_SITE_PORT, startStack, type Stack } from "../../mocks/stack";
import { DASHBOARD } from "../pages/dashboard-targets";
import { TestWallet } from "../support/test-wallet";
import { startApiGate, type ApiGate } from "./api-gate";
import type { Driver, Engine, EngineBrowser } from "./driver";
import { launchEngine } from "./drivers";
import { EngineDashboard, FORM_SIZES, type Form } from "./EngineDashboard";
import { startSiteFront, type SiteFront } from "./harness/site-front";
import { snapshotStack } from "../support/stack-snapshot";

export type Theme = "light" | "dark";

/** What the page showed red, and which of it a test expects (a host it took down). */
export class PageErrors {
  readonly seen: string[] = [];
  private readonly expected: ((error: string) => boolean)[] = [];

  /** From now on (and already), errors `isExpected` accepts do not fail the test. */
  allow(isExpected: (error: string) => boolean): void {
    this.expected.push(isExpected);
  }

  unexpected(): string[] {
    return this.seen.filter((error) => !this.expected.some((isExpected) => isExpected(error)));
  }
}

interface WorkerFixtures {
  engine: Engine;
  /** Where the stack's oracle publishes its trees: the site's trees/ folder. */
  treesDir: string;
  /** Where the stack writes its chain's history snapshot: the site's history/ folder. */
  historyDir: string;
  /** One local pool (anvil, contracts, seed, oracle, API) for the whole run of an engine. */
  stack: Stack;
  /** The API's port (8546, where the local build calls it), which a test can close as if the oracle's host were gone. */
  apiGate: ApiGate;
  /** The static local build and, on the site's port (3000), the front that puts the harness into its pages. */
  front: SiteFront;
  engineBrowser: EngineBrowser;
}

interface TestFixtures {
  form: Form;
  theme: Theme;
  /** Whose wallet the page has; null for a visitor without one. */
  account: SeedAccount | null;
  /** Each test starts from the seed: the chain and the oracle go back to it afterwards. */
  seedState: void;
  /** Independent reads of anvil, to check outcomes without trusting the page. */
  chain: PublicClient;
  pageErrors: PageErrors;
  wallet: TestWallet | null;
  driver: Driver;
  dashboard: EngineDashboard;
}

async function failureScreenshot(driver: Driver, testInfo: TestInfo): Promise<void> {
  if (testInfo.status === testInfo.expectedStatus) return;
  const path = testInfo.outputPath("failure.png");
  try {
    await driver.screenshot(path);
    await testInfo.attach("failure", { path, contentType: "image/png" });
  } catch {
    // a page that is gone has nothing to show
  }
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  engine: ["chromium", { option: true, scope: "worker" }],
  treesDir: [
    async ({}, use) => {
      const dir = await mkdtemp(join(tmpdir(), "engines-trees-"));
      await use(dir);
      await rm(dir, { recursive: true, force: true });
    },
    { scope: "worker" },
  ],
  historyDir: [
    async ({}, use) => {
      const dir = await mkdtemp(join(tmpdir(), "engines-history-"));
      await use(dir);
      await rm(dir, { recursive: true, force: true });
    },
    { scope: "worker" },
  ],
  stack: [
    async ({ treesDir, historyDir }, use) => {
      // The API on a port of its own: the gate takes the one the build calls (8546).
      const stack = await startStack({ siteDir: null, apiPort: 0, treesDir, historyDir });
      await use(stack);
      await stack.stop();
    },
    { scope: "worker", timeout: 180_000 },
  ],
  apiGate: [
    async ({ stack }, use) => {
      const gate = await startApiGate({ port: DEFAULT_API_PORT, upstream: stack.apiUrl });
      await use(gate);
      await gate.close();
    },
    { scope: "worker" },
  ],
  front: [
    async ({ treesDir, historyDir }, use) => {
      const site: StaticServer = await serveStatic({
        dir: "out/local",
        mounts: { ...latestTreesMount(treesDir), ...historyMount(historyDir) },
      });
      const front = await startSiteFront({ upstream: site.url, port: DEFAULT_SITE_PORT });
      await use(front);
      await front.close();
      await site.close();
    },
    { scope: "worker" },
  ],
  engineBrowser: [
    async ({ engine }, use) => {
      const browser = await launchEngine(engine);
      await use(browser);
      await browser.close();
    },
    { scope: "worker", timeout: 120_000 },
  ],

  form: ["desktop", { option: true }],
  theme: ["light", { option: true }],
  account: [ALICE, { option: true }],
  seedState: [
    async ({ stack, apiGate }, use) => {
      const backToSeed = await snapshotStack(stack);
      await use();
      await apiGate.open();
      await backToSeed();
    },
    { auto: true },
  ],
  chain: async ({ stack }, use) => {
    await use(createPublicClient({ transport: http(stack.rpcUrl) }));
  },
  pageErrors: async ({}, use) => {
    await use(new PageErrors());
  },
  wallet: async ({ stack, account }, use) => {
    await use(
      account ? new TestWallet({ rpcUrl: stack.rpcUrl, chainId: stack.chainId, privateKey: account.privateKey }) : null,
    );
  },
  driver: async ({ engineBrowser, front, form, wallet, pageErrors }, use, testInfo) => {
    testInfo.annotations.push({ type: "browser", description: engineBrowser.version });
    const driver = await engineBrowser.newDriver(FORM_SIZES[form]);
    front.begin({ wallet, errors: pageErrors.seen });
    wallet?.attach((event, args) =>
      driver.evaluate(
        (name, payload) =>
          (window as unknown as { ethereum: { __emit: (e: string, ...a: unknown[]) => void } }).ethereum.__emit(
            name,
            ...payload,
          ),
        event,
        args,
      ),
    );
    await use(driver);
    await failureScreenshot(driver, testInfo);
    await driver.close();
  },
  dashboard: async ({ driver, front, form, theme, pageErrors }, use) => {
    const dashboard = new EngineDashboard(driver, form);
    await dashboard.open(front.url);
    if (theme === "dark") {
      await dashboard.click(DASHBOARD.themeToggle);
      await dashboard.expectAttribute(DASHBOARD.themeToggle, "aria-pressed", "true");
    }
    await use(dashboard);
    if (form === "phone") await dashboard.expectFitsScreen();
    expect(pageErrors.unexpected(), "errors in the page (exceptions, rejections, console errors, CSP)").toEqual([]);
  },
});

export { expect };

/**
 * A flow in a desktop window and again, tagged @phone, on a phone in the dark theme. The phone runs are WebKit's
 * (Safari and the iPhone wallets' in-app browsers): the config leaves them out of the other engines' projects.
 */
export function flow(
  title: string,
  body: (fixtures: TestFixtures & WorkerFixtures, testInfo: TestInfo) => Promise<void>,
): void {
  test(title, body);
  test.describe(() => {
    test.use({ form: "phone", theme: "dark" });
    test(`${title} (phone, dark theme)`, { tag: "@phone" }, body);
  });
}
