import { build } from "esbuild";
import { fileURLToPath } from "node:url";

let bundled: Promise<string> | undefined;

/** The in-page harness as one classic script (built once per process, in memory). */
export function harnessScript(): Promise<string> {
  bundled ??= build({
    entryPoints: [fileURLToPath(new URL("./in-page.ts", import.meta.url))],
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2020",
    write: false,
    logLevel: "silent",
    // @testing-library/dom reads a few settings from process.env, which a page has not.
    define: { "process.env.NODE_ENV": '"production"', "process.env.DEBUG_PRINT_LIMIT": '"7000"' },
  }).then((result) => {
    const [file] = result.outputFiles;
    if (!file) throw new Error("esbuild wrote no harness script");
    return file.text;
  });
  return bundled;
}
