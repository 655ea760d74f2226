import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { withBuildLock } from "../../mocks/chain/artifacts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

const GENERATED = [
  "abi.generated.ts",
  "governance-getters.generated.ts",
  "safe-abi.generated.ts",
  "safe-batch.generated.ts",
];

describe("lib/protocol/*.generated.ts", () => {
  it("are what `npm run codegen` produces from the current contracts and Safe's packages (run it after changing foundry/src)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "wagmi-codegen-"));
    try {
      // Same config and working directory as `npm run codegen` (which builds the contracts first);
      // only the output folder moves. The lock keeps its forge build apart from the other tests' builds.
      const run = await withBuildLock(async () =>
        spawnSync(process.execPath, [join(ROOT, "node_modules/@wagmi/cli/dist/esm/cli.js"), "generate"], {
          cwd: ROOT,
          env: { ...process.env, WAGMI_OUT_DIR: dir },
          encoding: "utf8",
        }),
      );
      expect(run.status, run.stderr || run.stdout).toBe(0);
      for (const file of GENERATED) {
        expect(readFileSync(join(ROOT, "lib/protocol", file), "utf8"), file).toBe(
          readFileSync(join(dir, file), "utf8"),
        );
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
