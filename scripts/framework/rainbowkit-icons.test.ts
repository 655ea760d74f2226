import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { rainbowKitIconFiles } from "./rainbowkit-icons.mjs";

const WALLETS = "node_modules/@rainbow-me/rainbowkit/dist/wallets/walletConnectors";

/** A project folder whose RainbowKit dist holds just `files` among its wallet connectors. */
function projectWith(files: string[]): string {
  const root = mkdtempSync(join(tmpdir(), "rainbowkit-icons-"));
  mkdirSync(join(root, WALLETS), { recursive: true });
  for (const file of files) writeFileSync(join(root, WALLETS, file), "");
  made.push(root);
  return root;
}
const made: string[] = [];
afterEach(() => {
  for (const root of made.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe("rainbowKitIconFiles", () => {
  it("names each wallet's icon module by the file its hash names, from the project's root", () => {
    const root = projectWith([
      "metaMaskWallet-EI6MED72.js",
      "injectedWallet-AWJSZPMG.js",
      "walletConnectWallet-YHWKVTDY.js",
      "metaMaskWallet-X.js.map",
    ]);
    expect(rainbowKitIconFiles(root)).toEqual({
      "rainbowkit-icon/metamask": `./${WALLETS}/metaMaskWallet-EI6MED72.js`,
      "rainbowkit-icon/browser-wallet": `./${WALLETS}/injectedWallet-AWJSZPMG.js`,
      "rainbowkit-icon/walletconnect": `./${WALLETS}/walletConnectWallet-YHWKVTDY.js`,
    });
  });

  it("fails when a RainbowKit has no such file, or two", () => {
    expect(() => rainbowKitIconFiles(projectWith(["injectedWallet-A.js"]))).toThrow(
      `rainbowkit-icon/metamask: expected one metaMaskWallet-*.js in ${WALLETS}, found 0`,
    );
    expect(() =>
      rainbowKitIconFiles(projectWith(["metaMaskWallet-A.js", "injectedWallet-A.js", "injectedWallet-B.js"])),
    ).toThrow(`rainbowkit-icon/browser-wallet: expected one injectedWallet-*.js in ${WALLETS}, found 2`);
  });

  it("finds the installed RainbowKit's three icons", () => {
    expect(Object.values(rainbowKitIconFiles(process.cwd()))).toEqual([
      expect.stringMatching(
        /^\.\/node_modules\/@rainbow-me\/rainbowkit\/dist\/wallets\/walletConnectors\/metaMaskWallet-\w+\.js$/,
      ),
      expect.stringMatching(
        /^\.\/node_modules\/@rainbow-me\/rainbowkit\/dist\/wallets\/walletConnectors\/injectedWallet-\w+\.js$/,
      ),
      expect.stringMatching(
        /^\.\/node_modules\/@rainbow-me\/rainbowkit\/dist\/wallets\/walletConnectors\/walletConnectWallet-\w+\.js$/,
      ),
    ]);
  });
});
