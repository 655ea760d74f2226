// What a chunk holds: for each script of a build made with SOURCE_MAPS=1, the bytes of its code attributed to the
// package (or project folder) each piece came from, from the chunk's source map.
//   SOURCE_MAPS=1 node scripts/build.mjs local --out local-maps
//   npx tsx scripts/bench/chunk-modules.ts out/local-maps <part>… [--within <package or folder>]
// A part is a chunk file's name (as in static/chunks/), "first" (the scripts the page asks for at once) or an intent of the
// page's boot data ("connect", "lookup", "rpc": what a first tap on that control fetches, lib/early-input.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { AnyMap, eachMapping } from "@jridgewell/trace-mapping";
import { chunksOf } from "./instruments/boot-data";
import { COMPILE_HINT } from "../framework/defer-boot";

/** The package a source path belongs to ("viem", "@rainbow-me/rainbowkit"), or its project folder ("lib/chain"). */
export function owner(source: string, within?: string): string {
  const path = source.replace(/^turbopack:\/\/\/\[project\]\//, "").replace(/^\[project\]\//, "");
  const inModules = path.lastIndexOf("node_modules/");
  if (inModules >= 0) {
    const inPackage = path.slice(inModules + "node_modules/".length);
    if (within && inPackage.startsWith(`${within}/`)) return inPackage;
    const parts = inPackage.split("/");
    return parts[0]?.startsWith("@") ? `${parts[0]}/${parts[1] ?? ""}` : (parts[0] ?? path);
  }
  if (within && path.startsWith(`${within}/`)) return path;
  const parts = path.split("/");
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : (parts[0] ?? path);
}

function attribute(code: string, mapText: string, within?: string): Map<string, number> {
  const map = new AnyMap(mapText);
  const lines = code.split("\n");
  const lineStarts: number[] = [];
  let at = 0;
  for (const line of lines) {
    lineStarts.push(at);
    at += line.length + 1;
  }
  const marks: { offset: number; source: string }[] = [];
  eachMapping(map, (m) => {
    marks.push({ offset: (lineStarts[m.generatedLine - 1] ?? 0) + m.generatedColumn, source: m.source ?? "(none)" });
  });
  marks.sort((a, b) => a.offset - b.offset);
  // Each span runs to the next mapped position: code without a mapping of its own counts for the piece before it
  // (some of Next's precompiled router has none, so it shows under a Next source file next to it).
  const bytes = new Map<string, number>();
  for (let i = 0; i < marks.length; i++) {
    const mark = marks[i];
    if (!mark) continue;
    const end = marks[i + 1]?.offset ?? code.length;
    const who = owner(mark.source, within);
    bytes.set(who, (bytes.get(who) ?? 0) + (end - mark.offset));
  }
  return bytes;
}

function main() {
  const args = process.argv.slice(2);
  // --within <package or folder>: that one's bytes by file instead of as one row.
  const withinAt = args.indexOf("--within");
  const within = withinAt >= 0 ? args.splice(withinAt, 2)[1] : undefined;
  const [folder, ...parts] = args;
  if (!folder || parts.length === 0) {
    console.error("usage: tsx scripts/bench/chunk-modules.ts <out folder> <chunk file | first | connect | …>…");
    process.exit(2);
  }
  const indexHtml = readFileSync(join(folder, "index.html"), "utf8");
  const chunks = [...new Set(parts.flatMap((part) => chunksOf(part, indexHtml)))];
  const total = new Map<string, { raw: number; brotli: number }>();
  let allBrotli = 0;
  for (const chunk of chunks) {
    const file = join(folder, "_next/static/chunks", chunk);
    const code = readFileSync(file, "utf8");
    const compressed = brotliCompressSync(code).length;
    allBrotli += compressed;
    // Turbopack names a chunk's map by its own hash: the chunk's last line says which.
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
    if (!mapName) throw new Error(`${chunk} names no source map: build with SOURCE_MAPS=1`);
    // The build puts V8's compile hint on a line of its own before the code (scripts/framework/defer-boot.ts): the map's
    // lines are the code's.
    const mapped = code.startsWith(COMPILE_HINT) ? code.slice(COMPILE_HINT.length) : code;
    const bytes = attribute(mapped, readFileSync(join(folder, "_next/static/chunks", mapName), "utf8"), within);
    for (const [who, raw] of bytes) {
      const seen = total.get(who) ?? { raw: 0, brotli: 0 };
      // A piece's share of the chunk's compressed size, in proportion to its raw bytes.
      total.set(who, { raw: seen.raw + raw, brotli: seen.brotli + (raw / mapped.length) * compressed });
    }
  }
  const rows = [...total].sort((a, b) => b[1].brotli - a[1].brotli);
  console.log(`${chunks.length} chunks, ${(allBrotli / 1024).toFixed(1)} KiB brotli`);
  for (const [who, { raw, brotli }] of rows) {
    if (brotli < 256) continue;
    console.log(
      `${(brotli / 1024).toFixed(1).padStart(7)} KiB br ${(raw / 1024).toFixed(1).padStart(8)} KiB raw  ${who}`,
    );
  }
}

if (process.argv[1]?.endsWith("chunk-modules.ts")) main();
