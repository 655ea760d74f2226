#!/usr/bin/env node
// Runs the real-MetaMask suite (plain Node, no dependencies of its own). See README.md.
//
//   node e2e/synpress/run.mjs [--download] [playwright test arguments…]
//
// 1. Synpress loads MetaMask from e2e/synpress/.cache-synpress/metamask-chrome-<version>.zip and downloads that zip from
//    GitHub releases when it is missing. Without the zip (and without --download) this prints one line,
//    `synpress: skipped: MetaMask extension unavailable (<reason>)`, and exits 0.
// 2. Otherwise: checks Playwright 1.48.2's own Chromium (Synpress launches it), starts the local stack with `npm start`
//    unless it is already up, prepares the MetaMask profile (`synpress wallet-setup`, which skips a profile that is
//    already cached), runs `playwright test` in this folder, stops the stack it started, and exits with Playwright's code.
//
// --download lets it fetch what is missing from the internet: the MetaMask zip (through synpress wallet-setup) and
// Playwright's Chromium (`playwright install chromium`).
import { spawn } from "node:child_process";
import { lookup } from "node:dns/promises";
import { closeSync, existsSync, openSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..");
// synpress-cache's CACHE_DIR_NAME, which it resolves against the working directory: run.mjs always runs it here.
const cacheDir = join(here, ".cache-synpress");
const stackLog = join(here, "stack.log");

const SITE_URL = "http://127.0.0.1:3000/";
const API_HEALTH_URL = "http://127.0.0.1:8546/health";
const RPC_URL = "http://127.0.0.1:8545";
// SYNPRESS_NETWORK=mainnet: the stack of `npm start -- --network mainnet` (chain id 1, the mainnet build).
const mainnetMode = process.env.SYNPRESS_NETWORK === "mainnet";
const ANVIL_CHAIN_ID_HEX = mainnetMode ? "0x1" : "0x7a69"; // 1 or 31337
const START_ARGS = mainnetMode ? ["start", "--", "--network", "mainnet"] : ["start"];
const STACK_START_TIMEOUT_MS = 300_000;

const args = process.argv.slice(2);
const download = args.includes("--download");
const playwrightArgs = args.filter((arg) => arg !== "--download");

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

/** @param {string} url @param {RequestInit} [init] @param {(body: string) => boolean} [check] */
async function answers(url, init, check = () => true) {
  try {
    const response = await Promise.race([fetch(url, init), timeout(2_000)]);
    return response.ok && check(await response.text());
  } catch {
    return false;
  }
}

async function stackIsUp() {
  const rpc = {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
  };
  const up = await Promise.all([
    answers(SITE_URL),
    answers(API_HEALTH_URL),
    answers(RPC_URL, rpc, (body) => body.includes(`"${ANVIL_CHAIN_ID_HEX}"`)),
  ]);
  return up.every(Boolean);
}

/**
 * @param {string} command @param {string[]} commandArgs @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<number>} the exit code (1 when killed by a signal)
 */
function run(command, commandArgs, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: here, stdio: "inherit", env });
    child.on("error", (error) => {
      process.stderr.write(`synpress: could not start ${command}: ${error.message}\n`);
      resolve(1);
    });
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

/** @param {number} lines */
function logTail(lines) {
  if (!existsSync(stackLog)) return "";
  return readFileSync(stackLog, "utf8").split("\n").slice(-lines).join("\n");
}

/**
 * `npm start` from the repository root, in its own process group so that stopping it reaches npm, tsx, the stack's
 * node process and anvil. Resolves once the site, the API and anvil answer.
 * @returns {Promise<() => Promise<void>>} stops the stack
 */
async function startStack() {
  say(`starting the local stack: npm ${START_ARGS.join(" ")} (log: ${relative(process.cwd(), stackLog) || stackLog})`);
  const logFd = openSync(stackLog, "w");
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const child = spawn(npm, START_ARGS, { cwd: root, detached: true, stdio: ["ignore", logFd, logFd] });
  closeSync(logFd);
  /** @type {number | null} */
  let exitCode = null;
  const exited = new Promise((resolve) => child.on("exit", (code) => resolve((exitCode = code ?? 1))));
  const pid = child.pid;
  if (pid === undefined) fail("could not spawn npm start");

  const stop = async () => {
    if (exitCode !== null) return;
    try {
      process.kill(-pid, "SIGTERM");
    } catch {
      return; // already gone
    }
    const done = await Promise.race([
      exited.then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), 15_000)),
    ]);
    if (!done) {
      try {
        process.kill(-pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
  };

  const deadline = Date.now() + STACK_START_TIMEOUT_MS;
  while (!(await stackIsUp())) {
    if (exitCode !== null) fail(`npm start exited with code ${exitCode} before the stack was up:\n${logTail(30)}`);
    if (Date.now() > deadline) {
      await stop();
      fail(`the stack was not up after ${STACK_START_TIMEOUT_MS / 1000} s:\n${logTail(30)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  say("the local stack is up");
  return stop;
}

/** The prepared MetaMask profiles: .cache-synpress/<10-byte hash of a setup function>/, not empty. */
function preparedProfiles() {
  if (!existsSync(cacheDir)) return [];
  return readdirSync(cacheDir).filter(
    (name) => /^[0-9a-f]{20}$/.test(name) && readdirSync(join(cacheDir, name)).length > 0,
  );
}

/** Synpress reads HEADLESS as "set or not"; headless unless asked otherwise or a display is there. */
function headless() {
  const value = process.env.HEADLESS;
  if (value !== undefined) return !["", "0", "false", "no"].includes(value.toLowerCase());
  return process.platform === "linux" && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY;
}

async function main() {
  const version = metamaskVersion();
  const zip = join(cacheDir, `metamask-chrome-${version}.zip`);
  if (!existsSync(zip) && !download) {
    const reason = (await githubResolves())
      ? `e2e/synpress/.cache-synpress/metamask-chrome-${version}.zip is not there; \`node e2e/synpress/run.mjs --download\` fetches it from GitHub releases`
      : `MetaMask ${version} is downloaded from GitHub releases and github.com cannot be reached from this machine`;
    process.stdout.write(`synpress: skipped: MetaMask extension unavailable (${reason})\n`);
    return 0;
  }

  const installed = (/** @type {string} */ name) => join(here, "node_modules", name);
  for (const name of ["@synthetixio/synpress", "@playwright/test", "playwright-core"]) {
    if (!existsSync(join(installed(name), "package.json"))) {
      fail(`${name} is not installed: run \`npm install --prefix e2e/synpress\``);
    }
  }
  const synpressCli = join(installed("@synthetixio/synpress"), "dist/cli.js");
  const playwrightCli = join(installed("@playwright/test"), "cli.js");

  const require = createRequire(join(here, "package.json"));
  /** @type {{ chromium: { executablePath(): string } }} */
  const playwrightCore = require("playwright-core");
  const browser = playwrightCore.chromium.executablePath();
  if (!existsSync(browser)) {
    if (!download) {
      fail(
        `Synpress launches Playwright 1.48.2's own Chromium, which is missing (${browser}): run \`npx playwright install chromium\` in e2e/synpress, or run.mjs --download`,
      );
    }
    const code = await run(process.execPath, [playwrightCli, "install", "chromium"]);
    if (code !== 0) return code;
  }

  const env = { ...process.env };
  if (headless()) env.HEADLESS = "true";
  else delete env.HEADLESS;

  const stop = (await stackIsUp()) ? null : await startStack();
  if (!stop) say("using the stack that is already running (claim and exit need a freshly seeded one)");
  const onSignal = () => {
    void (stop ? stop() : Promise.resolve()).then(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  try {
    // Builds the MetaMask profile for wallet-setup/*.setup.ts unless it is cached (and downloads the zip if missing).
    const setupArgs = [synpressCli, "wallet-setup", ...(env.HEADLESS ? ["--headless"] : [])];
    const setupCode = await run(process.execPath, setupArgs, env);
    if (setupCode !== 0) {
      process.stderr.write("synpress: error: synpress wallet-setup failed (see above)\n");
      return setupCode;
    }
    // A damaged zip makes synpress's unzip fail without failing the command; catch that here rather than in every test.
    if (!preparedProfiles().length) {
      process.stderr.write(
        "synpress: error: synpress wallet-setup prepared no MetaMask profile in .cache-synpress/ (a damaged zip? delete e2e/synpress/.cache-synpress and run again)\n",
      );
      return 1;
    }
    return await run(process.execPath, [playwrightCli, "test", ...playwrightArgs], env);
  } finally {
    if (stop) {
      say("stopping the local stack");
      await stop();
    }
  }
}

main().then(
  (code) => process.exit(code),
  (error) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error)),
);
