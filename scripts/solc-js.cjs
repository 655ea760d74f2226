#!/usr/bin/env node
// Stands in for a native solc so forge compiles offline with the npm `solc` (solc-js) package.
// forge calls it as `solc --version` and `solc --standard-json [--base-path X] [--include-path Y] ...`
// with the JSON input on stdin. Usage: forge build --use <abs path to this file> --offline
"use strict";
const fs = require("node:fs");
const path = require("node:path");
const solc = require("solc");

const args = process.argv.slice(2);

if (args.includes("--version")) {
  // forge parses the "Version: x.y.z+commit..." line to pick the compiler version.
  process.stdout.write(`solc, the solidity compiler commandline interface\nVersion: ${solc.version()}\n`);
  process.exit(0);
}

if (!args.includes("--standard-json")) {
  process.stderr.write(`solc-js shim: only --version and --standard-json are supported, got: ${args.join(" ")}\n`);
  process.exit(1);
}

/** All values of a flag given as `--flag value` or `--flag=value`. */
function flagValues(flag) {
  const values = [];
  args.forEach((arg, i) => {
    if (arg === flag && i + 1 < args.length) values.push(args[i + 1]);
    else if (arg.startsWith(`${flag}=`)) values.push(arg.slice(flag.length + 1));
  });
  return values;
}

// forge normally inlines every source, but solc-js has no filesystem, so resolve any import it asks for
// against the same roots native solc would use.
const roots = [...flagValues("--base-path"), ...flagValues("--include-path"), process.cwd()];

function findImports(importPath) {
  for (const root of roots) {
    const file = path.resolve(root, importPath);
    if (fs.existsSync(file)) return { contents: fs.readFileSync(file, "utf8") };
  }
  return { error: `File not found: ${importPath}` };
}

const input = fs.readFileSync(0, "utf8");
process.stdout.write(solc.compile(input, { import: findImports }));
