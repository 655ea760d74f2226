#!/usr/bin/env node
// `npm test`: every check, in the order that fails fastest. Each step's wall time is printed for the notes.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { root } from "./paths.mjs";

const bin = (name) => join(root, "node_modules/.bin", name);
const steps = [
  ["typecheck", bin("tsc"), ["--noEmit"]],
  ["lint", bin("eslint"), ["--max-warnings", "0", "."]],
  ["contracts (forge)", process.execPath, ["scripts/forge.mjs", "test"], () => existsSync(join(root, "foundry/foundry.toml"))],
  ["unit (vitest)", bin("vitest"), ["run"]],
  ["build (local, holesky, mainnet)", process.execPath, ["scripts/build.mjs"]],
  ["e2e (playwright)", bin("playwright"), ["test"]],
];

const results = [];
for (const [name, command, args, enabled = () => true] of steps) {
  if (!enabled()) continue;
  console.log(`\n━━ ${name}: ${[command.replace(root + "/", ""), ...args].join(" ")}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  const seconds = (Date.now() - started) / 1000;
  results.push({ name, ok: status === 0, seconds });
  if (status !== 0) {
    if (name.startsWith("e2e")) {
      console.error("\nPlaywright kept traces and screenshots of the failures in test-results/ and an HTML report in playwright-report/");
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
