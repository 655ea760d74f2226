#!/usr/bin/env node
// `npm test`: every check, in the order that fails fastest. Each step's wall time is printed for the notes.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { root } from "./paths.mjs";

const bin = (name) => join(root, "node_modules/.bin", name);
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const synpressDir = join(root, "e2e/synpress");
const steps = [
  ["typecheck", bin("tsc"), ["--noEmit"]],
  ["lint", bin("eslint"), ["--max-warnings", "0", "."]],
  ["format check (prettier)", bin("prettier"), ["--check", "."]],
  [
    "contracts (forge)",
    process.execPath,
    ["scripts/forge.mjs", "test"],
    () => existsSync(join(root, "foundry/foundry.toml")),
  ],
  ["unit (vitest)", bin("vitest"), ["run"]],
  ["build (local, holesky, mainnet)", process.execPath, ["scripts/build.mjs"], () => true, { SKIP_TYPECHECK: "1" }],
  ["e2e (playwright)", bin("playwright"), ["test"]],
  // The real-MetaMask suite has its own pinned Playwright: install it, type-check it, run it (it skips itself,
  // with the reason, where the MetaMask extension cannot be had).
  [
    "synpress: install",
    npm,
    ["install", "--no-audit", "--no-fund", "--prefix", synpressDir],
    () => !existsSync(join(synpressDir, "node_modules")),
  ],
  ["synpress: typecheck", npm, ["run", "typecheck", "--prefix", synpressDir]],
  ["synpress: run", process.execPath, [join(synpressDir, "run.mjs")]],
];

const results = [];
for (const [name, command, args, enabled = () => true, env = {}] of steps) {
  if (!enabled()) continue;
  console.log(`\n━━ ${name}: ${[command.replace(root + "/", ""), ...args].join(" ")}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
  });
  const seconds = (Date.now() - started) / 1000;
  results.push({ name, ok: status === 0, seconds });
  if (status !== 0) {
    if (name.startsWith("e2e")) {
      console.error(
        "\nPlaywright kept traces and screenshots of the failures in test-results/ and an HTML report in playwright-report/",
      );
      console.error("(open one with: npx playwright show-trace test-results/<test>/trace.zip)");
    }
    break;
  }
}

console.log("\n━━ summary");
for (const r of results) console.log(`${r.ok ? "✓" : "✗"} ${r.name.padEnd(34)} ${r.seconds.toFixed(1)} s`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
