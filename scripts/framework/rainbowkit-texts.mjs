import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { RAINBOWKIT_DIST as DIST, theOne } from "./rainbowkit-dist.mjs";

// RainbowKit's English texts are one JSON text in a chunk of its dist, which its main module parses twice and
// flattens twice as it loads (to some 2,000 keys), on a phone just before the wallet list shows. 37 of its 43 KB are
// the install and scan instructions of 62 wallets, read only by each wallet's own module; the page lists two or three
// (lib/wallet/). The build hands RainbowKit the same texts without the other wallets' instructions: written under
// .cache/ by `rainbowKitTextsAlias` and put in the chunk's place by next.config.mjs's resolveAlias, under the relative
// name RainbowKit's modules import it by (looked up: it carries a content hash). A RainbowKit that no longer has
// exactly one such chunk, or whose texts no longer parse, fails the build.

const DEFINITION = /^var en_US_default = `([\s\S]*?)`;$/m;

/** RainbowKit's wallets the page can list (lib/wallet/rainbowkit-wallets.ts, lib/wallet/walletconnect.ts). */
export const LISTED_WALLETS = ["metaMaskWallet", "injectedWallet", "walletConnectWallet"];

/** The wallets whose texts `source` reads, as `wallet_connectors.<name>` keys name them. */
export function walletTextsRead(source) {
  return [...new Set([...source.matchAll(/["'`]wallet_connectors\.(\w+)\./g)].map((match) => match[1]))].sort();
}

/** The texts' chunk: its name, and the JSON text it defines. */
export function findTextsChunk(root) {
  const dist = join(root, DIST);
  const found = readdirSync(dist)
    .filter((file) => file.startsWith("chunk-") && file.endsWith(".js"))
    .map((file) => ({ file, match: DEFINITION.exec(readFileSync(join(dist, file), "utf8")) }))
    .filter(({ match }) => match !== null);
  const { file, match } = theOne(found, `expected one chunk defining en_US_default in ${DIST}`);
  return { file, json: match[1] };
}

/** The sources of RainbowKit's modules the page loads that may read texts: its main module and the listed wallets'. */
export function sourcesRead(root) {
  const dist = join(root, DIST);
  const connectors = join(dist, "wallets/walletConnectors");
  const modules = readdirSync(connectors)
    .filter((file) => file.endsWith(".js"))
    .map((file) => readFileSync(join(connectors, file), "utf8"));
  return [
    readFileSync(join(dist, "index.js"), "utf8"),
    ...LISTED_WALLETS.map((wallet) =>
      theOne(
        modules.filter((source) => source.includes(`var ${wallet} = `)),
        `expected one module defining ${wallet} in ${DIST}`,
      ),
    ),
  ];
}

/** Every wallet whose texts a module of RainbowKit's the page loads reads. */
export function walletsRead(root) {
  return [...new Set(sourcesRead(root).flatMap(walletTextsRead))].sort();
}

/** The texts with only `wallets`' instructions kept. */
export function keptTexts(json, wallets) {
  const texts = JSON.parse(json);
  const all = texts.wallet_connectors ?? {};
  const missing = wallets.filter((wallet) => !(wallet in all));
  if (missing.length > 0) throw new Error(`RainbowKit's texts have no instructions for ${missing.join(", ")}`);
  return { ...texts, wallet_connectors: Object.fromEntries(wallets.map((wallet) => [wallet, all[wallet]])) };
}

/**
 * Writes the kept texts as a module under `root`'s .cache/ and returns the resolveAlias entry that puts it in place
 * of RainbowKit's chunk: { "./chunk-<hash>.js": "./.cache/rainbowkit/en_US.js" }.
 */
export function rainbowKitTextsAlias(root) {
  const { file, json } = findTextsChunk(root);
  const texts = keptTexts(json, walletsRead(root));
  const folder = join(root, ".cache/rainbowkit");
  const target = join(folder, "en_US.js");
  const written = `"use client";\n// Written by scripts/framework/rainbowkit-texts.mjs from RainbowKit's ${file}.\nexport const en_US_default = ${JSON.stringify(JSON.stringify(texts))};\n`;
  // Next loads its config in more than one process of a build: the same text is left alone, a new one is put in
  // place whole (renamed over), so no bundler ever reads a half-written file.
  if (!existsSync(target) || readFileSync(target, "utf8") !== written) {
    mkdirSync(folder, { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    writeFileSync(temporary, written);
    renameSync(temporary, target);
  }
  return { [`./${file}`]: "./.cache/rainbowkit/en_US.js" };
}
