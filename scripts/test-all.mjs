#!/usr/bin/env node
// `npm test`: every check, in the order that fails fastest. Each step's wall time is printed for the notes.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { root } from "./paths.mjs";
import { pinnedNode, wrongNode } from "./pinned-node.mjs";
import { skipReason, summaryLines, testCounts } from "./test-summary.mjs";

// Every step runs on the Node package.json pins (scripts/pinned-node.mjs): on any other major, stop before the first.
const wrong = wrongNode(
  process.version,
  process.execPath,
  pinnedNode(JSON.parse(readFileSync(join(root, "package.json"), "utf8"))),
);
if (wrong) {
  console.error(wrong);
  process.exit(1);
}
console.log(`npm test on Node ${process.version} (${process.execPath})`);

const bin = (name) => join(root, "node_modules/.bin", name);
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const synpressDir = join(root, "e2e/synpress");
const steps = [
  ["lockfile (npm ci installs exactly it)", process.execPath, ["scripts/check-lockfile.mjs"]],
  // Four checks that each keep about one core busy, run side by side on the two (each one's output is printed whole
  // when it ends): about a minute less than one after another.
  {
    together: [
      ["typecheck", bin("tsc"), ["--noEmit"]],
      ["lint", bin("eslint"), ["--max-warnings", "0", "."]],
      ["format check (prettier)", bin("prettier"), ["--check", "."]],
      [
        "contracts (forge)",
        process.execPath,
        ["scripts/forge.mjs", "test"],
        () => existsSync(join(root, "foundry/foundry.toml")),
      ],
    ],
  },
  ["unit (vitest)", bin("vitest"), ["run"]],
  ["build (local, holesky, mainnet)", process.execPath, ["scripts/build.mjs"], () => true, { SKIP_TYPECHECK: "1" }],
  // The release builds get the same root from the packer and from a second, independent UnixFS writer (ipfs-car), so
  // the CIDs in a release are ones anyone can reproduce with another tool (docs/release.md).
  [
    "release CIDs (the packer and ipfs-car pack --no-wrap agree on holesky, mainnet)",
    bin("tsx"),
    ["scripts/release/same-root.ts", "out/holesky", "out/mainnet"],
  ],
  // The e2e flows run again against the oracle API kind's local build (out/local-oracle).
  [
    "build (local, oracle API kind)",
    process.execPath,
    ["scripts/build.mjs", "local"],
    () => true,
    { SKIP_TYPECHECK: "1", NEXT_PUBLIC_API_KIND: "oracle" },
  ],
  // The mainnet release build with only its RPC and API URLs on the local stack and the local Safe host among its Safe
  // hosts (npm start -- --network mainnet: scripts/start.ts's siteBuildFor).
  [
    "build (mainnet on the local chain)",
    process.execPath,
    ["scripts/build.mjs", "mainnet", "--out", "mainnet-local"],
    () => true,
    {
      SKIP_TYPECHECK: "1",
      NEXT_PUBLIC_RPC_URL: "http://127.0.0.1:8545",
      NEXT_PUBLIC_API_URL: "http://127.0.0.1:8546",
      NEXT_PUBLIC_TREES_URL: "trees/",
      NEXT_PUBLIC_SAFE_HOSTS: "http://localhost:3100",
      NEXT_PUBLIC_HISTORY_URL: "history/",
    },
  ],
  // Without Playwright's traces: npm test keeps only what it prints (the failure, its call log, the windows' screenshot
  // names), and recording a trace of every test took 10 % of this step and a quarter of Synpress's. A failing spec run
  // again alone (`npx playwright test e2e/<spec>`) keeps its trace as the configs say.
  [
    "e2e: Chromium (Playwright suite)",
    bin("playwright"),
    ["test", "--trace", "off"],
    () => true,
    {},
    { browser: "Chromium" },
  ],
  // The flows every engine must pass (e2e/engines), each engine in its own run with its own local stack: Chromium as
  // the baseline, Firefox ESR, and WebKitGTK (Safari's engine) on a desktop and at a phone's width.
  ...[
    ["Chromium", "chromium", "engine flows"],
    ["Firefox ESR", "firefox", "engine flows"],
    ["WebKitGTK", "webkit", "engine flows, phones"],
  ].map(([browser, project, what]) => [
    `e2e: ${browser} (${what})`,
    bin("playwright"),
    ["test", "--config", "e2e/engines", `--project=${project}`],
    () => true,
    {},
    { browser },
  ]),
  // The real-MetaMask suite has its own pinned Playwright: install it, type-check it, run it (it skips itself,
  // with the reason, where the MetaMask extension cannot be had).
  [
    "synpress: install",
    npm,
    ["ci", "--no-audit", "--no-fund", "--prefix", synpressDir],
    () => !existsSync(join(synpressDir, "node_modules")),
  ],
  ["synpress: typecheck", npm, ["run", "typecheck", "--prefix", synpressDir]],
  // MetaMask comes from SYNPRESS_METAMASK_ZIP (checked against the SHA256SUMS beside it; .ci/run names the shared
  // copy) or the suite's cache; its report names MetaMask's and Chromium's versions for the summary.
  [
    "synpress: run",
    process.execPath,
    [join(synpressDir, "run.mjs"), "--trace", "off"],
    () => true,
    {},
    { reportsSkip: true, browser: "synpress (MetaMask)" },
  ],
];

// Browser steps write a Playwright JSON report here (E2E_JSON_REPORT, read by both Playwright configs) for the counts.
const reports = mkdtempSync(join(tmpdir(), "npm-test-reports-"));
const readReport = (file) => (existsSync(file) ? readFileSync(file, "utf8") : null);

/**
 * Runs a step's command. Alone, it prints as it goes (a step that reports skips is read, then printed); beside
 * others (`piped`), everything it prints is kept and handed back to be printed whole.
 */
function runStep(command, args, env, { piped, readStdout }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ["inherit", piped || readStdout ? "pipe" : "inherit", piped ? "pipe" : "inherit"],
      env,
    });
    let output = "";
    let stdout = "";
    child.stdout?.on("data", (chunk) => {
      stdout += chunk;
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("error", (error) => {
      output += `${error.message}\n`;
      resolve({ status: 1, stdout, output });
    });
    child.on("close", (status) => resolve({ status, stdout, output }));
  });
}

/** One step from start to end: its header, its run, and what the summary says of it. */
async function step(
  [name, command, args, enabled = () => true, env = {}, { reportsSkip = false, browser } = {}],
  piped,
) {
  if (!enabled()) return null;
  const header = `\n━━ ${name}: ${[command.replace(root + "/", ""), ...args].join(" ")}`;
  if (!piped) console.log(header);
  const started = Date.now();
  const report = join(reports, `${name.replace(/[^a-z0-9]+/gi, "-")}.json`);
  const { status, stdout, output } = await runStep(
    command,
    args,
    { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...(browser ? { E2E_JSON_REPORT: report } : {}), ...env },
    { piped, readStdout: reportsSkip },
  );
  if (piped) process.stdout.write(`${header}\n${output}`);
  else if (reportsSkip) process.stdout.write(stdout);
  const seconds = (Date.now() - started) / 1000;
  // run.mjs prints `synpress: skipped: <reason>` and exits 0 where MetaMask cannot be had: skipped, not passed.
  const skipped = reportsSkip ? skipReason(status, stdout) : null;
  const tests = browser ? testCounts(readReport(report), browser) : null;
  return { name, ok: status === 0, skipped, seconds, tests };
}

const results = [];
const startedAll = Date.now();
for (const entry of steps) {
  const ran = Array.isArray(entry)
    ? [await step(entry, false)]
    : await Promise.all(entry.together.map((one) => step(one, true)));
  const done = ran.filter((r) => r !== null);
  results.push(...done);
  const failed = done.find((r) => !r.ok);
  if (failed) {
    if (failed.name.startsWith("e2e")) {
      console.error(
        "\nPlaywright kept screenshots of the failures in test-results/ and an HTML report in playwright-report/",
      );
      console.error("(npm test records no traces: run the spec again alone, npx playwright test e2e/<spec>, for one)");
    }
    break;
  }
}

rmSync(reports, { recursive: true, force: true });
console.log("\n━━ summary");
for (const line of summaryLines(results, { version: process.version, execPath: process.execPath })) console.log(line);
console.log(`npm test: ${((Date.now() - startedAll) / 1000).toFixed(1)} s in all`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
