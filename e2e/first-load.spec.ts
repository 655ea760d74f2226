import { expect, test } from "@playwright/test";
import { measureFirstLoad } from "../mocks/site/first-load";
import { watchCspViolations } from "./support/csp-violations";

// Budget for the JavaScript a visitor downloads before touching anything (gzip -9). Measured 171 KiB for the
// shell and 277 KiB with the dashboard (wagmi's read, simulate and event actions, SWR, valibot); the margin
// would not let a wallet SDK, the RainbowKit modal or the Headless UI dialogs slip in (each is 35 to 150 KiB).
const FIRST_LOAD_BUDGET_KIB = 320;

// Strings that only the lazy wallet code contains: RainbowKit's provider marks its DOM with data-rk; the
// WalletConnect and MetaMask SDKs name their relay and package.
const LAZY_ONLY_MARKERS = ["data-rk", "relay.walletconnect", "MetaMaskSDK"];

for (const network of ["local", "holesky", "mainnet"]) {
  test(`${network}: first-load JavaScript stays in budget and carries no wallet modal or SDK`, async () => {
    let cspViolations: string[] = [];
    const load = await measureFirstLoad(network, {
      beforeLoad: async (page) => (cspViolations = await watchCspViolations(page)),
    });
    test.info().annotations.push({
      type: "first-load",
      description: `${load.idleScripts} scripts, ${load.idleKiB.toFixed(1)} KiB gzip`,
    });
    expect(load.idleKiB).toBeLessThan(FIRST_LOAD_BUDGET_KIB);
    for (const marker of LAZY_ONLY_MARKERS) {
      expect(
        load.idleBodies.filter((body) => body.includes(marker)),
        marker,
      ).toHaveLength(0);
    }
    expect(cspViolations, "Content-Security-Policy violations").toEqual([]);
  });
}
