import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { PhoneWallet } from "../../mocks/walletconnect/phone-wallet";
import { DashboardPage } from "../pages/DashboardPage";
import { expect, test as base } from "./fixtures";

/**
 * WalletConnect's verify page, answered locally: the dApp's SDK (2.21.1) frames https://verify.walletconnect.org on
 * connect and before each request and waits up to 5 s for the frame's attestation (shared/toolchain.md §13). This
 * one posts an unsigned attestation naming the id the SDK asked about, which is all the dApp side reads; the phone's
 * core does not check it (mocks/walletconnect/phone-wallet.ts). Nothing is fetched from outside.
 */
const VERIFY_PAGE = `<!doctype html><script>
  const id = new URLSearchParams(location.search).get("id");
  const part = (value) => btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\\+/g, "-").replace(/\\//g, "_");
  const attestation = part({ alg: "none" }) + "." + part({ id, origin: "local", isVerified: false }) + ".";
  parent.postMessage(JSON.stringify({ type: "verify_attestation", attestation }), "*");
</script>`;

/**
 * The page's WalletConnect, on this machine: the verify page answered locally, and the browser taken as online. Each
 * e2e run has a network namespace of its own with only the loopback in it, where Chromium reports
 * `navigator.onLine` false, and the SDK refuses to open its relay socket while offline ("No internet connection
 * detected"); a visitor's browser on any network reports true.
 */
export async function prepareWalletConnect(page: Page): Promise<void> {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "onLine", { get: () => true }));
  await page.route(/^https:\/\/verify\.walletconnect\.(org|com)\//, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: VERIFY_PAGE }),
  );
}

interface PhoneFixtures {
  /** The demo phone (real WalletKit) on the stack's relay, as the test's account, approving by default. */
  phone: PhoneWallet;
  /** The dashboard in a browser with no injected wallet: WalletConnect is the way in. */
  phoneDashboard: DashboardPage;
}

export const test = base.extend<PhoneFixtures>({
  phone: async ({ stack, account }, use) => {
    if (!stack.relay) throw new Error("the stack runs no WalletConnect relay");
    const dir = mkdtempSync(join(tmpdir(), "phone-"));
    const phone = await PhoneWallet.start({
      relayUrl: stack.relay.url,
      rpcUrl: stack.rpcUrl,
      chainId: stack.chainId,
      privateKey: account.privateKey,
      storageDir: join(dir, "phone.db"),
    });
    await use(phone);
    await phone.stop();
    rmSync(dir, { recursive: true, force: true });
  },
  phoneDashboard: async ({ page, site, stack, consoleErrors }, use) => {
    void stack; // the chain, the API and the relay run before the page loads
    await prepareWalletConnect(page);
    const dashboard = new DashboardPage(page);
    await dashboard.goto(site.url);
    await use(dashboard);
    expect(consoleErrors, "console errors").toEqual([]);
  },
});

export { expect };
