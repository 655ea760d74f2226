import type { Page } from "@playwright/test";
import { holeskyNetwork } from "../lib/network/holesky";
import { mainnetNetwork } from "../lib/network/mainnet";
import { FIXTURE_ADDRESSES, POOL_DATA_FIXTURES, POOL_STATS_FIXTURE } from "../mocks/fixtures";
import { findFreePort, startAnvil, USERS, type AnvilHandle } from "../scripts/local-chain";
import { serveStatic, type StaticServer } from "../scripts/serve-static";
import { DashboardPage } from "./pages/DashboardPage";
import { watchConsoleErrors } from "./support/console-errors";
import { expect, test } from "@playwright/test";
import { TestWallet } from "./support/test-wallet";

const DEPRECATED = "We are sorry the Protocol is being Depracated, Subscriptions are not available";

/**
 * The release builds talk to public hosts this machine cannot reach: their API answers come from the msw fixtures
 * and their RPC goes to a local anvil that claims the network's chain id.
 */
async function routePublicHosts(page: Page, network: typeof holeskyNetwork, anvil: AnvilHandle): Promise<void> {
  await page.route(`${network.apiUrl}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.endsWith("/poolstats")) return route.fulfill({ json: POOL_STATS_FIXTURE });
    if (url.pathname.endsWith("/pooldata")) {
      const addr = (url.searchParams.get("addr") ?? "").toLowerCase();
      return route.fulfill({ json: POOL_DATA_FIXTURES[addr] ?? { validators: [], withdrawals: [], exits: [] } });
    }
    return route.fulfill({ status: 404, json: { error: "not mocked" } });
  });
  await page.route(network.rpcUrl, (route) => route.fetch({ url: anvil.rpcUrl }).then((response) => route.fulfill({ response })));
}

for (const network of [holeskyNetwork, mainnetNetwork]) {
  test.describe(`${network.name} build`, () => {
    let anvil: AnvilHandle;
    let site: StaticServer;
    test.beforeAll(async () => {
      anvil = await startAnvil({ port: await findFreePort() });
      await fetch(anvil.rpcUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "anvil_setChainId", params: [network.chain.id] }),
      });
      site = await serveStatic({ dir: `out/${network.name}` });
    });
    test.afterAll(async () => {
      await site.close();
      await anvil.stop();
    });

    test("Subscribe shows the deprecation message at once: no Disclaimer, no wallet prompt", async ({ page }) => {
      const owner = USERS[0];
      if (!owner || owner.address !== FIXTURE_ADDRESSES.owner) throw new Error("the fixtures' owner is anvil user 0");
      const wallet = new TestWallet({ rpcUrl: anvil.rpcUrl, chainId: network.chain.id, privateKey: owner.privateKey });
      await wallet.install(page);
      await routePublicHosts(page, network, anvil);
      const errors = watchConsoleErrors(page);
      const dashboard = new DashboardPage(page);
      await dashboard.goto(site.url);
      await dashboard.connect();
      await expect(page.getByRole("button", { name: `Network: ${network.chain.name}` })).toBeVisible();

      await dashboard.checkbox(1012).check();
      await page.getByRole("button", { name: "Subscribe 1 validator" }).click();
      expect(await dashboard.alertText()).toBe(DEPRECATED);
      await expect(dashboard.dialog.getByRole("heading", { name: "Disclaimer" })).toHaveCount(0);
      expect(wallet.sent).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}
