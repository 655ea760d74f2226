import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CYCLE_TOKEN_PATH, newCycleToken, readCycleToken, writeCycleToken } from "./cycle-token";

describe("the cycle token (npm start writes it, npm run cycle reads it)", () => {
  const dir = mkdtempSync(join(tmpdir(), "cycle-token-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("lives in the git-ignored .stack folder", () => {
    expect(CYCLE_TOKEN_PATH.endsWith("/.stack/cycle-token")).toBe(true);
  });

  it("is 32 random hex characters, new each time", () => {
    const [a, b] = [newCycleToken(), newCycleToken()];
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
  });

  it("reads back what was written, from a file only its owner can read", () => {
    const path = join(dir, "nested", "cycle-token");
    writeCycleToken("0123abcd", path);
    expect(readCycleToken(path)).toBe("0123abcd");
    expect(statSync(path).mode & 0o077).toBe(0);
  });

  it("reads null when no stack wrote one", () => {
    expect(readCycleToken(join(dir, "missing"))).toBeNull();
  });
});
