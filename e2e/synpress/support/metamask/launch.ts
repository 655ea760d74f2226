import { mkdtemp, cp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, expect, type BrowserContext, type Page } from "@playwright/test";
import { ALICE, METAMASK_ACCOUNT_NAMES, METAMASK_VERSION } from "../constants";
import { selectAccount } from "./accounts";
import { untilBalanceShown } from "./balance";
import { keepMetaMaskOffline } from "./offline";

/** How long MetaMask may take to unlock: its key derivation is slow on a busy 2-core machine. */
const UNLOCK_TIMEOUT_MS = 60_000;

export interface LaunchedMetaMask {
  readonly context: BrowserContext;
  readonly extensionId: string;
  /** MetaMask's own tab (home.html), unlocked. */
  readonly home: Page;
  /** Closes the browser and removes its profile copy; a test need not wait for it. */
  close(): Promise<void>;
}

/**
 * A fresh Chromium on a copy of the prepared MetaMask profile (`.cache-synpress/<setup hash>`), MetaMask unlocked.
 *
 * The launch is Synpress's (metaMaskFixtures) with three differences. The screen: headless Chromium's is 800×600,
 * smaller than the window; MetaMask 13 places its prompt window at the window's top right, off that screen, and then
 * opens no prompt at all ("Bounds must be at least 50% within visible screen space"); a screen larger than the window
 * (and no viewport emulation) lets it open. The extension's id comes from its service worker's address, not from a
 * chrome://extensions tab opened for it. And the unlock waits for MetaMask's home, not a fixed second for each of the
 * three popovers the prepared profile never shows: about 5 s less a test.
 */
export async function launchMetaMask(setupHash: string, password: string): Promise<LaunchedMetaMask> {
  const profile = await mkdtemp(join(tmpdir(), "synpress-metamask-"));
  await cp(join(process.cwd(), ".cache-synpress", setupHash), profile, { recursive: true });
  const extension = join(process.cwd(), ".cache-synpress", `metamask-chrome-${METAMASK_VERSION}`);
  const context = await chromium.launchPersistentContext(profile, {
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
  const close = async () => {
    await context.close().catch(() => undefined);
    await rm(profile, { recursive: true, force: true });
  };
  try {
    await keepMetaMaskOffline(context);
    const extensionId = await extensionIdOf(context);
    const home = await homeTab(context, extensionId);
    await unlock(home, password);
    await startAsAlice(home);
    await untilBalanceShown(home);
    return { context, extensionId, home, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Every test starts from Alice, as the prepared profile says. MetaMask stores its state a moment after a change: a
 * profile prepared on a busy machine was once closed before the selection of Alice (after Bob's import) was stored,
 * and every test then started as Bob.
 */
async function startAsAlice(home: Page): Promise<void> {
  const menu = home.getByTestId("account-menu-icon");
  const names = Object.values(METAMASK_ACCOUNT_NAMES);
  await expect(menu).toHaveText(new RegExp(`^(${names.join("|")})$`), { timeout: UNLOCK_TIMEOUT_MS / 2 });
  if ((await menu.textContent()) !== METAMASK_ACCOUNT_NAMES.alice) {
    await selectAccount(home, ALICE.address, METAMASK_ACCOUNT_NAMES.alice);
  }
}

/** MetaMask's id, the host of its service worker's address (chrome-extension://<id>/scripts/app-init.js). */
async function extensionIdOf(context: BrowserContext): Promise<string> {
  const isMetaMask = (url: string) => url.startsWith("chrome-extension://") && url.endsWith("/scripts/app-init.js");
  const worker =
    context.serviceWorkers().find((one) => isMetaMask(one.url())) ??
    (await context.waitForEvent("serviceworker", { predicate: (one) => isMetaMask(one.url()), timeout: 30_000 }));
  return new URL(worker.url()).host;
}

/**
 * MetaMask's home in the browser's first tab. The tab MetaMask opens by itself when it starts may stay blank: its
 * home is loaded anew, as Synpress does.
 */
async function homeTab(context: BrowserContext, extensionId: string): Promise<Page> {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`chrome-extension://${extensionId}/home.html`);
  return page;
}

/**
 * MetaMask's password screen, then its home. MetaMask 13 sometimes draws a blank page on its first start, or a
 * spinner that never ends after the password: reloaded, up to twice, as Synpress's own unlock does.
 */
async function unlock(home: Page, password: string): Promise<void> {
  const unlocked = home.getByTestId("app-header-logo").first();
  const passwordField = home.getByTestId("unlock-password");
  for (let attempt = 0; ; attempt++) {
    try {
      await expect(unlocked.or(passwordField)).toBeVisible({ timeout: UNLOCK_TIMEOUT_MS / 4 });
      if (await passwordField.isVisible()) {
        await passwordField.fill(password);
        await home.getByTestId("unlock-submit").click();
      }
      await expect(unlocked).toBeVisible({ timeout: UNLOCK_TIMEOUT_MS / 2 });
      break;
    } catch (error) {
      if (attempt >= 2) throw error;
      await home.reload();
    }
  }
  // A popover over the home (a "what's new" note) would take the clicks a spec means for the page below it.
  const popoverClose = home.getByTestId("popover-close").first();
  if (await popoverClose.isVisible()) await popoverClose.click();
}
