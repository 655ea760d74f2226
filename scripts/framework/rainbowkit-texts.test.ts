import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { RAINBOWKIT_DIST as DIST } from "./rainbowkit-dist.mjs";
import {
  findTextsChunk,
  keptTexts,
  rainbowKitTextsAlias,
  sourcesRead,
  walletsRead,
  walletTextsRead,
} from "./rainbowkit-texts.mjs";

const TEXTS = {
  connect: { title: "Connect a Wallet" },
  wallet_connectors: {
    metamask: { extension: { step1: { title: "Install the MetaMask extension" } } },
    rainbow: { qr_code: { step1: { title: "Open the Rainbow app" } } },
    bitget: { extension: { step1: { title: "Install the Bitget Wallet extension" } } },
  },
};

const chunkDefining = (texts: unknown) =>
  `"use client";\n\nvar en_US_default = \`${JSON.stringify(texts, null, 2)}\`;\n`;

/** A project folder with a RainbowKit dist of `files` (path under dist → text). */
function projectWith(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "rainbowkit-texts-"));
  made.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, DIST, path, ".."), { recursive: true });
    writeFileSync(join(root, DIST, path), text);
  }
  return root;
}
const made: string[] = [];
afterEach(() => {
  for (const root of made.splice(0)) rmSync(root, { recursive: true, force: true });
});

const WALLET_MODULES = {
  "wallets/walletConnectors/chunk-M1.js":
    'var metaMaskWallet = () => t("wallet_connectors.metamask.extension.step1.title");',
  "wallets/walletConnectors/chunk-I1.js": "var injectedWallet = () => ({});",
  "wallets/walletConnectors/chunk-W1.js": "var walletConnectWallet = () => ({});",
  "wallets/walletConnectors/chunk-B1.js":
    'var bitgetWallet = () => t("wallet_connectors.bitget.extension.step1.title");',
};

/** The texts the module written under `root` hands RainbowKit. */
function writtenTexts(root: string): unknown {
  const written = readFileSync(join(root, ".cache/rainbowkit/en_US.js"), "utf8");
  const literal = /^export const en_US_default = (".*");$/m.exec(written)?.[1];
  return JSON.parse(JSON.parse(literal ?? "null") as string);
}

describe("rainbowKitTextsAlias", () => {
  it("puts the texts without unlisted wallets' instructions in place of the chunk that defines them", () => {
    const root = projectWith({
      "chunk-AB12CD34.js": chunkDefining(TEXTS),
      "chunk-OTHER.js": 'var other = "no texts here";',
      "index.js":
        'import { en_US_default } from "./chunk-AB12CD34.js";\nt("wallet_connectors.rainbow.qr_code.step1.title");',
      ...WALLET_MODULES,
    });
    expect(rainbowKitTextsAlias(root)).toEqual({ "./chunk-AB12CD34.js": "./.cache/rainbowkit/en_US.js" });
    expect(writtenTexts(root)).toEqual({
      connect: { title: "Connect a Wallet" },
      wallet_connectors: {
        metamask: { extension: { step1: { title: "Install the MetaMask extension" } } },
        rainbow: { qr_code: { step1: { title: "Open the Rainbow app" } } },
      },
    });
  });

  it("leaves a module with the same texts alone and leaves no temporary file behind", () => {
    const root = projectWith({ "chunk-AB12CD34.js": chunkDefining(TEXTS), "index.js": "", ...WALLET_MODULES });
    rainbowKitTextsAlias(root);
    const written = join(root, ".cache/rainbowkit/en_US.js");
    const first = statSync(written).mtimeMs;
    utimesSync(written, new Date(0), new Date(0));
    rainbowKitTextsAlias(root);
    expect(statSync(written).mtimeMs).toBe(0);
    expect(first).toBeGreaterThan(0);
    expect(readdirSync(join(root, ".cache/rainbowkit"))).toEqual(["en_US.js"]);
  });

  it("fails when no chunk defines the texts, or two do", () => {
    const none = projectWith({ "chunk-A.js": "var x = 1;", "index.js": "", ...WALLET_MODULES });
    expect(() => rainbowKitTextsAlias(none)).toThrow(`expected one chunk defining en_US_default in ${DIST}, found 0`);
    const two = projectWith({ "chunk-A.js": chunkDefining(TEXTS), "chunk-B.js": chunkDefining(TEXTS), "index.js": "" });
    expect(() => findTextsChunk(two)).toThrow(`expected one chunk defining en_US_default in ${DIST}, found 2`);
  });

  it("fails when a listed wallet's module is not found, or its texts are", () => {
    const noModule = projectWith({ "index.js": "", "wallets/walletConnectors/chunk-M1.js": "var metaMaskWallet = 1;" });
    expect(() => walletsRead(noModule)).toThrow(`expected one module defining injectedWallet in ${DIST}, found 0`);
    expect(() => keptTexts(JSON.stringify(TEXTS), ["metamask", "zerion"])).toThrow(
      "RainbowKit's texts have no instructions for zerion",
    );
  });
});

describe("walletTextsRead", () => {
  it("names each wallet whose instructions a module reads, once", () => {
    expect(
      walletTextsRead(
        `t("wallet_connectors.rainbow.qr_code.step1.title"); t('wallet_connectors.metamask.extension.step2.title');` +
          " `wallet_connectors.rainbow.qr_code.step2.title`; wallet_connectors: {}",
      ),
    ).toEqual(["metamask", "rainbow"]);
  });
});

describe("the installed RainbowKit", () => {
  const root = process.cwd();
  const { json } = findTextsChunk(root);
  const full = JSON.parse(json) as Record<string, unknown> & { wallet_connectors: Record<string, unknown> };
  const kept = keptTexts(json, walletsRead(root));

  it("keeps every text but the instructions of wallets the page does not list", () => {
    expect(walletsRead(root)).toEqual(["metamask", "rainbow"]);
    expect({ ...kept, wallet_connectors: undefined }).toEqual({ ...full, wallet_connectors: undefined });
    expect(Object.keys(kept.wallet_connectors as object)).toEqual(["metamask", "rainbow"]);
    expect(Object.keys(full.wallet_connectors).length).toBeGreaterThan(60);
  });

  it("has a text for every instruction its main module and the listed wallets' modules read", () => {
    const sources = sourcesRead(root);
    const keys = sources.flatMap((source) =>
      [...source.matchAll(/"(wallet_connectors\.[\w.]+)"/g)].map((m) => m[1] ?? ""),
    );
    expect(keys.length).toBeGreaterThan(10);
    for (const key of keys) {
      const text = key
        .split(".")
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], kept);
      expect(typeof text, key).toBe("string");
    }
  });
});
