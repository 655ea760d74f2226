import { holeskyNetwork } from "../../lib/network/holesky";
import { mainnetNetwork } from "../../lib/network/mainnet";
import { USERS } from "../../mocks/chain";
import { packSite } from "../../scripts/release/car";
import { serveCars, type IpfsGateway } from "../../scripts/release/gateway";
import { DashboardPage } from "../pages/DashboardPage";
import { watchConsoleErrors } from "../support/console-errors";
import { expect, test } from "../support/csp-test";
import { OfflineBackends } from "../support/offline-backends";
import { TestWallet } from "../support/test-wallet";

// Each release build as a validator owner opens it from IPFS: packed into its CAR as `npm run release` packs it,
// served by a gateway that checks every block against its CID, at /ipfs/<cid>/, with no origin reachable but the
// gateway and the build's own chain and API (stood in for by anvil and the fixtures).
for (const network of [holeskyNetwork, mainnetNetwork]) {
  test.describe(`${network.name} release from IPFS`, () => {
    let backends: OfflineBackends;
    let gateway: IpfsGateway;
    let root: string;
    test.beforeAll(async () => {
      backends = await OfflineBackends.start(network.chain.id);
      const packed = await packSite(`out/${network.name}`);
      gateway = await serveCars({ cars: [packed.car] });
      root = `${gateway.url}ipfs/${packed.cid.toString()}/`;
    });
    test.afterAll(async () => {
      await gateway.close();
      await backends.stop();
    });

    test("renders from its CID, connects and lists the owner's validators", async ({ page }) => {
      const owner = USERS[0];
      if (!owner) throw new Error("no anvil user 0");
      const elsewhere: string[] = [];
      // Registered first, so the routes below (the build's RPC and API) take precedence over it.
      await page.route(
        (url) => !url.href.startsWith(gateway.url),
        (route) => {
          elsewhere.push(route.request().url());
          return route.abort("connectionrefused");
        },
      );
      await backends.route(page, network);
      await new TestWallet({
        rpcUrl: backends.anvil.rpcUrl,
        chainId: network.chain.id,
        privateKey: owner.privateKey,
      }).install(page);
      const gatewayRequests: string[] = [];
      page.on("request", (request) => {
        if (request.url().startsWith(gateway.url)) gatewayRequests.push(new URL(request.url()).pathname);
      });
      const errors = watchConsoleErrors(page);
      const dashboard = new DashboardPage(page);

      await dashboard.goto(root);
      await dashboard.connect();
      await expect(dashboard.checkbox(1012)).toBeVisible();
      await expect(dashboard.row(1012)).toContainText("Unregistered");

      // Every script and style came through the CID's path, none from the gateway's root.
      expect(gatewayRequests.length).toBeGreaterThan(5);
      expect(gatewayRequests.filter((path) => !path.startsWith(new URL(root).pathname))).toEqual([]);
      expect(elsewhere).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}
