import { expect, test } from "@playwright/test";
import { measureFirstLoad } from "../mocks/site/first-load";
import { watchCspViolations } from "./support/csp-violations";

// Budgets (gzip -9; bytes are exact, so no margin for noise). First paint: the scripts the HTML names, what the page
// needs before it is drawn and hydrated: React, Next and the static shell; wagmi, viem, SWR and the live parts come
// after it (components/live.tsx). Before any click: every script loaded until the network is idle; the connected
// dashboard (events, claim checks, the write pipeline), the wallet modal and its wallet list, and the Headless UI
// dialogs all wait for the visitor. `npm run bench` prints both figures.
const FIRST_PAINT_BUDGET_KIB = 160;
const BEFORE_ANY_CLICK_BUDGET_KIB = 190;

// Strings that only the lazy code contains: RainbowKit's provider marks its DOM with data-rk; the WalletConnect and
// MetaMask SDKs name their relay and package; RainbowKit's wallet list carries MetaMask's store link; the selection
// bar belongs to the connected dashboard; viem's ABI coder names its errors.
const LAZY_ONLY_MARKERS = [
  "data-rk",
  "relay.walletconnect",
  "MetaMaskSDK",
  "nkbihfbeogaeaoehlefnkodbefgpgknn",
  "Request Exit for",
  "AbiEncodingLengthMismatchError",
];

for (const network of ["local", "holesky", "mainnet"]) {
  test(`${network}: first-load JavaScript stays in budget and carries no wallet modal or SDK`, async () => {
    let cspViolations: string[] = [];
    const load = await measureFirstLoad(network, {
      beforeLoad: async (page) => (cspViolations = await watchCspViolations(page)),
    });
    test.info().annotations.push({
      type: "first-load",
      description: `first paint ${load.htmlScripts} scripts, ${load.htmlKiB.toFixed(1)} KiB gzip; before any click ${load.idleScripts} scripts, ${load.idleKiB.toFixed(1)} KiB gzip`,
    });
    expect(load.htmlKiB).toBeLessThanOrEqual(FIRST_PAINT_BUDGET_KIB);
    expect(load.idleKiB).toBeLessThan(BEFORE_ANY_CLICK_BUDGET_KIB);
    for (const marker of LAZY_ONLY_MARKERS) {
      expect(
        load.idleBodies.filter((body) => body.includes(marker)),
        marker,
      ).toHaveLength(0);
    }
    expect(cspViolations, "Content-Security-Policy violations").toEqual([]);
  });
}
