import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { isBuildStale } from "./start";

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
