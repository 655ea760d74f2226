import { expect, test } from "@playwright/test";
import { measureFirstLoad } from "../scripts/bench/instruments/first-load";
import { watchCspViolations } from "./support/csp-violations";

// The budget (gzip -9; bytes are exact, so no margin for noise): every script the page fetches in its first 15 s with
// no input, ≤ 160 KiB. That is React, Next, the static shell and the first screen's own reads (the countdown, the
// footer's figures); wagmi, RainbowKit, SWR, the account's dashboard and the dialogs come when someone reaches for
// them (components/live.tsx), never on a timer. `npm run bench` prints the first paint's share too.
const BEFORE_ANY_CLICK_BUDGET_KIB = 160;

// Strings that only the code fetched on intent contains: RainbowKit's provider marks its DOM with data-rk; the
// WalletConnect and MetaMask SDKs name their relay and package; RainbowKit's wallet list carries MetaMask's store
// link; wagmi names its missing-provider error; react-query its observer events; SWR its infinite keys; the
// selection bar belongs to the connected dashboard; viem's ABI coder names its errors.
const LAZY_ONLY_MARKERS = [
  "data-rk",
  "relay.walletconnect",
  "MetaMaskSDK",
  "nkbihfbeogaeaoehlefnkodbefgpgknn",
  "WagmiProviderNotFoundError",
  "observerOptionsUpdated",
  "$inf$",
  "Request Exit for",
  "AbiEncodingLengthMismatchError",
];

for (const network of ["local", "holesky", "mainnet"]) {
  test(`${network}: ≤ 160 KiB of JavaScript in 15 s without input, and no wallet, data or modal code`, async () => {
    let cspViolations: string[] = [];
    const load = await measureFirstLoad(network, {
      beforeLoad: async (page) => (cspViolations = await watchCspViolations(page)),
    });
    test.info().annotations.push({
      type: "first-load",
      description: `first paint ${load.htmlScripts} scripts, ${load.htmlKiB.toFixed(1)} KiB gzip; in 15 s without input ${load.idleScripts} scripts, ${load.idleKiB.toFixed(1)} KiB gzip: ${load.idleFiles.map((f) => `${f.name} ${f.kib.toFixed(1)}`).join(", ")}`,
    });
    expect(load.idleKiB).toBeLessThanOrEqual(BEFORE_ANY_CLICK_BUDGET_KIB);
    for (const marker of LAZY_ONLY_MARKERS) {
      expect(
        load.idleBodies.filter((body) => body.includes(marker)),
        marker,
      ).toHaveLength(0);
    }
    expect(cspViolations, "Content-Security-Policy violations").toEqual([]);
  });
}
