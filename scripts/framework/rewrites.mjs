// Every place where the build reaches inside a framework's own output or files (Next's and Turbopack's emitted code,
// wagmi's dist, RainbowKit's hashed chunks), in one list: what each rewrite does, its code, and the versions it was
// written against. A build with other versions stops and names the rewrite to re-check (docs/upgrading.md); a build
// with SMOOTHLY_PLAIN_BUILD=1 takes none of them: the page works the same, only heavier and slower to start
// (docs/performance.md, "Without the framework rewrites").
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ICON_NAMES, rainbowKitIconFiles } from "./rainbowkit-icons.mjs";
import { rainbowKitTextsAlias } from "./rainbowkit-texts.mjs";

/** The switch: "1" builds (and dev-serves) the page without any rewrite below. */
export const PLAIN_BUILD_VARIABLE = "SMOOTHLY_PLAIN_BUILD";

export const plainBuild = (env = process.env) => env[PLAIN_BUILD_VARIABLE] === "1";

/**
 * The rewrites. `writtenFor` names each package whose output or files the rewrite depends on, at the exact version it
 * was written and checked against; `code` the files that make it.
 */
export const REWRITES = [
  {
    name: "defer-boot",
    what: "Next's inline start leaves index.html for a JSON element the early-input script reads; the first-screen module and each island's chunks found among Turbopack's factories; V8's compile hint on the page's scripts",
    writtenFor: { next: "16.4.6" },
    code: ["scripts/framework/defer-boot.ts", "lib/early-input.ts (its TURBOPACK queue)"],
  },
  {
    name: "no-polyfills",
    what: "Next's polyfill module, required by a path inside Next's client, aliased to an empty module",
    writtenFor: { next: "16.4.6" },
    code: ["lib/browser/no-polyfills.js"],
  },
  {
    name: "wagmi-for-rainbowkit",
    what: "wagmi's dist re-exported with stand-ins for the four hooks only RainbowKit calls",
    writtenFor: { wagmi: "2.19.5", "@rainbow-me/rainbowkit": "2.2.11" },
    code: [
      "lib/browser/wagmi-for-rainbowkit.js",
      "lib/browser/use-rainbowkit-public-client.js",
      "lib/browser/use-rainbowkit-profile.js",
    ],
  },
  {
    name: "rainbowkit-stand-ins",
    what: "ua-parser-js and @adraffy/ens-normalize replaced by what RainbowKit reads of them",
    writtenFor: { "@rainbow-me/rainbowkit": "2.2.11", "ua-parser-js": "2.0.10", "@adraffy/ens-normalize": "1.11.1" },
    code: ["lib/browser/ua-platform.ts", "lib/browser/ens-normalize-ascii.ts"],
  },
  {
    name: "cuer-on-demand",
    what: "RainbowKit's QR code (cuer) fetched when one is first drawn, from a path inside cuer's dist",
    writtenFor: { "@rainbow-me/rainbowkit": "2.2.11", cuer: "0.0.3" },
    code: ["lib/browser/cuer-on-demand.tsx"],
  },
  {
    name: "rainbowkit-icons",
    what: "the listed wallets' icons imported from RainbowKit's hashed dist files instead of loaded as chunks",
    writtenFor: { "@rainbow-me/rainbowkit": "2.2.11" },
    code: ["scripts/framework/rainbowkit-icons.mjs", "lib/wallet/rainbowkit-wallets.ts"],
  },
  {
    name: "rainbowkit-texts",
    what: "RainbowKit's hashed English-texts chunk replaced by the same texts without unlisted wallets' instructions",
    writtenFor: { "@rainbow-me/rainbowkit": "2.2.11" },
    code: ["scripts/framework/rainbowkit-texts.mjs"],
  },
];

/** The installed version of `name` under `root`'s node_modules, or null when it is not installed. */
export function installedVersion(root, name) {
  try {
    return JSON.parse(readFileSync(join(root, "node_modules", name, "package.json"), "utf8")).version ?? null;
  } catch {
    return null;
  }
}

/** One line per rewrite whose packages are not at the versions it was written for (none when all are). */
export function versionMismatches(versionOf, rewrites = REWRITES) {
  return rewrites.flatMap(({ name, writtenFor, code }) =>
    Object.entries(writtenFor)
      .filter(([pkg, wanted]) => versionOf(pkg) !== wanted)
      .map(
        ([pkg, wanted]) =>
          `framework rewrite "${name}" (${code[0]}) was written for ${pkg} ${wanted}, but ${pkg} ${versionOf(pkg) ?? "(not installed)"} is installed`,
      ),
  );
}

/**
 * Stops (throws) unless every rewrite's packages are at the versions it was written for; nothing to check in a plain
 * build. The message says what to do: re-check the named rewrites, or build plain.
 */
export function assertRewritesFit(root, env = process.env) {
  if (plainBuild(env)) return;
  const mismatches = versionMismatches((pkg) => installedVersion(root, pkg));
  if (mismatches.length === 0) return;
  throw new Error(
    [
      ...mismatches,
      "Re-check each named rewrite against the new version (docs/upgrading.md), then set its versions in scripts/framework/rewrites.mjs;",
      `or build without the rewrites: ${PLAIN_BUILD_VARIABLE}=1 npm run build.`,
    ].join("\n"),
  );
}

/** In a plain build the wallets' icon imports resolve here: no icon, so RainbowKit's own (its chunks) is used. */
const NO_ICON = "./lib/browser/no-icon.js";

/**
 * Turbopack's resolveAlias entries of the rewrites, for the project folder `root` (paths relative to it, as
 * resolveAlias takes them). A plain build keeps only what makes the page's own imports resolve.
 */
export function rewriteAliases(root, env = process.env) {
  if (plainBuild(env)) return Object.fromEntries(ICON_NAMES.map((name) => [name, NO_ICON]));
  return {
    // no-polyfills: Next's client requires its polyfill module by this path; every browser in package.json's
    // browserslist has what it adds (trimStart, flat, Array.prototype.at, Object.hasOwn, …).
    "../build/polyfills/polyfill-module": "./lib/browser/no-polyfills.js",
    // rainbowkit-stand-ins: the operating system's name, and ENS normalization of plain names (lib/browser/).
    "ua-parser-js": "./lib/browser/ua-platform.ts",
    "@adraffy/ens-normalize": "./lib/browser/ens-normalize-ascii.ts",
    // wagmi-for-rainbowkit: wagmi but its usePublicClient, useBalance and ENS hooks, which only RainbowKit calls.
    wagmi: "./lib/browser/wagmi-for-rainbowkit.js",
    // cuer-on-demand: RainbowKit's QR code, fetched when one is first drawn (a phone's wallet list draws none).
    cuer: "./lib/browser/cuer-on-demand.tsx",
    // rainbowkit-icons: the listed wallets' icons with the wallet's code, not as chunks as its provider mounts.
    ...rainbowKitIconFiles(root),
    // rainbowkit-texts: RainbowKit's English texts without the instructions of wallets the page does not list.
    ...rainbowKitTextsAlias(root),
  };
}
