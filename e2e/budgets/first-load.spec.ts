import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { chunksOf } from "../../scripts/bench/instruments/boot-data";
import { measureFirstLoad } from "../../scripts/bench/instruments/first-load";
import { watchCspViolations } from "../support/csp-violations";

// The budget (gzip -9; bytes are exact, so no margin for noise): every script the page fetches in its first 15 s with
// no input, ≤ 160 KiB. That is React, Next, the static shell and the first screen's own reads (the countdown, the
// footer's figures); wagmi, RainbowKit, SWR, the account's dashboard and the dialogs come when someone reaches for
// them (components/live.tsx), never on a timer. `npm run bench` prints the first paint's share too.
const BEFORE_ANY_CLICK_BUDGET_KIB = 160;

// Strings that only the code fetched on intent contains: RainbowKit's provider marks its DOM with data-rk; the
// WalletConnect and MetaMask SDKs name their relay and package; RainbowKit's wallet list carries MetaMask's store
// link; wagmi names its missing-provider error; react-query its observer events; SWR its infinite keys; the
// selection bar belongs to the connected dashboard; viem's ABI coder names its errors; Safe's Apps SDK names its
// getTxBySafeTxHash message, which only a framed page (a Safe App) loads.
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
  "getTxBySafeTxHash",
];

// The three builds are measured side by side (each its own server and browser; the figures are bytes, which load
// does not change): the 15 s window once instead of three times.
test("local, holesky, mainnet: ≤ 160 KiB of JavaScript in 15 s without input, and no wallet, data or modal code", async () => {
  const measured = await Promise.all(
    ["local", "holesky", "mainnet"].map(async (network) => {
      let cspViolations: string[] = [];
      const load = await measureFirstLoad(network, {
        beforeLoad: async (page) => (cspViolations = await watchCspViolations(page)),
      });
      return { network, load, cspViolations };
    }),
  );
  for (const { network, load, cspViolations } of measured) {
    test.info().annotations.push({
      type: "first-load",
      description: `${network}: first paint ${load.htmlScripts} scripts, ${load.htmlKiB.toFixed(1)} KiB gzip; in 15 s without input ${load.idleScripts} scripts, ${load.idleKiB.toFixed(1)} KiB gzip: ${load.idleFiles.map((f) => `${f.name} ${f.kib.toFixed(1)}`).join(", ")}`,
    });
    expect(load.idleKiB, `${network}: KiB gzip in 15 s without input`).toBeLessThanOrEqual(BEFORE_ANY_CLICK_BUDGET_KIB);
    for (const marker of LAZY_ONLY_MARKERS) {
      expect(
        load.idleBodies.filter((body) => body.includes(marker)),
        `${network}: ${marker}`,
      ).toHaveLength(0);
    }
    expect(cspViolations, `${network}: Content-Security-Policy violations`).toEqual([]);
  }
});

// What a tap on Connect Wallet fetches before the wallet list can show (brotli, exact): RainbowKit, wagmi and what of
// viem they use (the latest figure: docs/figures.md, npm run bench). Neither the public client's every action
// (the signature checks with their curve, ENS, SIWE) nor the contract-call code (calls and their errors, the ABI
// coder, multicall) is in it: wagmi's usePublicClient, useBalance, useEnsName and useEnsAvatar, which only RainbowKit
// calls, have stand-ins (lib/browser/wagmi-for-rainbowkit.js); with wagmi's own hooks the same code would be far over
// the budget.
const CONNECT_BUDGET_KIB = 90;
const NOT_BEFORE_THE_LIST = [
  "InvalidSignatureError",
  "verifySiweMessage",
  "verifyTypedData",
  "CallExecutionError",
  "getEthBalance",
  "reverseWithGateways",
];

for (const network of ["local", "holesky", "mainnet"]) {
  test(`${network}: Connect Wallet's code ≤ ${CONNECT_BUDGET_KIB} KiB brotli, without viem's public client or contract calls`, () => {
    const folder = join(process.cwd(), "out", network);
    const files = chunksOf("connect", readFileSync(join(folder, "index.html"), "utf8"));
    expect(files.length).toBeGreaterThan(0);
    const bodies = files.map((file) => readFileSync(join(folder, "_next/static/chunks", file)));
    const kib = bodies.reduce((sum, body) => sum + brotliCompressSync(body).length, 0) / 1024;
    test
      .info()
      .annotations.push({ type: "connect", description: `${files.length} chunks, ${kib.toFixed(1)} KiB brotli` });
    expect(kib).toBeLessThanOrEqual(CONNECT_BUDGET_KIB);
    for (const marker of NOT_BEFORE_THE_LIST) {
      expect(
        bodies.filter((body) => body.includes(marker)),
        marker,
      ).toHaveLength(0);
    }
  });
}
