import { ESLint } from "eslint";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The import layers are enforced by `npm run lint` (eslint.layers.mjs). Each case lints a small source as if it were
// a file at that path, so the rule is checked against the real config, the real resolver and the real tree.
const ROOT = fileURLToPath(new URL("../", import.meta.url));

let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT });
  // The first lint loads every plugin and the TypeScript parser; keep that out of each case's time limit.
  await eslint.lintText("export {};\n", { filePath: "lib/warm-up.ts" });
}, 120_000);

/** The rules that fired, one "rule: line" per problem. */
async function problems(filePath: string, imports: string): Promise<string[]> {
  const source = `${imports}\nexport const used = [a];\n`;
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? "parse"}: ${m.message}`);
}

describe("npm run lint fails on a wrong-way import", () => {
  it.each([
    [
      "a lib folder importing one above it (the old api ↔ chain cycle)",
      "lib/api/wrong-way.ts",
      'import { runPoolWrite as a } from "@/lib/chain/write/write-pipeline";',
      /from .*elements of type "lib-api" to .*elements of type "lib-chain-write"/,
    ],
    [
      "the domain rules importing the write pipeline",
      "lib/validators/wrong-way.ts",
      'import { runPoolWrite as a } from "@/lib/chain/write/write-pipeline";',
      /from .*elements of type "lib-validators" to .*elements of type "lib-chain-write"/,
    ],
    [
      "the shared protocol importing the texts",
      "lib/protocol/wrong-way.ts",
      'import { DEPRECATED_MESSAGE as a } from "@/lib/copy/writes";',
      /from .*elements of type "lib-protocol" to .*elements of type "lib-copy"/,
    ],
    [
      "lib importing the UI",
      "lib/chain/transport/wrong-way.ts",
      'import { Footer as a } from "@/components/Footer";',
      /from .*elements of type "lib-chain-transport" to .*elements of type "components"/,
    ],
    [
      "components importing the page",
      "components/wrong-way.tsx",
      'import a from "@/app/page";',
      /from .*elements of type "components" to .*elements of type "app"/,
    ],
    [
      "the local oracle deciding with the dashboard's rules",
      "mocks/oracle/wrong-way.ts",
      'import { validatorStatus as a } from "../../lib/validators/status";',
      /from .*elements of type "mocks-oracle" to .*elements of type "lib-validators"/,
    ],
    [
      "the local backend importing a command entry",
      "mocks/wrong-way.ts",
      'import { formatCycleReport as a } from "../scripts/cycle";',
      /from .*elements of type "mocks" to .*elements of type "scripts"/,
    ],
    [
      "lib importing the local backend",
      "lib/api/wrong-way.ts",
      'import { handlers as a } from "@/mocks/handlers";',
      /from .*elements of type "lib-api" to .*elements of type "mocks"/,
    ],
    [
      "the chain helpers importing the oracle",
      "mocks/chain/wrong-way.ts",
      'import { startOracle as a } from "../oracle/oracle";',
      /from .*elements of type "mocks-chain" to .*elements of type "mocks-oracle"/,
    ],
    [
      "a unit test importing an e2e page object",
      "mocks/wrong-way.test.ts",
      'import { DashboardPage as a } from "../e2e/pages/DashboardPage";',
      /from file of categories "test".* to .*elements of type "e2e"/,
    ],
    [
      "an e2e spec importing a command entry (only scripts/release/ is open to e2e)",
      "e2e/wrong-way.spec.ts",
      'import { RELEASE_NETWORKS as a } from "../scripts/release";',
      /from .*elements of type "e2e" to .*elements of type "scripts"/,
    ],
    [
      "the release's packer importing a command entry",
      "scripts/release/wrong-way.ts",
      'import { RELEASE_NETWORKS as a } from "../release";',
      /from .*elements of type "release" to .*elements of type "scripts"/,
    ],
    [
      "the local backend importing the release's packer",
      "mocks/site/wrong-way.ts",
      'import { packSite as a } from "../../scripts/release/car";',
      /from .*elements of type "mocks-site" to .*elements of type "release"/,
    ],
    [
      "the local backend importing the bench's instruments",
      "mocks/site/wrong-way.ts",
      'import { spanTimes as a } from "../../scripts/bench/instruments/main-thread";',
      /from .*elements of type "mocks-site" to .*elements of type "instruments"/,
    ],
    [
      "the bench's instruments importing a command entry",
      "scripts/bench/instruments/wrong-way.ts",
      'import { PHONE_TRIES as a } from "../phone";',
      /from .*elements of type "instruments" to .*elements of type "scripts"/,
    ],
    [
      "pure lib code reaching a React hook",
      "lib/chain/write/wrong-way.ts",
      'import { usePoolWrite as a } from "./use-pool-write";',
      /to file of categories "react-bound".* not allowed .*elements of type "lib-chain-write"/,
    ],
    [
      "a room of lib/chain importing a later one (the RPC transport reaching the write pipeline)",
      "lib/chain/transport/wrong-way.ts",
      'import { runPoolWrite as a } from "@/lib/chain/write/write-pipeline";',
      /from .*elements of type "lib-chain-transport" to .*elements of type "lib-chain-write"/,
    ],
  ])("%s", async (_name, filePath, imports, expected) => {
    const found = await problems(filePath, imports);
    expect(found).toEqual([expect.stringMatching(/^boundaries\/dependencies: /)]);
    expect(found[0]).toMatch(expected);
  });

  it("pure lib code importing React", async () => {
    expect(await problems("lib/validators/wrong-way.ts", 'import { useState as a } from "react";')).toEqual([
      expect.stringMatching(/^no-restricted-imports: 'react' import is restricted/),
    ]);
  });
});

describe("npm run lint accepts the intended directions", () => {
  it.each([
    [
      "the UI using the domain rules",
      "components/right-way.tsx",
      'import { validatorStatus as a } from "@/lib/validators/status";',
    ],
    [
      "the write pipeline using the API client",
      "lib/chain/write/right-way.ts",
      'import { validateRegistration as a } from "@/lib/api/validate-registration";',
    ],
    [
      "the local backend using the generated ABI",
      "mocks/oracle/right-way.ts",
      'import { smoothlyPoolAbi as a } from "../../lib/protocol/abi.generated";',
    ],
    ["a command entry starting the stack", "scripts/right-way.ts", 'import { startStack as a } from "../mocks/stack";'],
    [
      "an e2e spec using the seed accounts",
      "e2e/right-way.spec.ts",
      'import { ALICE as a } from "../mocks/oracle/seed-accounts";',
    ],
    [
      "an e2e spec serving the release through its verifying gateway",
      "e2e/right-way.spec.ts",
      'import { serveCars as a } from "../scripts/release/gateway";',
    ],
    [
      "an e2e spec measuring with the bench's instruments",
      "e2e/right-way.spec.ts",
      'import { measureFirstLoad as a } from "../scripts/bench/instruments/first-load";',
    ],
    [
      "a test holding the oracle against the dashboard",
      "mocks/oracle/right-way.test.ts",
      'import { validatorStatus as a } from "../../lib/validators/status";',
    ],
    [
      "a hook using a hook",
      "lib/chain/write/use-right-way.ts",
      'import { usePoolWrite as a } from "./use-pool-write";',
    ],
  ])("%s", async (_name, filePath, imports) => {
    expect(await problems(filePath, imports)).toEqual([]);
  });
});

describe("npm run lint fails on an import circle in the product", () => {
  // import/no-cycle reads the files it follows from disk, so the circle is written out: in a folder of its own, linted
  // with the project's config.
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "lint-cycle-"));
    mkdirSync(join(dir, "components"));
    // The old circle's shape: a registry loads an island on intent, and the island imports the registry back.
    writeFileSync(
      join(dir, "components/registry.ts"),
      'export const island = () => import("./island");\nexport const shared = 1;\n',
    );
    writeFileSync(
      join(dir, "components/island.ts"),
      'import { shared } from "./registry";\nexport const used = shared;\n',
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("an island importing the registry that loads it", async () => {
    const cycle = new ESLint({
      cwd: dir,
      overrideConfigFile: join(ROOT, "eslint.config.mjs"),
      // Next's link rule looks for a pages/ folder this one has not (it would only print that it found none).
      overrideConfig: { rules: { "@next/next/no-html-link-for-pages": "off" } },
    });
    const results = await cycle.lintFiles(["components/registry.ts", "components/island.ts"]);
    const found = results.flatMap(({ filePath, messages }) =>
      messages.filter((m) => m.ruleId === "import/no-cycle").map((m) => `${relative(dir, filePath)}:${m.line}`),
    );
    expect(found.sort()).toEqual(["components/island.ts:1", "components/registry.ts:1"]);
  }, 60_000);
});
