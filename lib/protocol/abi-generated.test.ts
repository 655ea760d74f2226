import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { withBuildLock } from "../../mocks/chain/artifacts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

describe("lib/protocol/abi.generated.ts", () => {
  it("is what `npm run codegen` produces from the current contracts (run it after changing foundry/src)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "wagmi-codegen-"));
    try {
      const out = join(dir, "abi.generated.ts");
      // Same config and working directory as `npm run codegen` (which builds the contracts first);
      // only the output file moves. The lock keeps its forge build apart from the other tests' builds.
      const run = await withBuildLock(async () =>
        spawnSync(process.execPath, [join(ROOT, "node_modules/@wagmi/cli/dist/esm/cli.js"), "generate"], {
          cwd: ROOT,
          env: { ...process.env, WAGMI_OUT: out },
          encoding: "utf8",
        }),
      );
      expect(run.status, run.stderr || run.stdout).toBe(0);
      expect(readFileSync(join(ROOT, "lib/protocol/abi.generated.ts"), "utf8")).toBe(readFileSync(out, "utf8"));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
