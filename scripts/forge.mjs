#!/usr/bin/env node
// Runs the npm forge inside foundry/ with the solc-js shim, so no native solc is ever downloaded.
// Usage: node scripts/forge.mjs <build|test|coverage|...> [forge args...]
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const shim = fileURLToPath(new URL("./solc-js.cjs", import.meta.url));

// node_modules/.bin/forge (@foundry-rs/forge's bin.mjs) never passes the native forge's exit code
// on: it exits 0 even when tests fail. Run the platform binary it wraps, so failures fail npm.
function nativeForge() {
  const arch = { x64: "amd64", arm64: "arm64" }[process.arch];
  const exe = process.platform === "win32" ? "forge.exe" : "forge";
  const native = `${root}node_modules/@foundry-rs/forge-${process.platform}-${arch}/bin/${exe}`;
  if (arch && existsSync(native)) return native;
  process.stderr.write(
    `forge.mjs: no native forge at ${native}; falling back to node_modules/.bin/forge (exit codes are lost)\n`,
  );
  return `${root}node_modules/.bin/forge`;
}
const forge = nativeForge();

// Only subcommands that compile accept --use/--offline; the rest (clean, config, fmt...) would reject them.
const COMPILING = new Set([
  "build",
  "b",
  "compile",
  "test",
  "t",
  "coverage",
  "snapshot",
  "s",
  "create",
  "script",
  "inspect",
  "lint",
]);

const [command, ...rest] = process.argv.slice(2);
if (!command) {
  process.stderr.write("usage: node scripts/forge.mjs <build|test|coverage|...> [args...]\n");
  process.exit(2);
}

// forge coverage analyses sources with solar, which cannot follow relative imports inside a library
// reached through a path that starts with ".." (foundry.toml's ../node_modules): "file ../utils/Context.sol
// not found". The same remapping given as an absolute path works.
function coverageArgs() {
  const nodeModules = `${root}node_modules`;
  const args = [
    "--remappings",
    `@openzeppelin/contracts/=${nodeModules}/@openzeppelin/contracts/`,
    "--lib-paths",
    nodeModules,
  ];
  const chooses = rest.some((a) => a.startsWith("--match-coverage") || a.startsWith("--no-match-coverage"));
  return chooses ? args : [...args, "--no-match-coverage", "^test/"]; // report src/ unless asked otherwise
}

const args = COMPILING.has(command)
  ? [command, "--use", shim, "--offline", ...(command === "coverage" ? coverageArgs() : []), ...rest]
  : [command, ...rest];

const child = spawn(forge, args, { cwd: `${root}foundry`, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("error", (error) => {
  process.stderr.write(`forge.mjs: cannot start ${forge}: ${error.message}\n`);
  process.exit(1);
});
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
