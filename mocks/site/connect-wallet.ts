// A test wallet for the bench and the performance spec: it connects, and nothing more.
import type { Page } from "@playwright/test";
import { announceAsMetaMask } from "./announce-wallet";
import { definePageHelpers } from "./page-helpers";

/**
 * A connect-only injected wallet (announced as MetaMask, like the e2e test wallet, but it cannot sign): enough to
 * connect any address through RainbowKit. It remembers the site's connection across reloads and tabs (the browser
 * profile's storage), as MetaMask does.
 */
export async function installConnectWallet(page: Page, address: string, chainId: number): Promise<void> {
  await definePageHelpers(page);
  await page.addInitScript(
    ({ account, chain }) => {
      const KEY = "connect-wallet:connected";
      const isConnected = () => localStorage.getItem(KEY) === "1";
      const answers: Record<string, () => unknown> = {
        eth_requestAccounts: () => (localStorage.setItem(KEY, "1"), [account]),
        wallet_requestPermissions: () => (localStorage.setItem(KEY, "1"), [{ parentCapability: "eth_accounts" }]),
        eth_accounts: () => (isConnected() ? [account] : []),
        wallet_getPermissions: () => (isConnected() ? [{ parentCapability: "eth_accounts" }] : []),
        wallet_revokePermissions: () => (localStorage.removeItem(KEY), null),
        eth_chainId: () => `0x${chain.toString(16)}`,
        net_version: () => String(chain),
      };
      const provider = {
        isMetaMask: true,
        request: async ({ method }: { method: string }) => {
          const answer = answers[method];
          if (!answer) throw Object.assign(new Error(`${method} is not supported`), { code: 4200 });
          return answer();
        },
        on: () => provider,
        removeListener: () => provider,
      };
      Object.assign(window, { ethereum: provider });
    },
    { account: address, chain: chainId },
  );
  await page.addInitScript({ content: announceAsMetaMask("6f0e2a1c-0000-4000-8000-000000000002") });
}
