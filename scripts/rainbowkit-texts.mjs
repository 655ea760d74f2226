import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// RainbowKit's English texts are one JSON text in a chunk of its dist, which its main module parses twice and
// flattens twice as it loads (to some 2,000 keys), on a phone just before the wallet list shows. 37 of its 43 KB are
// the install and scan instructions of 62 wallets, read only by each wallet's own module; the page lists two or three
// (lib/wallet/). The build hands RainbowKit the same texts without the other wallets' instructions: written under
// .cache/ by `rainbowKitTextsAlias` and put in the chunk's place by next.config.mjs's resolveAlias, under the relative
// name RainbowKit's modules import it by. Its file names carry a content hash, so they are looked up; a RainbowKit
// that no longer has exactly one such chunk, or whose texts no longer parse, fails the build.

const DIST = "node_modules/@rainbow-me/rainbowkit/dist";
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
  if (found.length !== 1) {
    throw new Error(
      `expected one chunk defining en_US_default in ${DIST}, found ${found.length}; see scripts/rainbowkit-texts.mjs`,
    );
  }
  return { file: found[0].file, json: found[0].match[1] };
}

/** Every wallet whose texts a module of RainbowKit's the page loads reads: its main module's and the listed ones'. */
export function walletsRead(root) {
  const dist = join(root, DIST);
  const connectors = join(dist, "wallets/walletConnectors");
  const sources = [readFileSync(join(dist, "index.js"), "utf8")];
  for (const wallet of LISTED_WALLETS) {
    const defining = readdirSync(connectors)
      .filter((file) => file.endsWith(".js"))
      .map((file) => readFileSync(join(connectors, file), "utf8"))
      .filter((source) => source.includes(`var ${wallet} = `));
    if (defining.length !== 1) {
      throw new Error(`expected one module defining ${wallet} in ${DIST}, found ${defining.length}`);
    }
    sources.push(defining[0]);
  }
  return [...new Set(sources.flatMap(walletTextsRead))].sort();
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
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    join(folder, "en_US.js"),
    `"use client";\n// Written by scripts/rainbowkit-texts.mjs from RainbowKit's ${file}.\nexport const en_US_default = ${JSON.stringify(JSON.stringify(texts))};\n`,
  );
  return { [`./${file}`]: "./.cache/rainbowkit/en_US.js" };
}
