import { testWithSynpress } from "@synthetixio/synpress";
import { metaMaskFixtures } from "@synthetixio/synpress/playwright";
import { METAMASK_VERSION, NETWORK } from "./constants";
import { Dashboard } from "./dashboard";
import { MetaMaskHome } from "./metamask/home";
import { launchMetaMask, type LaunchedMetaMask } from "./metamask/launch";
import { MetaMaskPrompts } from "./metamask/prompts";
import { stack } from "./stack";
import localSetup from "../wallet-setup/local/local.setup";
import mainnetSetup from "../wallet-setup/mainnet/mainnet.setup";

/**
 * Each test: the stack back at the seed; a fresh Chromium with a copy of the prepared MetaMask profile, unlocked
 * (support/metamask/launch.ts, in place of Synpress's own context); MetaMask's outside requests answered offline; `page` on the site; `prompts` for MetaMask's
 * prompt windows and `wallet` for its own full-page view (accounts, networks, activity, lock).
 */
export const test = testWithSynpress(metaMaskFixtures(NETWORK === "mainnet" ? mainnetSetup : localSetup)).extend<
  {
    seed: void;
    windowsOnFailure: void;
    launched: LaunchedMetaMask;
    prompts: MetaMaskPrompts;
    wallet: MetaMaskHome;
    dashboard: Dashboard;
  },
  { closing: Promise<void>[] }
>({
  seed: [
    async ({}, use) => {
      await stack.reset();
      await use();
    },
    { auto: true },
  ],
  // A failed test keeps a screenshot of every window: the site, MetaMask's own view and any prompt it had open.
  windowsOnFailure: [
    async ({ context, page }, use, testInfo) => {
      // The summary of npm test names the wallet and the browser each test ran in.
      // The user agent string carries a reduced version (156.0.0.0); the full one is a high-entropy hint.
      const chromium = await page
        .evaluate(async () => {
          const hints = (navigator as Navigator & { userAgentData?: UserAgentHints }).userAgentData;
          const brands = (await hints?.getHighEntropyValues(["fullVersionList"]))?.fullVersionList ?? [];
          return brands.find((brand) => brand.brand === "Chromium")?.version ?? null;
        })
        .catch(() => null);
      testInfo.annotations.push({
        type: "browser",
        description: `synpress (MetaMask ${METAMASK_VERSION}, Chromium ${chromium ?? "unknown"})`,
      });
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      for (const [index, window] of context.pages().entries()) {
        const name = `window-${index}-${new URL(window.url()).pathname.split("/").pop() || "site"}.png`;
        const shot = await window.screenshot({ timeout: 5_000 }).catch(() => null);
        if (shot) await testInfo.attach(name, { body: shot, contentType: "image/png" });
        await testInfo.attach(`${name}.url`, { body: window.url(), contentType: "text/plain" });
      }
    },
    { auto: true },
  ],
  // MetaMask launched and unlocked (support/metamask/launch.ts). Its browser closes while the next test starts: a
  // MetaMask profile takes 4-5 s to close, and the worker waits for every one before it ends. Not when a trace is
  // recorded: Playwright writes the context's part of it as the context closes, and reads it back as the test ends;
  // a context still closing then failed the test ("end of central directory record signature not found").
  launched: async ({ closing }, use, testInfo) => {
    const setup = NETWORK === "mainnet" ? mainnetSetup : localSetup;
    const launched = await launchMetaMask(setup.hash, setup.walletPassword);
    await use(launched);
    const trace = testInfo.project.use.trace ?? "off";
    if ((typeof trace === "string" ? trace : trace.mode) === "off") closing.push(launched.close());
    else await launched.close();
  },
  closing: [
    async ({}, use) => {
      const closing: Promise<void>[] = [];
      await use(closing);
      await Promise.all(closing);
    },
    { scope: "worker" },
  ],
  context: async ({ launched }, use) => {
    await use(launched.context);
  },
  extensionId: async ({ launched }, use) => {
    await use(launched.extensionId);
  },
  metamaskPage: async ({ launched }, use) => {
    await use(launched.home);
  },
  prompts: async ({ context, extensionId }, use) => {
    await use(new MetaMaskPrompts(context, extensionId));
  },
  wallet: async ({ metamaskPage, extensionId }, use) => {
    await use(new MetaMaskHome(metamaskPage, extensionId));
  },
  dashboard: async ({ page, prompts }, use) => {
    await use(new Dashboard(page, prompts));
  },
});
export const { expect } = test;

/** Chromium's user agent client hints, which TypeScript's DOM types do not describe yet. */
interface UserAgentHints {
  getHighEntropyValues(hints: string[]): Promise<{ fullVersionList?: { brand: string; version: string }[] }>;
}
