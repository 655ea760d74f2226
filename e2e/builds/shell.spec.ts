import { expect, test } from "../support/csp-test";
import { holeskyNetwork } from "../../lib/network/holesky";
import { localNetwork } from "../../lib/network/local";
import { mainnetNetwork } from "../../lib/network/mainnet";
import { serveStatic, type StaticServer } from "../../mocks/site/serve-static";
import { DashboardPage } from "../pages/DashboardPage";
import { watchConsoleErrors } from "../support/console-errors";
import { OfflineBackends } from "../support/offline-backends";

// Every build must work from "/" and from any path prefix (an IPFS gateway, a sub-folder).
const NETWORKS = [localNetwork, holeskyNetwork, mainnetNetwork];
const PREFIXES = ["/", "/ipfs/bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/"];

for (const network of NETWORKS) {
  for (const prefix of PREFIXES) {
    test.describe(`${network.name} build served at ${prefix}`, () => {
      let server: StaticServer;
      let backends: OfflineBackends;
      test.beforeAll(async () => {
        server = await serveStatic({ dir: `out/${network.name}`, prefix });
        backends = await OfflineBackends.start(network.chain.id);
      });
      test.afterAll(async () => {
        await server.close();
        await backends.stop();
      });

      test("shows the page shell, loads the wallet modal and logs no errors", async ({ page }) => {
        await backends.route(page, network);
        const errors = watchConsoleErrors(page);
        const dashboard = new DashboardPage(page);
        await dashboard.goto(server.url);

        await expect(page).toHaveTitle("Smoothly Pool");
        // The canonical address is the site's own, under the gateway's prefix too; robots.txt sits beside it.
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", server.url);
        const robots = await page.request.get(new URL("robots.txt", server.url).href);
        expect(await robots.text()).toBe("User-Agent: *\nAllow: /\n\n");
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          "content",
          "MEV Smoothing Pool for Solo Stakers",
        );
        await dashboard.expectExternalLink(dashboard.topNav, "Get Started", "https://docs.smoothly.money/how-to-guide");
        await dashboard.expectExternalLink(dashboard.topNav, "Docs", "https://docs.smoothly.money");
        await dashboard.expectExternalLink(dashboard.topNav, "Donate", "https://smoothly.money/#donate");
        await dashboard.expectExternalLink(dashboard.footerNav, "Discord", "https://discord.com/invite/WvcEAcg9Aj");
        await dashboard.expectExternalLink(dashboard.footerNav, "Github", "https://github.com/Smoothly-Protocol");
        await dashboard.expectExternalLink(dashboard.footerNav, "Farcaster", "https://warpcast.com/kodys.eth");

        // The page draws in the system's UI font: nothing to fetch, with a prefix or without.
        expect(
          await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name)),
        ).not.toContainEqual(expect.stringMatching(/\.(woff2?|ttf|otf)(\?|$)/));

        // The lazy RainbowKit chunk loads from under the prefix too.
        const modal = await dashboard.openWalletModal();
        await expect(modal.getByText("MetaMask")).toBeVisible();
        // RainbowKit's theme comes through the CSSOM, not an inline <style> the policy would block: still ours.
        expect(
          await modal.evaluate((element) => getComputedStyle(element).getPropertyValue("--rk-colors-accentColor")),
        ).toBe("#7c5cff");
        expect(errors).toEqual([]);
      });

      test("the 404 page links back to the dashboard under the same prefix", async ({ page }) => {
        await backends.route(page, network);
        const errors = watchConsoleErrors(page);
        await page.goto(new URL("404.html", server.url).href);
        await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
        await expect(page.getByRole("link", { name: "Go to the dashboard" })).toHaveAttribute(
          "href",
          new URL(server.url).pathname,
        );
        expect(errors).toEqual([]);
      });
    });
  }
}
