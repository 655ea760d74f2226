import { cp } from "node:fs/promises";
import { join } from "node:path";
import { chromium, type BrowserContext, type Page } from "@playwright/test";
import { testWithSynpress } from "@synthetixio/synpress";
import { getExtensionId, metaMaskFixtures, unlockForFixture } from "@synthetixio/synpress/playwright";
import { METAMASK_VERSION, NETWORK } from "./constants";
import { Dashboard } from "./dashboard";
import { MetaMaskHome } from "./metamask/home";
import { keepMetaMaskOffline } from "./metamask/offline";
import { MetaMaskPrompts } from "./metamask/prompts";
import { stack } from "./stack";
import localSetup from "../wallet-setup/local/local.setup";
import mainnetSetup from "../wallet-setup/mainnet/mainnet.setup";

/**
 * Each test: the stack back at the seed; a fresh Chromium with a copy of the prepared MetaMask profile, unlocked
 * (Synpress's fixtures); MetaMask's outside requests answered offline; `page` on the site; `prompts` for MetaMask's
 * prompt windows and `wallet` for its own full-page view (accounts, networks, activity, lock).
 */
export const test = testWithSynpress(metaMaskFixtures(NETWORK === "mainnet" ? mainnetSetup : localSetup)).extend<{
  seed: void;
  windowsOnFailure: void;
  prompts: MetaMaskPrompts;
  wallet: MetaMaskHome;
  dashboard: Dashboard;
}>({
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
  // Synpress's own context fixture, with one change: the screen. Headless Chromium's screen is 800×600, smaller than
  // the window; MetaMask 13 places its prompt window at the window's top right, off that screen, and then opens no
  // prompt at all ("Bounds must be at least 50% within visible screen space"). A screen larger than the window (and no
  // viewport emulation, so the window keeps its size) lets it open. The profile copy and the unlock are Synpress's.
  context: async ({ _contextPath }, use) => {
    const setup = NETWORK === "mainnet" ? mainnetSetup : localSetup;
    await cp(join(process.cwd(), ".cache-synpress", setup.hash), _contextPath, { recursive: true });
    const extension = join(process.cwd(), ".cache-synpress", `metamask-chrome-${METAMASK_VERSION}`);
    const context = await chromium.launchPersistentContext(_contextPath, {
      headless: false,
      viewport: null,
      args: [
        `--disable-extensions-except=${extension}`,
        `--load-extension=${extension}`,
        "--window-size=1280,1024",
        "--screen-info={1920x1200}",
        ...(process.env.HEADLESS ? ["--headless=new"] : []),
      ],
    });
    await keepMetaMaskOffline(context);
    const wallet = await firstMetaMaskPage(context);
    await unlockForFixture(wallet, setup.walletPassword);
    await use(context);
    await context.close();
  },
  metamaskPage: async ({ context }, use) => {
    await use(await firstMetaMaskPage(context));
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

/** The MetaMask tab: the one the extension opens when it starts (its home, locked), or a new one on it. */
async function firstMetaMaskPage(context: BrowserContext): Promise<Page> {
  const extensionId = await getExtensionId(context, "MetaMask");
  const home = `chrome-extension://${extensionId}/home.html`;
  const open = context.pages().find((page) => page.url().startsWith(home));
  if (open) return open;
  const page = await context.newPage();
  await page.goto(home);
  return page;
}
