#!/usr/bin/env node
// `npm test`: every check, in the order that fails fastest. Each step's wall time is printed for the notes.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { root } from "./paths.mjs";
import { inNamespace, laneEnv, namespacesWork } from "./lanes.mjs";
import { pinnedNode, wrongNode } from "./pinned-node.mjs";
import { recordFigures } from "./figures/record.mjs";
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
/** Shards of the Chromium suite, each in a lane of its own. */
const CHROMIUM_SHARDS = 3;
/** The real-MetaMask suite's specs for the local build, in two lanes; the mainnet build's run in a third. */
const METAMASK_GROUPS = [
  ["specs/connect.spec.ts", "specs/replacement.spec.ts"],
  ["specs/network.spec.ts", "specs/bond.spec.ts", "specs/withdraw-everything.spec.ts"],
];

function e2eLanes() {
  const playwright = (shard) => [
    `e2e: Chromium (Playwright suite, shard ${shard}/${CHROMIUM_SHARDS})`,
    bin("playwright"),
    ["test", "--trace", "off", `--shard=${shard}/${CHROMIUM_SHARDS}`],
    () => true,
    { E2E_BUDGETS: "apart" },
    { browser: "Chromium" },
  ];
  // The flows every engine must pass (e2e/engines), each engine in its own run with its own local stack: Chromium as
  // the baseline, Firefox ESR, and WebKitGTK (Safari's engine) on a desktop and at a phone's width.
  const engine = ([browser, project, what]) => [
    `e2e: ${browser} (${what})`,
    bin("playwright"),
    ["test", "--config", "e2e/engines", `--project=${project}`],
    () => true,
    {},
    { browser },
  ];
  const engines = [
    ["Chromium", "chromium", "engine flows"],
    ["Firefox ESR", "firefox", "engine flows"],
    ["WebKitGTK", "webkit", "engine flows, phones"],
  ].map(engine);
  // MetaMask comes from SYNPRESS_METAMASK_ZIP (checked against the SHA256SUMS beside it; .ci/run names the shared
  // copy) or the suite's cache; each run's report names MetaMask's and Chromium's versions for the summary. The
  // profiles are prepared once, before the runs that read them side by side.
  const runMetaMask = (name, network, specs) => [
    `synpress: run (${name})`,
    process.execPath,
    [join(synpressDir, "run.mjs"), "--trace", "off", ...specs],
    () => true,
    { SYNPRESS_NETWORK: network },
    { reportsSkip: true, browser: "synpress (MetaMask)", after: PREPARED },
  ];
  return [
    { name: "chromium-1", steps: [playwright(1), engines[0]] },
    { name: "chromium-2", steps: [playwright(2), engines[1]] },
    { name: "chromium-3", steps: [playwright(3), engines[2]] },
    {
      name: "metamask-1",
      steps: [
        // The real-MetaMask suite has its own pinned Playwright: install it, type-check it, run it (it skips itself,
        // with the reason, where the MetaMask extension cannot be had).
        [
          "synpress: install",
          npm,
          ["ci", "--no-audit", "--no-fund", "--prefix", synpressDir],
          () => !existsSync(join(synpressDir, "node_modules")),
        ],
        ["synpress: typecheck", npm, ["run", "typecheck", "--prefix", synpressDir]],
        [
          PREPARED,
          process.execPath,
          [join(synpressDir, "run.mjs"), "--prepare-only"],
          () => true,
          {},
          { reportsSkip: true },
        ],
        runMetaMask("local, 1 of 2", "local", METAMASK_GROUPS[0]),
      ],
    },
    { name: "metamask-2", steps: [runMetaMask("local, 2 of 2", "local", METAMASK_GROUPS[1])] },
    { name: "metamask-3", steps: [runMetaMask("mainnet", "mainnet", [])] },
  ];
}

const PREPARED = "synpress: prepare MetaMask's profiles";

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
  // The e2e suites, side by side in lanes of their own (scripts/lanes.mjs: each in a network namespace with its own
  // stack on the builds' ports). Without Playwright's traces: npm test keeps only what it prints (the failure, its
  // call log, the windows' screenshot names), and recording a trace of every test costs about a tenth of the Chromium
  // suite's time and a quarter of Synpress's. A failing spec run again alone (`npx playwright test e2e/<spec>`) keeps its
  // trace as the configs say.
  { lanes: e2eLanes() },
  // The specs that time the page on the wall clock or its main thread, alone on the cores once the lanes are done.
  [
    "e2e: Chromium budgets (alone)",
    bin("playwright"),
    ["test", "--trace", "off"],
    () => true,
    { E2E_BUDGETS: "only" },
    { browser: "Chromium" },
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

/** Steps done so far, by name: a lane's step that comes `after` another waits for it. */
const finished = new Map();
const whenFinished = (name) => {
  if (!finished.has(name)) {
    let settle;
    const promise = new Promise((resolve) => (settle = resolve));
    finished.set(name, { promise, settle });
  }
  return finished.get(name);
};

/**
 * One step from start to end: its header, its run, and what the summary says of it. In a lane (`lane`: its name,
 * environment and whether it runs in a namespace of its own) its output is kept and printed whole when it ends.
 */
async function step(
  [name, command, args, enabled = () => true, env = {}, { reportsSkip = false, browser, after } = {}],
  piped,
  lane = null,
) {
  if (after && !(await whenFinished(after).promise))
    return { name, ok: false, skipped: null, seconds: 0, tests: null, why: `${after} failed` };
  if (!enabled()) {
    whenFinished(name).settle(true);
    return null;
  }
  const where = lane ? `[${lane.name}] ` : "";
  const header = `\n━━ ${where}${name}: ${[command.replace(root + "/", ""), ...args].join(" ")}`;
  if (!piped) console.log(header);
  const started = Date.now();
  const report = join(reports, `${name.replace(/[^a-z0-9]+/gi, "-")}.json`);
  const [run, ...runArgs] = lane?.namespace ? inNamespace([command, ...args]) : [command, ...args];
  const { status, stdout, output } = await runStep(
    run,
    runArgs,
    {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      ...(lane?.env ?? {}),
      ...(browser ? { E2E_JSON_REPORT: report } : {}),
      ...env,
    },
    { piped, readStdout: reportsSkip },
  );
  const seconds = (Date.now() - started) / 1000;
  if (piped) process.stdout.write(`${header} (${seconds.toFixed(1)} s)\n${output}`);
  else if (reportsSkip) process.stdout.write(stdout);
  // run.mjs prints `synpress: skipped: <reason>` and exits 0 where MetaMask cannot be had: skipped, not passed.
  const skipped = reportsSkip ? skipReason(status, stdout) : null;
  const tests = browser ? testCounts(readReport(report), browser) : null;
  whenFinished(name).settle(status === 0);
  return { name: `${where}${name}`, ok: status === 0, skipped, seconds, tests };
}

/** A lane's steps one after another, until one fails. */
async function runLane(lane, piped) {
  const done = [];
  for (const entry of lane.steps) {
    const result = await step(entry, piped, lane);
    if (result === null) continue;
    done.push(result);
    if (!result.ok) {
      // What waits on this lane's later steps hears that they will not come.
      for (const later of lane.steps.slice(lane.steps.indexOf(entry) + 1)) whenFinished(later[0]).settle(false);
      break;
    }
  }
  return done;
}

/** The lanes: side by side, each in its own network namespace, where the machine makes them; else one by one. */
async function runLanes(lanes) {
  const side = namespacesWork();
  const laneRoot = join(root, "test-results", "lanes");
  rmSync(laneRoot, { recursive: true, force: true });
  const all = lanes.map((lane) => ({ ...lane, env: laneEnv(laneRoot, lane.name), namespace: side }));
  console.log(
    side
      ? `\n━━ ${all.length} lanes side by side, each in a network namespace of its own: ${all.map((l) => l.name).join(", ")} (output as each step ends; results in test-results/lanes/<lane>/)`
      : "\n━━ the lanes one after another (no network namespace here: unshare refused, or SMOOTHLY_LANES=off)",
  );
  if (side) return (await Promise.all(all.map((lane) => runLane(lane, true)))).flat();
  const done = [];
  for (const lane of all) done.push(...(await runLane(lane, false)));
  return done;
}

const results = [];
const startedAll = Date.now();
for (const entry of steps) {
  let ran;
  if (Array.isArray(entry)) ran = [await step(entry, false)];
  else if (entry.lanes) ran = await runLanes(entry.lanes);
  else ran = await Promise.all(entry.together.map((one) => step(one, true)));
  const done = ran.filter((r) => r !== null);
  results.push(...done);
  const failed = done.find((r) => !r.ok);
  if (failed) {
    if (failed.name.includes("e2e") || failed.name.includes("synpress")) {
      console.error(
        "\nPlaywright kept screenshots of the failures in test-results/ (a lane's in test-results/lanes/<lane>/test-results/)",
      );
      console.error("(npm test records no traces: run the spec again alone, npx playwright test e2e/<spec>, for one)");
    }
    break;
  }
}

rmSync(reports, { recursive: true, force: true });
console.log("\n━━ summary");
const summary = [
  ...summaryLines(results, { version: process.version, execPath: process.execPath }),
  `npm test: ${((Date.now() - startedAll) / 1000).toFixed(1)} s in all`,
];
for (const line of summary) console.log(line);
const green = results.every((r) => r.ok);
// A whole green run is a figure of record (docs/figures.md); a partial or red one is not.
if (green) recordFigures(root, "npm test", summary);
process.exit(green ? 0 : 1);
