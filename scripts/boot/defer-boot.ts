// After `next build`: the page's app starts on intent, not on load (lib/early-input.ts). Next's start (its inline
// `<script id="_R_">` turbopack entry) comes out of index.html; it goes, with a start of the first-screen module
// alone, into a JSON element the inline early-input script reads. Every script is still fetched with the page.
//   tsx scripts/boot/defer-boot.ts <out folder>   (the build runs it before writing the Content-Security-Policy)
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse, type Node } from "acorn";
import { BOOT_DATA_ID, type TurbopackEntry } from "../../lib/early-input";

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

/**
 * The ids of the modules in a turbopack chunk whose code holds `marker` as a string. A chunk is one call,
 * `….push([document.currentScript, id, factory, id, id, factory, …])`: each factory follows its ids, more than one
 * when turbopack merged modules into one scope. Starting a merged factory by any of its ids runs all of it and
 * registers every one of its modules, so one id per factory is enough: the first.
 */
export function moduleIdsHolding(chunkSource: string, marker: string): number[] {
  const program = parse(chunkSource, { ecmaVersion: "latest", sourceType: "script" });
  const ids: number[] = [];
  for (const statement of program.body) {
    if (statement.type !== "ExpressionStatement" || statement.expression.type !== "CallExpression") continue;
    const [list] = statement.expression.arguments;
    if (!list || list.type !== "ArrayExpression") continue;
    let group: number[] = [];
    for (const element of (list.elements as (Located | null)[]).slice(1)) {
      if (!element) continue;
      const value = element.type === "Literal" ? (element as Node & { value: unknown }).value : undefined;
      if (typeof value === "number") {
        group.push(value);
        continue;
      }
      const code = chunkSource.slice(element.start, element.end);
      const [first] = group;
      if (first !== undefined && [`"${marker}"`, `'${marker}'`].some((quoted) => code.includes(quoted)))
        ids.push(first);
      group = [];
    }
  }
  return ids;
}

/** The page with its app's start deferred; `readChunk` reads `static/chunks/…` of the build. */
export function deferBoot(html: string, readChunk: (path: string) => string): string {
  const start = ENTRY_SCRIPT.exec(html);
  if (!start?.[1]) throw new Error('no Next start (<script id="_R_"> with a turbopack entry) in the page');
  const entry: unknown = JSON.parse(start[1]);
  if (!isEntry(entry)) throw new Error(`Next's start is not a turbopack entry: ${start[1]}`);
  const chunks = [...html.matchAll(CHUNK_SCRIPT)].map((m) => m[1] ?? "").filter((path) => !RUNTIME.test(path));
  const holders = chunks.flatMap((path) => {
    const source = readChunk(path);
    return source.includes(FIRST_SCREEN_KEY) ? moduleIdsHolding(source, FIRST_SCREEN_KEY) : [];
  });
  if (holders.length !== 1) {
    throw new Error(
      `expected one module marked ${FIRST_SCREEN_KEY} among the page's first scripts, found ${holders.length}`,
    );
  }
  const firstScreen: TurbopackEntry = { otherChunks: chunks, runtimeModuleIds: holders };
  const data = `<script type="application/json" id="${BOOT_DATA_ID}">${JSON.stringify({ entry, firstScreen })}</script>`;
  const withoutStart = html.replace(start[0], "");
  const firstScript = withoutStart.indexOf("<script");
  return `${withoutStart.slice(0, firstScript)}${data}${withoutStart.slice(firstScript)}`;
}

/** Defers the start of `out/<folder>/index.html` (the dashboard; the 404 page keeps its own). */
export function deferBootIn(dir: string): void {
  const page = join(dir, "index.html");
  writeFileSync(
    page,
    deferBoot(readFileSync(page, "utf8"), (path) => readFileSync(join(dir, "_next", path), "utf8")),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folder = process.argv[2];
  if (!folder || !/^[a-z0-9][a-z0-9-]*$/.test(folder)) {
    console.error("usage: tsx scripts/boot/defer-boot.ts <out folder, e.g. local or mainnet-local>");
    process.exit(2);
  }
  deferBootIn(fileURLToPath(new URL(`../../out/${folder}`, import.meta.url)));
  console.log(`✓ out/${folder}/index.html starts its app on intent`);
}
