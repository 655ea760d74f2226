// After `next build`: the page's app starts on intent, not on load (lib/early-input.ts). Next's start (its inline
// `<script id="_R_">` turbopack entry) comes out of index.html; it goes, with a start of the first-screen module
// alone, into a JSON element the inline early-input script reads, with the page's scripts and each intent's island
// chunks. A framework rewrite ("defer-boot" in scripts/framework/rewrites.mjs): it reads Next's and Turbopack's output
// of the version named there.
//   tsx scripts/framework/defer-boot.ts <out folder>   (the build runs it before writing the Content-Security-Policy)
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse, type Node } from "acorn";
import { BOOT_DATA_ID, ISLAND_KEY_PREFIX, type IntentName, type TurbopackEntry } from "../../lib/early-input";

/**
 * components/first-screen.ts's FIRST_SCREEN_KEY (scripts do not import the page's components). Should they drift,
 * no module holds this one and the build stops here.
 */
const FIRST_SCREEN_KEY = "smoothly:first-screen";

/** Next's start: turbopack's entry for the page, pushed inline at the end of the body. */
const ENTRY_SCRIPT =
  /<script id="_R_">\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[^<]*\})\);<\/script>/;

/** The page's chunk scripts (`static/chunks/…js`), as React writes them into the head; the runtime is not a chunk. */
const CHUNK_SCRIPT = /<script src="\.\/_next\/(static\/chunks\/[^"]+\.js)" async="">/g;
const RUNTIME = /\/turbopack-[^/]+\.js$/;
/** The same tags whole, the runtime's included, and the preload hints for them: the inline script asks for them. */
const SCRIPT_TAG = /<script src="(\.\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]* href="\.\/_next\/static\/chunks\/[^"]+\.js"\/>/g;

/** The intents whose islands components/live.tsx fetches on demand: each must be found in the build. */
const ISLANDS: readonly IntentName[] = ["connect", "lookup", "rpc"];

/** A turbopack loader of an async chunk group: `e.v(t=>Promise.all([<chunks>].map(t=>e.l(t))).then(()=>t(<id>)))`. */
const LOADER =
  /\.v\(\s*\(?[\w$]+\)?\s*=>\s*Promise\.all\(\[((?:"[^"]+",?)+)\]\.map\(.*?\.then\(\(\)\s*=>\s*[\w$]+\((\d+)\)\)/s;
const ISLAND_KEY = new RegExp(`["']${ISLAND_KEY_PREFIX}([a-z]+)["']`);

/** What a loader fetches and the module it then runs; null if the factory is not a loader. */
export function loaderOf(factory: Factory): { chunks: string[]; target: number } | null {
  const found = LOADER.exec(factory.code);
  if (!found?.[1] || !found[2]) return null;
  return { chunks: JSON.parse(`[${found[1]}]`) as string[], target: Number(found[2]) };
}

/**
 * Each intent's island chunks (`./_next/static/chunks/…`, scripts and style sheets), those of the page left out: the
 * chunks of the loader, among the page's factories, whose module is marked `smoothly:island:<intent>`.
 */
export function islandChunks(
  factories: readonly Factory[],
  pageChunks: readonly string[],
  readChunk: (path: string) => string,
): Record<string, string[]> {
  const page = new Set(pageChunks);
  const parsed = new Map<string, Factory[]>();
  const factoriesIn = (path: string) =>
    parsed.get(path) ?? parsed.set(path, factoriesOf(readChunk(path))).get(path) ?? [];
  const found: Record<string, string[]> = {};
  for (const loader of factories.map(loaderOf)) {
    if (!loader) continue;
    const island = loader.chunks
      .filter((path) => path.endsWith(".js"))
      .flatMap(factoriesIn)
      .find(({ ids }) => ids.includes(loader.target));
    const name = island && ISLAND_KEY.exec(island.code)?.[1];
    if (!name) continue;
    const own = loader.chunks.filter((path) => !page.has(path)).map((path) => `./_next/${path}`);
    found[name] = [...new Set([...(found[name] ?? []), ...own])];
  }
  const missing = ISLANDS.filter((name) => !found[name]);
  if (missing.length > 0) {
    throw new Error(`no loader among the page's first scripts fetches the island of ${missing.join(", ")}`);
  }
  return found;
}

function isEntry(value: unknown): value is TurbopackEntry {
  if (typeof value !== "object" || value === null) return false;
  const { otherChunks, runtimeModuleIds } = value as Record<string, unknown>;
  return (
    Array.isArray(otherChunks) &&
    otherChunks.every((c) => typeof c === "string") &&
    Array.isArray(runtimeModuleIds) &&
    runtimeModuleIds.every((id) => typeof id === "number")
  );
}

interface Located {
  type: string;
  start: number;
  end: number;
}

/** One factory of a turbopack chunk: the ids it registers (more than one when turbopack merged modules) and its code. */
export interface Factory {
  readonly ids: readonly number[];
  readonly code: string;
}

/**
 * The factories of a turbopack chunk. A chunk is one call, `….push([document.currentScript, id, factory, id, id,
 * factory, …])`: each factory follows its ids. Starting a merged factory by any of its ids runs all of it and registers
 * every one of its modules, so one id per factory is enough to start it: the first.
 */
export function factoriesOf(chunkSource: string): Factory[] {
  const program = parse(chunkSource, { ecmaVersion: "latest", sourceType: "script" });
  const factories: Factory[] = [];
  for (const statement of program.body) {
    if (statement.type !== "ExpressionStatement" || statement.expression.type !== "CallExpression") continue;
    const [list] = statement.expression.arguments;
    if (!list || list.type !== "ArrayExpression") continue;
    let ids: number[] = [];
    for (const element of (list.elements as (Located | null)[]).slice(1)) {
      if (!element) continue;
      const value = element.type === "Literal" ? (element as Node & { value: unknown }).value : undefined;
      if (typeof value === "number") {
        ids.push(value);
        continue;
      }
      if (ids.length > 0) factories.push({ ids, code: chunkSource.slice(element.start, element.end) });
      ids = [];
    }
  }
  return factories;
}

/** The first id of each factory in a chunk whose code holds `marker` as a string. */
export function moduleIdsHolding(chunkSource: string, marker: string): number[] {
  return factoriesOf(chunkSource)
    .filter(({ code }) => [`"${marker}"`, `'${marker}'`].some((quoted) => code.includes(quoted)))
    .flatMap(({ ids }) => ids.slice(0, 1));
}

/** The modules a factory imports at once (`e.i(id)` on its first parameter), in order, its own left out. */
export function importsOf(factory: Factory): number[] {
  const runtime = /^\(?\s*([A-Za-z_$][\w$]*)/.exec(factory.code)?.[1];
  if (!runtime) return [];
  const call = new RegExp(`(?<![\\w$.])${runtime.replace(/\$/g, "\\$")}\\.i\\((\\d+)\\)`, "g");
  const imported = [...factory.code.matchAll(call)].map((m) => Number(m[1]));
  return [...new Set(imported)].filter((id) => !factory.ids.includes(id));
}

/**
 * The page with its app's start deferred; `readChunk` reads `static/chunks/…` of the build. The first-screen module
 * starts in steps, one task each: each module it imports (with what that one imports), then itself, so no step is
 * one long task on a slow phone. The page's scripts leave the HTML: the inline script asks for them once the first
 * screen is painted, or at once on intent, and with an intent its island's chunks too.
 */
export function deferBoot(html: string, readChunk: (path: string) => string): string {
  const start = ENTRY_SCRIPT.exec(html);
  if (!start?.[1]) throw new Error('no Next start (<script id="_R_"> with a turbopack entry) in the page');
  const entry: unknown = JSON.parse(start[1]);
  if (!isEntry(entry)) throw new Error(`Next's start is not a turbopack entry: ${start[1]}`);
  const chunks = [...html.matchAll(CHUNK_SCRIPT)].map((m) => m[1] ?? "").filter((path) => !RUNTIME.test(path));
  const factories = chunks.flatMap((path) => factoriesOf(readChunk(path)));
  const holders = factories.filter(({ code }) =>
    [`"${FIRST_SCREEN_KEY}"`, `'${FIRST_SCREEN_KEY}'`].some((quoted) => code.includes(quoted)),
  );
  const [holder] = holders;
  if (!holder || holders.length !== 1) {
    throw new Error(
      `expected one module marked ${FIRST_SCREEN_KEY} among the page's first scripts, found ${holders.length}`,
    );
  }
  const known = new Set(factories.flatMap(({ ids }) => ids));
  const steps = [...importsOf(holder).filter((id) => known.has(id)), holder.ids[0] ?? 0].map((id): TurbopackEntry => ({
    otherChunks: chunks,
    runtimeModuleIds: [id],
  }));
  const scripts = [...html.matchAll(SCRIPT_TAG)].map((m) => m[1] ?? "");
  const intents = islandChunks(factories, chunks, readChunk);
  const data = `<script type="application/json" id="${BOOT_DATA_ID}">${JSON.stringify({ entry, firstScreen: steps, scripts, intents })}</script>`;
  const withoutStart = html.replace(start[0], "").replace(SCRIPT_TAG, "").replace(SCRIPT_PRELOAD, "");
  const firstScript = withoutStart.indexOf("<script");
  return `${withoutStart.slice(0, firstScript)}${data}${withoutStart.slice(firstScript)}`;
}

/**
 * V8's explicit compile hint (Chromium 136 on; a comment to the other engines): every function of the file is compiled
 * as the file is, on a background thread while it streams in. Without it each turbopack factory is compiled when it is
 * first run, on the main thread: on a 4× slower phone CPU, over half a second between a tap and the wallet's list.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The chunk with the hint first (once); everything in the page's scripts and an island's runs as soon as it arrives. */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : `${COMPILE_HINT}${source}`;
}

/** The scripts (`./_next/static/chunks/…js`) a deferred page names: its own and every intent's island's. */
export function namedScripts(deferredHtml: string): string[] {
  const data = new RegExp(`<script type="application/json" id="${BOOT_DATA_ID}">([^<]*)</script>`).exec(deferredHtml);
  if (!data?.[1]) return [];
  const { scripts, intents } = JSON.parse(data[1]) as { scripts: string[]; intents: Record<string, string[]> };
  return [...new Set([...scripts, ...Object.values(intents).flat()])].filter((src) => src.endsWith(".js"));
}

/**
 * Defers the start of `out/<folder>/index.html` (the dashboard; the 404 page keeps its own) and puts the compile hint
 * into the scripts it names.
 */
export function deferBootIn(dir: string): void {
  const page = join(dir, "index.html");
  const deferred = deferBoot(readFileSync(page, "utf8"), (path) => readFileSync(join(dir, "_next", path), "utf8"));
  writeFileSync(page, deferred);
  for (const src of namedScripts(deferred)) {
    const file = join(dir, src);
    writeFileSync(file, withCompileHint(readFileSync(file, "utf8")));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folder = process.argv[2];
  if (!folder || !/^[a-z0-9][a-z0-9-]*$/.test(folder)) {
    console.error("usage: tsx scripts/framework/defer-boot.ts <out folder, e.g. local or mainnet-local>");
    process.exit(2);
  }
  deferBootIn(fileURLToPath(new URL(`../../out/${folder}`, import.meta.url)));
  console.log(`✓ out/${folder}/index.html starts its app on intent`);
}
