import { holeskyNetwork } from "../../lib/network/holesky";
import { mainnetNetwork } from "../../lib/network/mainnet";
import { FIXTURE_ADDRESSES } from "../../mocks/fixtures";
import { USERS } from "../../mocks/chain";
import { serveStatic, type StaticServer } from "../../mocks/site/serve-static";
import { DashboardPage } from "../pages/DashboardPage";
import { watchConsoleErrors } from "../support/console-errors";
import { expect, test } from "../support/csp-test";
import { OfflineBackends } from "../support/offline-backends";
import { TestWallet } from "../support/test-wallet";
import { expectAbsent, shows } from "../support/settled";

const DEPRECATED = "We are sorry the Protocol is being Depracated, Subscriptions are not available";

// Each public build, with the oracle host it must read from and the chain name its wallet button shows.
const BUILDS = [
  { network: holeskyNetwork, apiUrl: "https://node-holesky.smoothly.money", chainButton: "Network: Holesky" },
  { network: mainnetNetwork, apiUrl: "https://node-mainnet.smoothly.money", chainButton: "Network: Ethereum" },
];

for (const { network, apiUrl, chainButton } of BUILDS) {
  test.describe(`${network.name} build`, () => {
    let backends: OfflineBackends;
    let site: StaticServer;
    test.beforeAll(async () => {
      backends = await OfflineBackends.start(network.chain.id);
      site = await serveStatic({ dir: `out/${network.name}` });
    });
    test.afterAll(async () => {
      await site.close();
      await backends.stop();
    });

    test("reads the pool from the oracle's own routes on its host, never /pooldata", async ({ page }) => {
      const owner = USERS[0];
      if (!owner) throw new Error("no anvil user 0");
      const wallet = new TestWallet({
        rpcUrl: backends.anvil.rpcUrl,
        chainId: network.chain.id,
        privateKey: owner.privateKey,
      });
      await wallet.install(page);
      await backends.route(page, network);
      const asked: string[] = [];
      page.on("request", (request) => {
        if (request.url().startsWith(apiUrl)) asked.push(new URL(request.url()).pathname);
      });
      const dashboard = new DashboardPage(page);
      await dashboard.goto(site.url);
      await dashboard.connect();
      await expect(dashboard.checkbox(1012)).toBeVisible();
      const lower = owner.address.toLowerCase();
      expect([...new Set(asked)].sort()).toEqual(
        [`/poolstats`, `/tree/exits/${lower}`, `/tree/withdrawals/${lower}`, `/validators/${lower}`].sort(),
      );
    });

    test("Subscribe shows the deprecation message at once: no Disclaimer, no wallet prompt", async ({ page }) => {
      const owner = USERS[0];
      if (!owner || owner.address !== FIXTURE_ADDRESSES.owner) throw new Error("the fixtures' owner is anvil user 0");
      const wallet = new TestWallet({
        rpcUrl: backends.anvil.rpcUrl,
        chainId: network.chain.id,
        privateKey: owner.privateKey,
      });
      await wallet.install(page);
      await backends.route(page, network);
      const errors = watchConsoleErrors(page);
      const dashboard = new DashboardPage(page);
      await dashboard.goto(site.url);
      await dashboard.connect();
      await expect(page.getByRole("button", { name: chainButton })).toBeVisible();

      await dashboard.checkbox(1012).check();
      await page.getByRole("button", { name: "Subscribe 1 validator" }).click();
      expect(await dashboard.alertText()).toBe(DEPRECATED);
      await expectAbsent(shows(dashboard.alert), dashboard.dialog.getByRole("heading", { name: "Disclaimer" }));
      expect(wallet.sent).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}
