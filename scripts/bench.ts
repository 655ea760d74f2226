// npm run bench: the performance figures, one `name: value unit` line each (times are medians of several runs).
// Builds the three sites when their sources changed, times a warm `npm start`, then measures the local build in
// Chromium against a fresh local stack. Needs the ports 8545, 8546 and 3000, like npm start.
//   npm run bench [-- --out <dir>]   (--out: measure the builds in <dir>/<network> instead of out/: no build, no npm start)
// The phone figures alone: npx tsx scripts/bench/phone.ts [tries] [network…]
import { spawn, spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser } from "@playwright/test";
import { localNetwork } from "../lib/network/local";
import type { ReducerFigures } from "./reducer-figure";
import { ALICE } from "../mocks/oracle/seed-accounts";
import { CHROMIUM_ARGS, findChromium } from "../mocks/site/chromium";
import { measureFirstLoad } from "./bench/instruments/first-load";
import { LARGE_ACCOUNT, LARGE_FIRST_INDEX } from "../mocks/site/large-account";
import { installConnectWallet } from "../mocks/site/connect-wallet";
import {
  connectToTable,
  connectThroughModal,
  loadBeforeConnecting,
  median,
  renderTimings,
  serveLargeAccount,
  toggleTimings,
} from "./bench/instruments/page-figures";
import { startStack } from "../mocks/stack";
import { isBuildStale } from "../mocks/site/build-stale.mjs";
import { printHistoryFigures } from "./bench/history-figures";
import { lighthouseLines, measureLighthouse } from "./bench/lighthouse";
import { measurePhone, phoneLines, PHONE_TRIES } from "./bench/phone";
import { recordFigures } from "./figures/record.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const NETWORKS = ["local", "holesky", "mainnet"] as const;
const LARGE_COUNT = 5000;
const RENDER_RUNS = 5;
const TOGGLE_RUNS = 9;

/** Every line the bench prints, for its section of docs/figures.md. */
const printed: string[] = [];
const say = (line: string) => {
  printed.push(line);
  process.stdout.write(`${line}\n`);
};
const print = (name: string, value: number, unit: string, digits = 0) =>
  say(`${name}: ${value.toFixed(digits)} ${unit}`);

function outRoot(): { dir: string; build: boolean } {
  const at = process.argv.indexOf("--out");
  const dir = at >= 0 ? process.argv[at + 1] : undefined;
  return dir ? { dir, build: false } : { dir: join(ROOT, "out"), build: true };
}

function buildStaleSites(): void {
  const sources = ["app", "components", "lib"].map((dir) => join(ROOT, dir));
  const stale = NETWORKS.filter((n) => isBuildStale(join(ROOT, "out", n, "index.html"), sources));
  if (stale.length === 0) return;
  process.stderr.write(`building ${stale.join(", ")} (node scripts/build.mjs)…\n`);
  const result = spawnSync(process.execPath, [join(ROOT, "scripts/build.mjs"), ...stale], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, SKIP_TYPECHECK: "1" },
  });
  if (result.status !== 0) throw new Error(`the build failed (exit ${result.status ?? result.signal})`);
}

/** Seconds from `npm start` to its "running" banner, with the site already built. */
function npmStartWarm(): Promise<number> {
  const started = performance.now();
  const child = spawn("npm", ["start"], { cwd: ROOT, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  return new Promise((done, fail) => {
    const early = (code: number | null) =>
      fail(new Error(`npm start exited (${code}) before it was ready:\n${output}`));
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes("Smoothly local pool is running")) return;
      const seconds = (performance.now() - started) / 1000;
      child.stdout.off("data", onData);
      child.off("exit", early);
      child.once("exit", () => done(seconds));
      if (child.pid) process.kill(-child.pid, "SIGINT"); // npm, tsx and node: the whole group
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", early);
  });
}

/**
 * Milliseconds to apply 10,000 logs to 5,000 validators (the page applies batch after batch): the medians of warm
 * runs, in a process of their own (scripts/reducer-figure.ts), as wall time and as the CPU time it used.
 */
function reducerTimes(): { wall: number; cpu: number } {
  const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/reducer-figure.ts"], {
    cwd: ROOT,
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`the reducer figure failed: ${run.stderr}`);
  const figures = JSON.parse(run.stdout) as ReducerFigures;
  return { wall: median(figures.wallMs), cpu: median(figures.cpuMs) };
}

async function browserFigures(browser: Browser, siteUrl: string, rpcUrl: string, apiUrl: string): Promise<void> {
  {
    const context = await browser.newContext();
    const page = await context.newPage();
    await installConnectWallet(page, ALICE.address, localNetwork.chain.id);
    const load = await loadBeforeConnecting(page, siteUrl);
    print("requests before connecting", load.requests, "requests");
    print("websockets before connecting", load.websockets, "websockets");
    const connect = await connectToTable(page, { rpcUrl, apiUrl, rows: ALICE.indexes.length });
    print("rpc requests connect to table", connect.rpcRequests, "requests");
    print("api requests connect to table", connect.apiRequests, "requests");
    await context.close();
  }
  {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await installConnectWallet(page, LARGE_ACCOUNT.address, localNetwork.chain.id);
    await serveLargeAccount(page, apiUrl, LARGE_COUNT);
    await page.goto(siteUrl, { waitUntil: "networkidle" });
    await connectThroughModal(page);
    const renders = await renderTimings(browser, page, RENDER_RUNS);
    print(`render ${LARGE_COUNT} validators`, median(renders.wall), "ms");
    print(`render ${LARGE_COUNT} validators main thread`, median(renders.mainThread), "ms");
    print(`receive ${LARGE_COUNT} validators' answer main thread`, median(renders.receipt), "ms");
    await page.waitForLoadState("networkidle");
    const toggles = await toggleTimings(browser, page, LARGE_FIRST_INDEX, TOGGLE_RUNS);
    print(`toggle one of ${LARGE_COUNT}`, median(toggles.wall), "ms", 1);
    print(`toggle one of ${LARGE_COUNT} main thread`, median(toggles.mainThread), "ms", 1);
    await context.close();
  }
}

async function main(): Promise<void> {
  const out = outRoot();
  if (out.build) buildStaleSites();
  for (const network of NETWORKS) {
    const load = await measureFirstLoad(network, { outRoot: out.dir });
    print(`first paint JavaScript ${network}`, load.htmlKiB, "KiB", 1);
    print(`first-load ${network} (before any click)`, load.idleKiB, "KiB", 1);
  }
  // npm start serves out/local: with --out that is not the build being measured (and it may be mid-build).
  if (out.build) print("npm start warm", await npmStartWarm(), "s", 1);

  const stack = await startStack({ siteDir: join(out.dir, "local") });
  // The stack's start-up is a budget to watch here, not a test assertion that flakes on a busy machine.
  print("stack start-up", stack.timings.total, "s", 1);
  print("stack deploy", stack.timings.deploy, "s", 1);
  print("stack seed", stack.timings.seed, "s", 1);
  try {
    if (!stack.siteUrl) throw new Error("the stack serves no site");
    // With the stack up, as a visitor opens the demo: the page reads the API and the chain while Lighthouse watches.
    for (const line of lighthouseLines(await measureLighthouse(stack.siteUrl))) say(line);
    const browser = await chromium.launch({
      executablePath: findChromium(),
      args: [...CHROMIUM_ARGS],
    });
    try {
      await browserFigures(browser, stack.siteUrl, stack.rpcUrl, stack.apiUrl);
    } finally {
      await browser.close();
    }
  } finally {
    await stack.stop();
  }
  // A phone user's first tap, on each build and its own stack (after the one above has stopped: the same ports).
  for (const figures of await measurePhone(NETWORKS, PHONE_TRIES, out.dir))
    for (const line of phoneLines(figures)) say(line);
  const reducer = reducerTimes();
  print(`apply 10000 events to ${LARGE_COUNT} validators`, reducer.wall, "ms", 1);
  print(`apply 10000 events to ${LARGE_COUNT} validators cpu`, reducer.cpu, "ms", 1);
  await printHistoryFigures(say);
  recordFigures(ROOT, out.build ? "npm run bench" : `npm run bench -- --out ${out.dir}`, printed);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
