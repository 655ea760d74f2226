import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { DEFECTS } from "./defects";
import { applyEdits } from "./verdicts";

// The list npm run test:planted plants: checked against the tree in every npm test, so that a defect whose code has
// moved, or a test renamed, is found here and not after an hour of planting.
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const read = (file: string) => readFileSync(join(ROOT, file), "utf8");

describe("the planted defects", () => {
  it("are at least sixteen, each with its own name", () => {
    expect(DEFECTS.length).toBeGreaterThanOrEqual(16);
    expect(new Set(DEFECTS.map((d) => d.id)).size).toBe(DEFECTS.length);
  });

  it.each(DEFECTS.map((d) => [d.id, d] as const))("%s applies to the tree as it is, and changes it", (_, defect) => {
    const changed = applyEdits(defect.edits, read);
    for (const [file, text] of changed) expect(text, file).not.toBe(read(file));
  });

  it.each(DEFECTS.map((d) => [d.id, d] as const))("%s names tests that exist", (_, defect) => {
    expect(defect.injected.length).toBeGreaterThan(0);
    const named = [
      ...defect.injected.map((n) => ({ ...n, file: n.spec })),
      ...(defect.metamask ?? []).map((n) => ({ ...n, file: join("e2e/synpress", n.spec) })),
    ];
    for (const { file, titles } of named) {
      expect(existsSync(join(ROOT, file)), file).toBe(true);
      const source = read(file);
      for (const title of titles) expect(source, `${file}: "${title}"`).toContain(title);
    }
  });
});
