import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { isBuildStale } from "../mocks/site/build-stale.mjs";
import { parseNetwork, siteBuildFor } from "./start";

describe("isBuildStale (npm start rebuilds the local site only when needed)", () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  function tree(): { root: string; index: string; source: string; touch: (path: string, secondsAgo: number) => void } {
    const root = mkdtempSync(join(tmpdir(), "stale-"));
    dirs.push(root);
    mkdirSync(join(root, "out"));
    mkdirSync(join(root, "lib", "deep"), { recursive: true });
    const touch = (path: string, secondsAgo: number) => {
      writeFileSync(path, "x");
      const time = Date.now() / 1000 - secondsAgo;
      utimesSync(path, time, time);
    };
    return { root, index: join(root, "out", "index.html"), source: join(root, "lib"), touch };
  }

  it("is stale without a build", () => {
    const { index, source } = tree();
    expect(isBuildStale(index, [source])).toBe(true);
  });

  it("is fresh when the build is newer than every source, stale when a nested source is newer", () => {
    const { root, index, source, touch } = tree();
    touch(join(root, "lib", "deep", "a.ts"), 100);
    touch(index, 50);
    expect(isBuildStale(index, [source, join(root, "missing-dir")])).toBe(false);
    touch(join(root, "lib", "deep", "b.ts"), 10);
    expect(isBuildStale(index, [source])).toBe(true);
  });

  it("ignores test files, which are not part of the build", () => {
    const { root, index, source, touch } = tree();
    touch(index, 50);
    touch(join(root, "lib", "deep", "a.test.ts"), 10);
    expect(isBuildStale(index, [source])).toBe(false);
  });
});

describe("npm start -- --network", () => {
  it("reads the network from either flag form, local without one, and refuses an unknown one", () => {
    expect(parseNetwork([])).toBe("local");
    expect(parseNetwork(["--network", "mainnet"])).toBe("mainnet");
    expect(parseNetwork(["--network=holesky"])).toBe("holesky");
    expect(() => parseNetwork(["--network", "goerli"])).toThrow('unknown network "goerli"');
  });

  it("builds a public network's own build into out/<network>-local, pointed at the local RPC, API and Safe host only", () => {
    expect(siteBuildFor("mainnet")).toEqual({
      args: ["mainnet", "--out", "mainnet-local"],
      env: {
        NEXT_PUBLIC_RPC_URL: "http://127.0.0.1:8545",
        NEXT_PUBLIC_API_URL: "http://127.0.0.1:8546",
        NEXT_PUBLIC_TREES_URL: "trees/",
        NEXT_PUBLIC_SAFE_HOSTS: "http://localhost:3100",
        NEXT_PUBLIC_HISTORY_URL: "history/",
      },
    });
    expect(siteBuildFor("local")).toEqual({ args: ["local"], env: {} });
  });
});
