import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The domain rules must stay free of React (not even type imports), directly or through anything they import.
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const FORBIDDEN =
  /^(react|react-dom|swr|wagmi|next|@headlessui\/react|@tanstack\/react-query)(\/.*)?$|^(@wagmi|@rainbow-me)\//;

const SPECIFIER =
  /\b(?:import|export)\s[^'"`;]*?\bfrom\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)|\bimport\s+["']([^"']+)["']|\brequire\s*\(\s*["']([^"']+)["']\s*\)/g;

function importSpecifiers(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((m) => m[1] ?? m[2] ?? m[3] ?? m[4] ?? "");
}

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("@/")
    ? join(ROOT, specifier.slice(2))
    : specifier.startsWith(".")
      ? resolve(dirname(from), specifier)
      : undefined;
  if (base === undefined) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find(
    (p) => existsSync(p) && statSync(p).isFile() && /\.tsx?$/.test(p),
  );
}

/** Every forbidden specifier reachable from `entry`, as "file → specifier". */
function forbiddenImports(entry: string): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of importSpecifiers(readFileSync(file, "utf8"))) {
      if (FORBIDDEN.test(specifier)) found.push(`${relative(ROOT, file)} → ${specifier}`);
      const local = resolveLocal(file, specifier);
      if (local !== undefined) visit(local);
    }
  };
  visit(entry);
  return found;
}

function filesIn(dir: string, keep: (name: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => join(dir, name))
    .filter((p) => statSync(p).isFile() && /\.tsx?$/.test(p) && keep(p.slice(dir.length + 1)));
}

// lib/api also holds the SWR hooks (design.md §4), so only its schema and parsing modules are checked.
const PURE_FILES = [
  // This file is skipped: its own sample sources are full of React imports.
  ...filesIn(join(ROOT, "lib/validators"), (name) => name !== "pure-modules.test.ts"),
  join(ROOT, "lib/format.ts"),
  ...filesIn(join(ROOT, "lib/api"), (name) => /^(schemas|parse-result)/.test(name)),
  ...filesIn(join(ROOT, "lib/chain"), (name) => name.startsWith("error-catalogue")),
];

describe("pure domain modules", () => {
  it("finds the modules it guards", () => {
    const names = PURE_FILES.map((p) => relative(ROOT, p));
    expect(names).toEqual(expect.arrayContaining(["lib/validators/status.ts", "lib/format.ts", "lib/api/schemas.ts"]));
  });

  it("spots React imports in every form", () => {
    const source = [
      'import { useState } from "react";',
      'import type { FC } from "react";',
      "import {\n  createRoot,\n} from 'react-dom/client';",
      'export { jsx } from "react/jsx-runtime";',
      'const lazy = import("react");',
      'import "react";',
      'const r = require("react");',
      'import useSWR from "swr";',
      'import { useAccount } from "wagmi";',
      'import { formatEther } from "viem";',
    ].join("\n");
    const specifiers = importSpecifiers(source);
    expect(specifiers).toHaveLength(10);
    expect(specifiers.filter((s) => FORBIDDEN.test(s))).toHaveLength(9);
  });

  it.each(PURE_FILES.map((p) => [relative(ROOT, p), p]))(
    "%s imports no React, directly or indirectly",
    (_name, file) => {
      expect(forbiddenImports(file)).toEqual([]);
    },
  );
});
