// Benchmark: first-load JavaScript of each static build, printed for the issue notes.
//   npx tsx scripts/bench/instruments/first-load.ts [local holesky mainnet]
// "html" counts the scripts index.html names: as <script src>, or in the list its inline script asks for once the first
// screen is painted (scripts/framework/defer-boot.ts); "before any click" counts every
// script the page fetches in its first 15 s with no input (FIRST_LOAD_WINDOW_MS), gzip -9 each, KiB = 1024 bytes.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "../../../mocks/site/chromium";
import { serveStatic } from "../../../mocks/site/serve-static";

const gzipKiB = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length / 1024;

/** What "before any click" means: everything a visitor's browser fetches in this long without any input. */
export const FIRST_LOAD_WINDOW_MS = 15_000;

export interface FirstLoad {
  network: string;
  htmlScripts: number;
  htmlKiB: number;
  idleScripts: number;
  idleKiB: number;
  idleBodies: string[];
  /** Each script fetched in the window: its file name and KiB (gzip -9), in the order they came. */
  idleFiles: { name: string; kib: number }[];
}

export interface FirstLoadOptions {
  /** Runs on the fresh page before it loads the build, to attach listeners. */
  beforeLoad?: (page: Page) => Promise<unknown>;
  /** Where the builds are (out/ by default): measures `<outRoot>/<network>`. */
  outRoot?: string;
}

/**
 * The scripts a built page names, as `src`: its <script src> tags (noModule ones left out) and the list its inline
 * script asks for once the first screen is painted (scripts/framework/defer-boot.ts).
 */
export function pageScripts(html: string): string[] {
  const listed = [...html.matchAll(/<script type="application\/json"[^>]*>([^<]*)<\/script>/g)].flatMap((m) => {
    const data: unknown = JSON.parse(m[1] ?? "null");
    const scripts = typeof data === "object" && data !== null && "scripts" in data ? data.scripts : [];
    return Array.isArray(scripts) ? scripts.filter((src): src is string => typeof src === "string") : [];
  });
  const tags = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g)]
    .filter((m) => !/noModule/i.test(m[0]))
    .map((m) => m[1] ?? "");
  return [...new Set([...tags, ...listed])];
}

export async function measureFirstLoad(network: string, options: FirstLoadOptions = {}): Promise<FirstLoad> {
  const dir = join(options.outRoot ?? "out", network);
  const html = readFileSync(join(dir, "index.html"), "utf8");
  const srcs = pageScripts(html);
  const htmlKiB = srcs.reduce((sum, src) => sum + gzipKiB(readFileSync(join(dir, src.replace(/^\.?\//, "")))), 0);

  const server = await serveStatic({ dir });
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: [...CHROMIUM_ARGS],
  });
  try {
    const page = await browser.newPage();
    await options.beforeLoad?.(page);
    const bodies = new Map<string, Promise<Buffer>>();
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") bodies.set(response.url(), response.body());
    });
    const started = Date.now();
    await page.goto(server.url, { waitUntil: "networkidle" });
    // The window is the measure itself, not a wait for something: code loaded "once idle" or on a timer shows here.
    await page.waitForTimeout(Math.max(0, FIRST_LOAD_WINDOW_MS - (Date.now() - started)));
    // Every body is read before the browser closes (a late one would fail the run).
    const urls = [...bodies.keys()];
    const idle = await Promise.all(bodies.values());
    return {
      network,
      htmlScripts: srcs.length,
      htmlKiB,
      idleScripts: idle.length,
      idleKiB: idle.reduce((sum, body) => sum + gzipKiB(body), 0),
      idleBodies: idle.map((b) => b.toString("utf8")),
      idleFiles: idle.map((body, i) => ({ name: urls[i]?.split("/").pop() ?? "", kib: gzipKiB(body) })),
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

if (process.argv[1]?.endsWith("first-load.ts")) {
  const networks = process.argv.slice(2);
  for (const network of networks.length > 0 ? networks : ["local", "holesky", "mainnet"]) {
    const m = await measureFirstLoad(network);
    console.log(
      `${network.padEnd(8)} html: ${m.htmlScripts} scripts, ${m.htmlKiB.toFixed(1)} KiB gzip | network idle: ${m.idleScripts} scripts, ${m.idleKiB.toFixed(1)} KiB gzip`,
    );
  }
}
