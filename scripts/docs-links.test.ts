// The docs say what is: every repository path they name exists, and no doc keeps a dated journal. The figures of
// record, with their dates, live only in the generated docs/figures.md (scripts/figures/record.mjs).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { FIGURES_FILE } from "./figures/record.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const git = (...args: string[]) => execFileSync("git", args, { cwd: ROOT, encoding: "utf8" });

const TRACKED = git("ls-files", "-z").split("\0").filter(Boolean);
const TRACKED_FILES = new Set(TRACKED);
const TRACKED_DIRS = new Set(
  TRACKED.flatMap((file) =>
    file
      .split("/")
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join("/")),
  ),
);
const TRACKED_NAMES = new Set(TRACKED.map((file) => file.split("/").pop()));
const TOP_LEVEL = new Set(TRACKED.map((file) => file.split("/")[0] ?? ""));

const DOCS = TRACKED.filter(
  (file) => /^docs\/[^/]+\.md$/.test(file) || file === "README.md" || file === "CONTRIBUTING.md",
);

/** A path the repository holds (file or folder), or one it makes and ignores (node_modules, out/, the figures). */
function exists(path: string): boolean {
  const clean = path.replace(/\/$/, "");
  if (TRACKED_FILES.has(clean) || TRACKED_DIRS.has(clean) || clean === FIGURES_FILE) return true;
  try {
    // As a file, or as a folder: a pattern such as `node_modules/` matches only a folder's name.
    return git("check-ignore", "--no-index", clean, `${clean}/`).trim() !== "";
  } catch {
    return false;
  }
}

/** Every word of a backticked span that reads as a repository path: it starts with one of the repo's top-level names. */
function backtickedPaths(text: string): string[] {
  return backtickedWords(text)
    .filter((word) => word.includes("/") && TOP_LEVEL.has(word.split("/")[0] ?? ""))
    .filter((word) => !/[*<>{}$[\]|]/.test(word));
}

/** The words of every backticked span outside code blocks, without quotes, trailing punctuation or a line number. */
function backtickedWords(text: string): string[] {
  const spans = [...text.replace(/^```[\s\S]*?^```/gm, "").matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? "");
  return spans
    .flatMap((span) => span.split(/[\s,()=]+/))
    .map((word) => word.replace(/^["']|["':;.]+$/g, "").replace(/:\d+$/, ""));
}

/** Every glob in backticks (`e2e/wallets/safe-*.spec.ts`) that names repository files. */
function backtickedGlobs(text: string): string[] {
  return backtickedWords(text)
    .filter((word) => word.includes("*") && TOP_LEVEL.has(word.split("/")[0] ?? ""))
    .filter((word) => !/[<>$[\]|]/.test(word));
}

/** Whether a glob matches a tracked file: `**` any folders, `*` within a name, `{a,b}` either. */
function matchesSome(glob: string): boolean {
  const source = glob
    .replace(/[.+^()]/g, "\\$&")
    .replace(/\*\*\//g, "\u0000")
    .replace(/\*/g, "[^/]*")
    .replace(/\u0000/g, "(?:.*/)?")
    .replace(/\{([^}]*)\}/g, (_, options: string) => `(?:${options.split(",").join("|")})`);
  const pattern = new RegExp(`^${source}${glob.endsWith("/") ? ".*" : "(?:/.*)?"}$`);
  return TRACKED.some((file) => pattern.test(file));
}

/** Every source file named alone in backticks (`write-pipeline.ts`): the doc says which folder, the repo must hold it. */
function backtickedNames(text: string): string[] {
  return backtickedWords(text).filter((word) => /^[\w.-]+\.(ts|tsx|mjs|cjs|js|sol|css)$/.test(word));
}

/** Every relative link's target, as a path from the repository's root. */
function linkedPaths(doc: string, text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]?.split("#")[0] ?? "")
    .filter((target) => target !== "" && !/^[a-z][a-z+.-]*:/i.test(target))
    .map((target) => normalize(join(dirname(doc), target)));
}

describe("the docs name what is", () => {
  it("reads the docs: docs/*.md, README.md and CONTRIBUTING.md", () => {
    expect(DOCS).toEqual(
      expect.arrayContaining(["README.md", "CONTRIBUTING.md", "docs/architecture.md", "docs/testing.md"]),
    );
  });

  it.each(DOCS)("every repository path %s names exists", (doc) => {
    const text = readFileSync(join(ROOT, doc), "utf8");
    const named = [...new Set([...backtickedPaths(text), ...linkedPaths(doc, text)])];
    expect(named.filter((path) => !exists(path))).toEqual([]);
  });

  it.each(DOCS)("every glob %s names matches a file", (doc) => {
    const globs = backtickedGlobs(readFileSync(join(ROOT, doc), "utf8"));
    expect(globs.filter((glob) => !matchesSome(glob))).toEqual([]);
  });

  it.each(DOCS)("every source file %s names by its name alone is in the repository", (doc) => {
    const names = backtickedNames(readFileSync(join(ROOT, doc), "utf8"));
    expect(names.filter((name) => !TRACKED_NAMES.has(name))).toEqual([]);
  });

  it.each(DOCS.filter((doc) => doc !== FIGURES_FILE))(
    "%s holds no dated note (the figures of record are generated)",
    (doc) => {
      const text = readFileSync(join(ROOT, doc), "utf8");
      expect(text.match(/2026-1[12]-\d{2}/g) ?? []).toEqual([]);
    },
  );
});

describe("the check itself", () => {
  it("takes a path from a command in backticks, and leaves words, globs and placeholders alone", () => {
    const text =
      "Run `npx tsx scripts/bench/phone.ts [tries]` and `e2e/flows/claim.spec.ts:12`, not `lib/**/x.test.ts`, `out/<dir>`, `data-write` or `npm test`.";
    expect(backtickedPaths(text)).toEqual(["scripts/bench/phone.ts", "e2e/flows/claim.spec.ts"]);
  });

  it("matches a glob against the tracked files", () => {
    expect(backtickedGlobs("`e2e/wallets/safe-*.spec.ts` and `lib/**/use-*.ts`")).toEqual([
      "e2e/wallets/safe-*.spec.ts",
      "lib/**/use-*.ts",
    ]);
    expect(matchesSome("e2e/wallets/safe-*.spec.ts")).toBe(true);
    expect(matchesSome("lib/**/use-*.ts")).toBe(true);
    expect(matchesSome("{lib,components}/**/*.test.{ts,tsx}")).toBe(true);
    expect(matchesSome("e2e/safe-*.spec.ts")).toBe(false);
  });

  it("takes a source file named alone, and leaves a data file's name alone", () => {
    expect(backtickedNames("`write-pipeline.ts` (`runPoolWrite`) writes `manifest.json`")).toEqual([
      "write-pipeline.ts",
    ]);
  });

  it("resolves a relative link from its doc and leaves addresses and anchors alone", () => {
    const text = "[a](rpc.md) [b](../e2e/synpress/README.md#specs) [c](https://example.org/x) [d](#the-layers)";
    expect(linkedPaths("docs/testing.md", text)).toEqual(["docs/rpc.md", "e2e/synpress/README.md"]);
  });

  it("knows a missing path from a tracked file, a folder and a generated one", () => {
    expect(exists("lib/chain/write/pool-writes.ts")).toBe(true);
    expect(exists("lib/chain/write/")).toBe(true);
    expect(exists(FIGURES_FILE)).toBe(true);
    expect(exists("e2e/synpress/node_modules")).toBe(true);
    expect(exists("lib/chain/rpc-gate.ts")).toBe(false);
    expect(exists("lib/chain/pool-write.ts")).toBe(false);
  });
});
