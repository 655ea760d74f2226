#!/usr/bin/env node
// Runs the real-MetaMask suite (plain Node, no dependencies of its own). See README.md.
//
//   SYNPRESS_METAMASK_ZIP=<dir>/metamask-chrome-13.13.1.zip node e2e/synpress/run.mjs [--download] [playwright args…]
//
// 1. MetaMask: the zip named by SYNPRESS_METAMASK_ZIP, checked against the SHA256SUMS beside it (a build that does
//    not match, or has no checksum, never runs), is copied where Synpress looks (.cache-synpress/). Without it, a zip
//    already cached there is used; with neither (and no --download) this prints one line,
//    `synpress: skipped: MetaMask extension unavailable (<reason>)`, and exits 0.
// 2. Chromium: Synpress launches Playwright 1.48.2's own Chromium. Where that is not installed, the suite makes its
//    own Playwright browsers folder whose chromium is a script running Debian's (CHROMIUM_PATH or /usr/bin/chromium).
// 3. For each network (local, then mainnet; SYNPRESS_NETWORK=local or mainnet for one): starts one stack
//    (e2e/support/synpress-stack.ts: the chain, the contracts, the seed, the oracle, the site, and a control to go
//    back to the seed between specs), prepares the MetaMask profile (`synpress wallet-setup`, cached), runs
//    `playwright test`, stops the stack.
//
// --prepare-only stops after step 3's profile, for each network: the tests are run by later calls.
// --download lets it fetch what is missing from the internet: the MetaMask zip (through synpress wallet-setup) and
// Playwright's Chromium (`playwright install chromium`).
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { lookup } from "node:dns/promises";
import {
  closeSync,
  copyFileSync,
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { basename, dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { isBuildStale } from "../../mocks/site/build-stale.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..");
// synpress-cache's CACHE_DIR_NAME, which it resolves against the working directory: run.mjs always runs it here.
const cacheDir = join(here, ".cache-synpress");
const CONTROL_URL = "http://127.0.0.1:8547/reset";
const RPC_URL = "http://127.0.0.1:8545";
const STACK_START_TIMEOUT_MS = 300_000;
/** The spec the mainnet build runs (connect, exit, return and claim); the local build runs them all. */
const MAINNET_SPECS = ["specs/connect.spec.ts"];

const args = process.argv.slice(2);
const download = args.includes("--download");
// --prepare-only: the MetaMask profiles and nothing else, so that runs side by side (npm test's lanes) only read them.
const prepareOnly = args.includes("--prepare-only");
const playwrightArgs = args.filter((arg) => arg !== "--download" && arg !== "--prepare-only");

/** @param {string} message */
function say(message) {
  process.stdout.write(`synpress: ${message}\n`);
}

/** @param {string} message @returns {never} */
function fail(message) {
  process.stderr.write(`synpress: error: ${message}\n`);
  process.exit(1);
}

/** The MetaMask version Synpress pins (its zip's name), read from the installed package; 13.13.1 for 4.1.2. */
function metamaskVersion() {
  const file = join(here, "node_modules/@synthetixio/synpress-metamask/dist/playwright/index.js");
  if (existsSync(file)) {
    const match = /DEFAULT_METAMASK_VERSION = "([^"]+)"/.exec(readFileSync(file, "utf8"));
    if (match?.[1]) return match[1];
  }
  return "13.13.1";
}

/** @param {number} ms @returns {Promise<never>} */
const timeout = (ms) =>
  new Promise((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref());

async function githubResolves() {
  try {
    await Promise.race([lookup("github.com"), timeout(3_000)]);
    return true;
  } catch {
    return false;
  }
}

/** @param {string} file */
const sha256 = (file) => createHash("sha256").update(readFileSync(file)).digest("hex");

/**
 * Puts the MetaMask zip named by SYNPRESS_METAMASK_ZIP where Synpress looks, after checking it against the
 * SHA256SUMS beside it. Fails on a missing file, a missing or silent checksum, or a mismatch.
 * @param {string} zip where Synpress looks for it
 * @param {string} version the version Synpress pins
 */
function takeGivenZip(zip, version) {
  const given = process.env.SYNPRESS_METAMASK_ZIP;
  if (!given) return;
  if (!existsSync(given)) fail(`SYNPRESS_METAMASK_ZIP names ${given}, which does not exist`);
  if (basename(given) !== basename(zip)) {
    fail(
      `SYNPRESS_METAMASK_ZIP must be ${basename(zip)} (Synpress 4.1.2 runs MetaMask ${version}), not ${basename(given)}`,
    );
  }
  const sums = join(dirname(given), "SHA256SUMS");
  if (!existsSync(sums)) fail(`no SHA256SUMS beside ${given}: an unchecked MetaMask build never runs`);
  const line = readFileSync(sums, "utf8")
    .split("\n")
    .find((entry) => entry.trim().split(/\s+\*?/)[1] === basename(given));
  const expected = line?.trim().split(/\s+/)[0]?.toLowerCase();
  if (!expected) fail(`${sums} has no line for ${basename(given)}: an unchecked MetaMask build never runs`);
  const actual = sha256(given);
  if (actual !== expected) fail(`${given} has SHA-256 ${actual}, but ${sums} says ${expected}: refusing to run it`);
  mkdirSync(cacheDir, { recursive: true });
  if (existsSync(zip) && sha256(zip) === actual) return;
  copyFileSync(given, zip);
  // A different zip than the one unpacked before: Synpress unpacks again only when the folder is missing.
  rmSync(zip.replace(/\.zip$/, ""), { recursive: true, force: true });
  say(`MetaMask ${version} from ${given} (SHA-256 checked)`);
}

/**
 * Synpress launches Playwright 1.48.2's own Chromium, which cannot be downloaded everywhere. Where it is missing, a
 * browsers folder of the suite's own holds a script at the place Playwright looks, running Debian's Chromium (or
 * CHROMIUM_PATH). Returns the folder for PLAYWRIGHT_BROWSERS_PATH, or null when Playwright's own is installed.
 * @param {string} ownChromium where Playwright looks for its Chromium
 */
function browsersFolderFor(ownChromium) {
  if (existsSync(ownChromium)) return null;
  const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  if (!existsSync(chromium)) return null;
  // Playwright looks for <browsers>/chromium-<revision>/chrome-linux/chrome: the same place under the suite's folder.
  const revisionDir = basename(dirname(dirname(ownChromium)));
  if (!/^chromium-\d+$/.test(revisionDir)) return null;
  const folder = join(cacheDir, "playwright-browsers");
  const chromeDir = join(folder, revisionDir, basename(dirname(ownChromium)));
  mkdirSync(chromeDir, { recursive: true });
  const script = join(chromeDir, basename(ownChromium));
  const text = `#!/bin/sh\nexec "${chromium}" "$@"\n`;
  // Written only when it differs: runs side by side (npm test's lanes) would otherwise rewrite a script another is
  // executing (ETXTBSY).
  if (!existsSync(script) || readFileSync(script, "utf8") !== text) {
    writeFileSync(script, text);
    chmodSync(script, 0o755);
  }
  const complete = join(folder, revisionDir, "INSTALLATION_COMPLETE");
  if (!existsSync(complete)) writeFileSync(complete, "");
  return folder;
}

/**
 * @param {string} command @param {string[]} commandArgs @param {NodeJS.ProcessEnv} env @param {string} [cwd]
 * @returns {Promise<number>} the exit code (1 when killed by a signal)
 */
function run(command, commandArgs, env, cwd = here) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd, stdio: "inherit", env });
    child.on("error", (error) => {
      process.stderr.write(`synpress: could not start ${command}: ${error.message}\n`);
      resolve(1);
    });
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

async function controlAnswers() {
  try {
    const response = await Promise.race([fetch(CONTROL_URL.replace("/reset", "/")), timeout(2_000)]);
    return response.status === 404;
  } catch {
    return false;
  }
}

/** @param {string} chainIdHex */
async function anvilAnswers(chainIdHex) {
  try {
    const response = await Promise.race([
      fetch(RPC_URL, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
      }),
      timeout(2_000),
    ]);
    return (await response.text()).includes(`"${chainIdHex}"`);
  } catch {
    return false;
  }
}

/**
 * The site build a network's stack serves; built here when missing or older than the product's sources (npm test
 * has just built both): a change is never tested against yesterday's build without a word.
 */
function buildFor(/** @type {"local" | "mainnet"} */ network) {
  if (network === "local") return { dir: join(root, "out/local"), args: ["local"], env: {} };
  return {
    dir: join(root, "out/mainnet-local"),
    args: ["mainnet", "--out", "mainnet-local"],
    env: {
      NEXT_PUBLIC_RPC_URL: RPC_URL,
      NEXT_PUBLIC_API_URL: "http://127.0.0.1:8546",
      NEXT_PUBLIC_TREES_URL: "trees/",
      NEXT_PUBLIC_HISTORY_URL: "history/",
    },
  };
}

/**
 * Starts the suite's stack for `network` in its own process group (so stopping it reaches tsx, node and anvil) and
 * resolves once its control answers.
 * @param {"local" | "mainnet"} network @param {string} log
 * @returns {Promise<() => Promise<void>>} stops the stack
 */
async function startStack(network, log) {
  const build = buildFor(network);
  const index = join(build.dir, "index.html");
  if (!existsSync(index) || isBuildStale(index)) {
    const why = existsSync(index) ? "older than app/, components/ or lib/" : "not built";
    say(`the ${network} site is ${why}: building it (node scripts/build.mjs ${build.args.join(" ")})`);
    const code = await run(
      process.execPath,
      [join(root, "scripts/build.mjs"), ...build.args],
      {
        ...process.env,
        ...build.env,
        SKIP_TYPECHECK: "1",
      },
      root,
    );
    if (code !== 0) fail(`the ${network} site build failed`);
  }
  if ((await controlAnswers()) || (await anvilAnswers("0x7a69")) || (await anvilAnswers("0x1"))) {
    fail("ports 8545-8547 are taken (a running `npm start` or another suite?): stop it first");
  }
  say(`starting the ${network} stack (log: ${relative(process.cwd(), log) || log})`);
  const logFd = openSync(log, "w");
  const tsx = join(root, "node_modules/.bin/tsx");
  const child = spawn(tsx, ["e2e/support/synpress-stack.ts", "--network", network], {
    cwd: root,
    detached: true,
    stdio: ["ignore", logFd, logFd],
  });
  closeSync(logFd);
  /** @type {number | null} */
  let exitCode = null;
  const exited = new Promise((resolve) => child.on("exit", (code) => resolve((exitCode = code ?? 1))));
  const pid = child.pid;
  if (pid === undefined) fail("could not start the stack");

  const stop = async () => {
    if (exitCode !== null) return;
    try {
      process.kill(-pid, "SIGTERM");
    } catch {
      return; // already gone
    }
    const done = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 15_000))]);
    if (!done) {
      try {
        process.kill(-pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
  };

  const deadline = Date.now() + STACK_START_TIMEOUT_MS;
  while (!(await controlAnswers())) {
    const tail = () => readFileSync(log, "utf8").split("\n").slice(-30).join("\n");
    if (exitCode !== null) fail(`the stack exited with code ${exitCode} before it was up:\n${tail()}`);
    if (Date.now() > deadline) {
      await stop();
      fail(`the stack was not up after ${STACK_START_TIMEOUT_MS / 1000} s:\n${tail()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  say(`the ${network} stack is up`);
  return stop;
}

/**
 * Synpress names a prepared profile after a hash of the setup callback's text only: when the page objects it calls
 * change, the cached profiles are dropped so that wallet-setup prepares them again.
 */
function dropStaleProfiles() {
  const sources = [join(here, "wallet-setup"), join(here, "support/metamask"), join(here, "support/constants.ts")];
  const hash = createHash("sha256");
  const add = (/** @type {string} */ path) => {
    if (!existsSync(path)) return;
    if (path.endsWith(".ts")) hash.update(path).update(readFileSync(path));
    else for (const name of readdirSync(path).sort()) add(join(path, name));
  };
  sources.forEach(add);
  const digest = hash.digest("hex");
  const stamp = join(cacheDir, "setup-sources.sha256");
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === digest) return;
  if (existsSync(cacheDir)) {
    for (const name of readdirSync(cacheDir)) {
      if (/^[0-9a-f]{20}$/.test(name)) rmSync(join(cacheDir, name), { recursive: true, force: true });
    }
  }
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(stamp, digest);
}

/** Synpress reads HEADLESS as "set or not"; headless unless asked otherwise or a display is there. */
function headless() {
  const value = process.env.HEADLESS;
  if (value !== undefined) return !["", "0", "false", "no"].includes(value.toLowerCase());
  return process.platform === "linux" && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY;
}

/**
 * One JSON report for npm test's summary (E2E_JSON_REPORT), from each network's: the counts added up, the suites side
 * by side.
 * @param {string[]} reports
 */
function mergeReports(reports) {
  const target = process.env.E2E_JSON_REPORT;
  if (!target) return;
  const stats = { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
  /** @type {unknown[]} */
  const suites = [];
  for (const file of reports) {
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, "utf8"));
    for (const key of /** @type {(keyof typeof stats)[]} */ (Object.keys(stats)))
      stats[key] += report.stats?.[key] ?? 0;
    suites.push(...(report.suites ?? []));
  }
  writeFileSync(target, JSON.stringify({ stats, suites }));
}

/**
 * @param {"local" | "mainnet"} network @param {NodeJS.ProcessEnv} baseEnv @param {string} synpressCli
 * @param {string} playwrightCli @param {string} report
 */
async function runNetwork(network, baseEnv, synpressCli, playwrightCli, report) {
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...baseEnv, SYNPRESS_NETWORK: network, E2E_JSON_REPORT: report };
  // A lane of npm test keeps its stack's log with its results.
  const logDir = process.env.E2E_OUTPUT_DIR ?? here;
  mkdirSync(logDir, { recursive: true });
  const stop = await startStack(network, join(logDir, `stack-${network}.log`));
  const onSignal = () => void stop().then(() => process.exit(130));
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    // Prepares the MetaMask profile for wallet-setup/*.setup.ts unless it is cached (downloads the zip if missing).
    const setupArgs = [synpressCli, `wallet-setup/${network}`, ...(env.HEADLESS ? ["--headless"] : [])];
    const setupCode = await run(process.execPath, setupArgs, env);
    if (setupCode !== 0) {
      process.stderr.write("synpress: error: synpress wallet-setup failed (see above)\n");
      return setupCode;
    }
    if (prepareOnly) return 0;
    const specs = network === "mainnet" && !playwrightArgs.some((arg) => arg.endsWith(".ts")) ? MAINNET_SPECS : [];
    return await run(process.execPath, [playwrightCli, "test", ...specs, ...playwrightArgs], env);
  } finally {
    process.removeListener("SIGINT", onSignal);
    process.removeListener("SIGTERM", onSignal);
    say(`stopping the ${network} stack`);
    await stop();
  }
}

async function main() {
  const version = metamaskVersion();
  const zip = join(cacheDir, `metamask-chrome-${version}.zip`);
  takeGivenZip(zip, version);
  if (!existsSync(zip) && !download) {
    const reason = (await githubResolves())
      ? `no SYNPRESS_METAMASK_ZIP given and e2e/synpress/.cache-synpress/metamask-chrome-${version}.zip is not there; \`node e2e/synpress/run.mjs --download\` fetches it from GitHub releases`
      : `no SYNPRESS_METAMASK_ZIP given, and MetaMask ${version} is downloaded from GitHub releases, which cannot be reached from this machine`;
    process.stdout.write(`synpress: skipped: MetaMask extension unavailable (${reason})\n`);
    return 0;
  }

  const installed = (/** @type {string} */ name) => join(here, "node_modules", name);
  for (const name of ["@synthetixio/synpress", "@playwright/test", "playwright-core"]) {
    if (!existsSync(join(installed(name), "package.json"))) {
      fail(`${name} is not installed: run \`npm ci --prefix e2e/synpress\``);
    }
  }
  const synpressCli = join(installed("@synthetixio/synpress"), "dist/cli.js");
  const playwrightCli = join(installed("@playwright/test"), "cli.js");

  const require = createRequire(join(here, "package.json"));
  /** @type {{ chromium: { executablePath(): string } }} */
  const playwrightCore = require("playwright-core");
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    // Lets Playwright route the requests of MetaMask's service worker (support/metamask/offline.ts).
    PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS: "1",
    SYNPRESS_METAMASK_VERSION: version,
  };
  const ownChromium = playwrightCore.chromium.executablePath();
  const browsers = download ? null : browsersFolderFor(ownChromium);
  if (browsers) {
    env.PLAYWRIGHT_BROWSERS_PATH = browsers;
    say(`Chromium: ${process.env.CHROMIUM_PATH || "/usr/bin/chromium"} (through ${relative(root, browsers)})`);
  } else if (!existsSync(ownChromium)) {
    if (!download) {
      fail(
        `Synpress launches Playwright 1.48.2's own Chromium, which is missing (${ownChromium}), and no CHROMIUM_PATH or /usr/bin/chromium stands in: install one, or run.mjs --download`,
      );
    }
    const code = await run(process.execPath, [playwrightCli, "install", "chromium"], env);
    if (code !== 0) return code;
  }
  if (headless()) env.HEADLESS = "true";
  else delete env.HEADLESS;
  dropStaleProfiles();

  const chosen = process.env.SYNPRESS_NETWORK;
  /** @type {("local" | "mainnet")[]} */
  const networks = chosen === "mainnet" ? ["mainnet"] : chosen === "local" ? ["local"] : ["local", "mainnet"];
  const reports = mkdtempSync(join(tmpdir(), "synpress-reports-"));
  let code = 0;
  for (const network of networks) {
    code = await runNetwork(network, env, synpressCli, playwrightCli, join(reports, `${network}.json`));
    if (code !== 0) break;
  }
  mergeReports(networks.map((network) => join(reports, `${network}.json`)));
  rmSync(reports, { recursive: true, force: true });
  return code;
}

main().then(
  (code) => process.exit(code),
  (error) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error)),
);
