// Lighthouse 12.8.2 (mobile preset, simulated throttling) on a running site, three runs, medians printed.
// Lighthouse is installed on demand into .cache/lighthouse (git-ignored): 201 packages nobody else needs, and 13.x
// needs Node 22.
//   npx tsx scripts/bench/lighthouse.ts [url] [runs]   (default http://127.0.0.1:3000/, the demo of npm start; 3 runs)
import { execFile, spawnSync } from "node:child_process";
import { promisify } from "node:util";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { findChromium } from "../../mocks/site/chromium";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const LIGHTHOUSE_VERSION = "12.8.2";
const CACHE = join(ROOT, ".cache/lighthouse");
const CLI = join(CACHE, "node_modules/lighthouse/cli/index.js");
export const LIGHTHOUSE_RUNS = 3;

/** The parts of a Lighthouse report the bench reads. */
export interface LighthouseReport {
  readonly categories: Readonly<Record<string, { readonly score: number | null }>>;
  readonly audits: Readonly<
    Record<
      string,
      { readonly numericValue?: number; readonly details?: { readonly items?: readonly { wastedBytes?: number }[] } }
    >
  >;
  /** The host's speed as Lighthouse measured it before the run (unthrottled): machines of one kind differ. */
  readonly environment?: { readonly benchmarkIndex?: number };
}

export interface LighthouseFigures {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly legacyBytes: number;
  /** Lighthouse's benchmark index of the host (higher is faster), to set the run beside runs on other machines. */
  readonly benchmarkIndex: number;
}

const score = (report: LighthouseReport, category: string) =>
  Math.round((report.categories[category]?.score ?? 0) * 100);

/** One run's figures: scores out of 100, LCP and TBT in ms, the legacy JavaScript Lighthouse would cut in bytes. */
export function reportFigures(report: LighthouseReport): LighthouseFigures {
  const audit = (id: string) => report.audits[id];
  return {
    performance: score(report, "performance"),
    accessibility: score(report, "accessibility"),
    bestPractices: score(report, "best-practices"),
    seo: score(report, "seo"),
    lcpMs: audit("largest-contentful-paint")?.numericValue ?? Number.NaN,
    tbtMs: audit("total-blocking-time")?.numericValue ?? Number.NaN,
    legacyBytes: (audit("legacy-javascript")?.details?.items ?? []).reduce(
      (sum, item) => sum + (item.wastedBytes ?? 0),
      0,
    ),
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
  };
}

const middle = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Each figure's median over the runs, taken separately (as Lighthouse's own guidance reads several runs). */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const of = (key: keyof LighthouseFigures) => middle(runs.map((run) => run[key]));
  return {
    performance: of("performance"),
    accessibility: of("accessibility"),
    bestPractices: of("bestPractices"),
    seo: of("seo"),
    lcpMs: of("lcpMs"),
    tbtMs: of("tbtMs"),
    legacyBytes: of("legacyBytes"),
    benchmarkIndex: of("benchmarkIndex"),
  };
}

function installLighthouse(): void {
  const installed = join(CACHE, "node_modules/lighthouse/package.json");
  if (existsSync(installed) && JSON.parse(readFileSync(installed, "utf8")).version === LIGHTHOUSE_VERSION) return;
  mkdirSync(CACHE, { recursive: true });
  if (!existsSync(join(CACHE, "package.json"))) writeFileSync(join(CACHE, "package.json"), '{ "private": true }\n');
  process.stderr.write(`installing lighthouse@${LIGHTHOUSE_VERSION} into .cache/lighthouse…\n`);
  const result = spawnSync("npm", ["install", "--no-audit", "--no-fund", `lighthouse@${LIGHTHOUSE_VERSION}`], {
    cwd: CACHE,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error(`installing lighthouse failed (exit ${result.status ?? result.signal})`);
}

/**
 * One Lighthouse run. Asynchronous on purpose: the bench serves the demo from its own process, and a synchronous
 * child would block the server the run is waiting for.
 */
async function runOnce(url: string): Promise<LighthouseReport> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      CLI,
      url,
      "--quiet",
      "--output=json",
      "--output-path=stdout",
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
    ],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: findChromium() } },
  ).catch((error: unknown) => {
    const stderr = error instanceof Error && "stderr" in error ? String(error.stderr) : String(error);
    throw new Error(`lighthouse failed: ${stderr}`);
  });
  return JSON.parse(stdout) as LighthouseReport;
}

/** Every run's figures and their medians, over `runs` mobile runs of `url`, one after the other. */
export async function measureLighthouse(
  url: string,
  runs = LIGHTHOUSE_RUNS,
): Promise<LighthouseFigures & { readonly runs: readonly LighthouseFigures[] }> {
  installLighthouse();
  const each: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run += 1) each.push(reportFigures(await runOnce(url)));
  return { ...medianFigures(each), runs: each };
}

/** A benchmark index as printed: a report without one says so rather than NaN. */
const index = (value: number) => (Number.isNaN(value) ? "unknown" : String(Math.round(value)));

/** `name: value unit` lines, as the rest of the bench prints them; with the runs, their spread too. */
export function lighthouseLines(
  figures: LighthouseFigures & { readonly runs?: readonly LighthouseFigures[] },
): string[] {
  const runs = figures.runs ?? [];
  const spread = (key: "performance" | "tbtMs" | "lcpMs" | "benchmarkIndex", unit: (v: number) => string) =>
    runs.map((run) => unit(run[key])).join(", ");
  const each =
    runs.length > 0
      ? [
          `lighthouse mobile runs performance: ${spread("performance", String)}`,
          `lighthouse mobile runs TBT: ${spread("tbtMs", (v) => `${Math.round(v)} ms`)}`,
          `lighthouse mobile runs LCP: ${spread("lcpMs", (v) => `${(v / 1000).toFixed(2)} s`)}`,
          `lighthouse runs benchmark index: ${spread("benchmarkIndex", index)}`,
        ]
      : [];
  return [
    `lighthouse mobile performance: ${figures.performance} /100`,
    `lighthouse mobile accessibility: ${figures.accessibility} /100`,
    `lighthouse mobile best practices: ${figures.bestPractices} /100`,
    `lighthouse mobile seo: ${figures.seo} /100`,
    `lighthouse mobile LCP: ${(figures.lcpMs / 1000).toFixed(2)} s`,
    `lighthouse mobile TBT: ${Math.round(figures.tbtMs)} ms`,
    `lighthouse legacy JavaScript: ${figures.legacyBytes} bytes`,
    `lighthouse benchmark index: ${index(figures.benchmarkIndex)}`,
    ...each,
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const url = process.argv[2] ?? "http://127.0.0.1:3000/";
  const runs = process.argv[3] ? Number(process.argv[3]) : LIGHTHOUSE_RUNS;
  for (const line of lighthouseLines(await measureLighthouse(url, runs))) process.stdout.write(`${line}\n`);
}
