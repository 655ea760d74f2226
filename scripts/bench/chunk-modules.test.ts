import { describe, expect, it } from "vitest";
import { owner } from "./chunk-modules";
import { chunksOf } from "./instruments/boot-data";

describe("owner", () => {
  it("names a package by its folder under node_modules, a scoped one with its scope", () => {
    expect(owner("turbopack:///[project]/node_modules/viem/actions/public/call.ts")).toBe("viem");
    expect(owner("turbopack:///[project]/node_modules/@rainbow-me/rainbowkit/dist/index.js")).toBe(
      "@rainbow-me/rainbowkit",
    );
    expect(owner("[project]/node_modules/next/node_modules/react-dom/cjs/x.js")).toBe("react-dom");
  });

  it("names the project's own code by its top two folders, a file at the top of one by that folder", () => {
    expect(owner("turbopack:///[project]/lib/chain/write/wait-mined.ts")).toBe("lib/chain");
    expect(owner("turbopack:///[project]/components/wallet/LiveWallet.tsx")).toBe("components/wallet");
    expect(owner("turbopack:///[project]/lib/format.ts")).toBe("lib");
  });

  it("breaks down the one package or folder asked for by file", () => {
    expect(owner("turbopack:///[project]/node_modules/viem/actions/public/call.ts", "viem")).toBe(
      "viem/actions/public/call.ts",
    );
    expect(owner("turbopack:///[project]/node_modules/ox/core/Hex.ts", "viem")).toBe("ox");
    expect(owner("turbopack:///[project]/lib/chain/write/wait-mined.ts", "lib")).toBe("lib/chain/write/wait-mined.ts");
  });
});

describe("chunksOf", () => {
  const page =
    '<script src="./_next/static/chunks/zz0.js" noModule=""></script><script type="application/json" id="smoothly-boot">' +
    '{"scripts":["./_next/static/chunks/aa1.js","./_next/static/chunks/bb2.js"],"intents":{"connect":' +
    '["./_next/static/chunks/cc3.js","./_next/static/chunks/dd4.css","./_next/static/chunks/ee5.js"]}}</script>';

  it("reads the scripts the page asks for at once for first", () => {
    expect(chunksOf("first", page)).toEqual(["aa1.js", "bb2.js"]);
  });

  it("reads an intent's scripts from the boot data, stylesheets left out", () => {
    expect(chunksOf("connect", page)).toEqual(["cc3.js", "ee5.js"]);
  });

  it("takes anything else for a chunk's own name", () => {
    expect(chunksOf("ff6.js", page)).toEqual(["ff6.js"]);
  });
});
