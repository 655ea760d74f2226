import { ESLint } from "eslint";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

// `npm run lint` refuses an absence asserted without a settle sign in e2e/ (eslint.config.mjs): each case lints a
// small spec as if it were a file at that path, against the real config.
const ROOT = fileURLToPath(new URL("../", import.meta.url));

let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT });
  await eslint.lintText("export {};\n", { filePath: "e2e/warm-up.spec.ts" });
}, 120_000);

const HEADER = 'import { expect, type Locator } from "@playwright/test";\ndeclare const alert: Locator;\n';

async function refusals(filePath: string, body: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${HEADER}${body}\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.message);
}

describe("npm run lint refuses a bare absence in e2e/", () => {
  it.each([
    ["toHaveCount(0)", "export const a = () => expect(alert).toHaveCount(0);"],
    ["toHaveCount(0) with a time limit", "export const a = () => expect(alert).toHaveCount(0, { timeout: 1 });"],
    ["toBeHidden()", "export const a = () => expect(alert).toBeHidden();"],
    ["not.toBeVisible()", "export const a = () => expect(alert).not.toBeVisible();"],
    [
      "an engine flow's expectCount(target, 0)",
      "declare const d: { expectCount(t: string, n: number): Promise<void> };\nexport const a = () => d.expectCount('x', 0);",
    ],
    [
      "an engine flow's expectHidden(target)",
      "declare const d: { expectHidden(t: string): Promise<void> };\nexport const a = () => d.expectHidden('x');",
    ],
  ])("%s", async (_, body) => {
    const [message] = await refusals("e2e/some.spec.ts", body);
    expect(message).toMatch(/^A bare .* passes before the page has answered: use expectAbsent/);
  });

  it("in the Synpress suite's specs too", async () => {
    expect(
      await refusals("e2e/synpress/specs/some.spec.ts", "export const a = () => expect(alert).toHaveCount(0);"),
    ).toHaveLength(1);
  });

  it("takes the helper's form, and counts other than 0", async () => {
    const body = [
      'import { expectAbsent, shows } from "./support/settled";',
      "export const a = () => expectAbsent(shows(alert), alert);",
      "export const b = () => expect(alert).toHaveCount(1);",
      "export const c = () => expect(alert).toBeVisible();",
    ].join("\n");
    expect(await refusals("e2e/some.spec.ts", body)).toEqual([]);
  });

  it("leaves the product's code alone", async () => {
    expect(await refusals("lib/some.test.ts", "export const a = () => expect(alert).toHaveCount(0);")).toEqual([]);
  });
});
