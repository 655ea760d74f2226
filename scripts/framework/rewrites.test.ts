import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { REWRITES, assertRewritesFit, installedVersion, rewriteAliases, versionMismatches } from "./rewrites.mjs";

/** A project folder whose node_modules holds just these packages at these versions. */
function projectWith(versions: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), "rewrites-"));
  made.push(folder);
  for (const [name, version] of Object.entries(versions)) {
    mkdirSync(join(folder, "node_modules", name), { recursive: true });
    writeFileSync(join(folder, "node_modules", name, "package.json"), JSON.stringify({ name, version }));
  }
  return folder;
}
const root = fileURLToPath(new URL("../..", import.meta.url));
const made: string[] = [];
afterEach(() => {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const WRITTEN_FOR = {
  next: "16.4.6",
  wagmi: "2.19.5",
  "@rainbow-me/rainbowkit": "2.2.11",
  "ua-parser-js": "2.0.10",
  "@adraffy/ens-normalize": "1.11.1",
  cuer: "0.0.3",
};

describe("the framework rewrites' version guard", () => {
  it("names the seven rewrites, each with the exact versions it was written for", () => {
    expect(REWRITES.map(({ name, writtenFor }) => [name, writtenFor])).toEqual([
      ["defer-boot", { next: "16.4.6" }],
      ["no-polyfills", { next: "16.4.6" }],
      ["wagmi-for-rainbowkit", { wagmi: "2.19.5", "@rainbow-me/rainbowkit": "2.2.11" }],
      [
        "rainbowkit-stand-ins",
        { "@rainbow-me/rainbowkit": "2.2.11", "ua-parser-js": "2.0.10", "@adraffy/ens-normalize": "1.11.1" },
      ],
      ["cuer-on-demand", { "@rainbow-me/rainbowkit": "2.2.11", cuer: "0.0.3" }],
      ["rainbowkit-icons", { "@rainbow-me/rainbowkit": "2.2.11" }],
      ["rainbowkit-texts", { "@rainbow-me/rainbowkit": "2.2.11" }],
    ]);
  });

  it("finds every rewrite fitting the packages this checkout installs", () => {
    expect(versionMismatches((name: string) => installedVersion(root, name))).toEqual([]);
  });

  it("names each rewrite another Next version breaks, with both versions", () => {
    const versions: Record<string, string> = { ...WRITTEN_FOR, next: "16.5.0" };
    expect(versionMismatches((name: string) => versions[name] ?? null)).toEqual([
      'framework rewrite "defer-boot" (scripts/framework/defer-boot.ts) was written for next 16.4.6, but next 16.5.0 is installed',
      'framework rewrite "no-polyfills" (lib/browser/no-polyfills.js) was written for next 16.4.6, but next 16.5.0 is installed',
    ]);
  });

  it("says a package is not installed rather than naming a version", () => {
    const versions: Record<string, string> = { ...WRITTEN_FOR };
    delete versions.cuer;
    expect(versionMismatches((name: string) => versions[name] ?? null)).toEqual([
      'framework rewrite "cuer-on-demand" (lib/browser/cuer-on-demand.tsx) was written for cuer 0.0.3, but cuer (not installed) is installed',
    ]);
  });

  it("stops a build whose wagmi is another version, naming the rewrite and the way out", () => {
    const project = projectWith({ ...WRITTEN_FOR, wagmi: "2.20.0" });
    expect(() => assertRewritesFit(project, {})).toThrow(
      [
        'framework rewrite "wagmi-for-rainbowkit" (lib/browser/wagmi-for-rainbowkit.js) was written for wagmi 2.19.5, but wagmi 2.20.0 is installed',
        "Re-check each named rewrite against the new version (docs/upgrading.md), then set its versions in scripts/framework/rewrites.mjs;",
        "or build without the rewrites: SMOOTHLY_PLAIN_BUILD=1 npm run build.",
      ].join("\n"),
    );
  });

  it("lets the same build through when it takes none of the rewrites", () => {
    const project = projectWith({ ...WRITTEN_FOR, wagmi: "2.20.0" });
    expect(() => assertRewritesFit(project, { SMOOTHLY_PLAIN_BUILD: "1" })).not.toThrow();
    expect(() => assertRewritesFit(projectWith(WRITTEN_FOR), {})).not.toThrow();
  });

  it("lists code files that exist", () => {
    const files = REWRITES.flatMap(({ code }) => code.map((entry) => entry.split(" ")[0] ?? ""));
    expect(files.filter((file) => !existsSync(join(root, file)))).toEqual([]);
  });
});

describe("the rewrites' aliases", () => {
  it("resolve only the wallets' icon names, to no icon, in a plain build", () => {
    expect(rewriteAliases(root, { SMOOTHLY_PLAIN_BUILD: "1" })).toEqual({
      "rainbowkit-icon/metamask": "./lib/browser/no-icon.js",
      "rainbowkit-icon/browser-wallet": "./lib/browser/no-icon.js",
      "rainbowkit-icon/walletconnect": "./lib/browser/no-icon.js",
    });
  });

  it("put the stand-ins in place of Next's, wagmi's and RainbowKit's modules otherwise", () => {
    const aliases = rewriteAliases(root, {});
    expect(Object.keys(aliases)).toEqual([
      "../build/polyfills/polyfill-module",
      "ua-parser-js",
      "@adraffy/ens-normalize",
      "wagmi",
      "cuer",
      "rainbowkit-icon/metamask",
      "rainbowkit-icon/browser-wallet",
      "rainbowkit-icon/walletconnect",
      expect.stringMatching(/^\.\/chunk-[A-Z0-9]+\.js$/),
    ]);
    expect(aliases.wagmi).toBe("./lib/browser/wagmi-for-rainbowkit.js");
    expect(aliases["../build/polyfills/polyfill-module"]).toBe("./lib/browser/no-polyfills.js");
  });
});
