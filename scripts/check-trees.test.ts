import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DEPLOYED_DUMP } from "../lib/trees/test-dumps";
import { publishedTreesProblems } from "./check-trees";

let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function published(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), "published-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe("publishedTreesProblems (what a release may carry)", () => {
  it("accepts the operator's folder: epoch.json and the trees that rebuild to their roots", () => {
    expect(
      publishedTreesProblems(published({ "epoch.json": '{"epoch":3}', "withdrawals.json": DEPLOYED_DUMP })),
    ).toEqual([]);
    // A cycle that paid nobody may leave no tree files at all.
    expect(publishedTreesProblems(published({ "epoch.json": '{"epoch":9}' }))).toEqual([]);
  });

  it("names every problem: no epoch.json, a tree edited after it was built, a file that is no tree", () => {
    const tampered = DEPLOYED_DUMP.replace('"0x03e8"', '"0x03e9"');
    expect(
      publishedTreesProblems(published({ "withdrawals.json": tampered, "exits.json": '{"hello":"world"}' })),
    ).toEqual([
      'epoch.json is missing or is not { "epoch": <number> }',
      "withdrawals.json: inconsistent (value 2 (0x976EA74026E726554dB657fA54763abd0C3a0aa9) is not the leaf it claims)",
      "exits.json: unreadable (format is missing)",
    ]);
  });
});
