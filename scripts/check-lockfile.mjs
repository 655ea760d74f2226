#!/usr/bin/env node
// Fails when `npm install` would change package-lock.json: a lockfile that lacks entries (another platform's
// binaries, a dependency added by hand) makes `npm ci` refuse it on a clean machine. The check resolves the same
// package.json and lockfile in a scratch folder, as `npm install --package-lock-only` would, and compares.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { root } from "./paths.mjs";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const scratch = mkdtempSync(join(tmpdir(), "lockfile-"));
try {
  for (const file of ["package.json", "package-lock.json"]) copyFileSync(join(root, file), join(scratch, file));
  const result = spawnSync(
    npm,
    ["install", "--package-lock-only", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"],
    { cwd: scratch, stdio: "inherit" },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  const committed = readFileSync(join(root, "package-lock.json"), "utf8");
  const resolved = readFileSync(join(scratch, "package-lock.json"), "utf8");
  if (committed !== resolved) {
    console.error(
      "✗ package-lock.json is out of date: `npm install` would change it, and `npm ci` may refuse it.\n" +
        "  Run `npm install`, check the diff, and commit package-lock.json.",
    );
    process.exit(1);
  }
  console.log("✓ package-lock.json is what npm install resolves: npm ci installs exactly it");
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
