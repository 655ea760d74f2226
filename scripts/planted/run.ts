// npm run test:planted: do the tests fail when the product is wrong? Each defect of scripts/planted/defects.ts is
// planted alone in a scratch copy of the tree, the local site is built from it, and the tests named for it run: in
// the injected-wallet suite (three times) and, where the flow is a wallet's, in the real-MetaMask suite (once). One
// row per defect says whether they failed every time. The working tree is only read. Not part of npm test (about an
// hour); docs/testing.md says when to run it.
//
//   npm run test:planted [-- --only id,id] [--runs 3] [--metamask-runs 1] [--no-metamask] [--no-control]
//                         [--scratch <dir>]
//
// First a control: the same tests on the tree as it is must pass, or a "caught" would mean nothing. Needs the ports
// the suites use (8545-8547, 3000): stop a running `npm start` first. The real-MetaMask suite needs its MetaMask zip
// (SYNPRESS_METAMASK_ZIP, or ../shared/wallets/ beside the repository as CI names it) and `npm ci --prefix e2e/synpress`.
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { DEFECTS, type Defect, type NamedTests } from "./defects";
import { applyEdits, caughtRuns, titlePattern, type RunVerdict } from "./verdicts";
import { recordFigures } from "../figures/record.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
/**
 * What the scratch copy keeps from one run to the next: caches (build, compiled contracts, MetaMask profiles) and the
 * installed packages, copied as hard links while the lockfile is the same (Next's build refuses a node_modules that
 * is a link out of the tree it builds).
 */
const KEPT = new Set([".next", "foundry/out", "foundry/cache", "e2e/synpress/.cache-synpress", "node_modules"]);

interface Options {
  readonly only: ReadonlySet<string> | null;
  readonly runs: number;
  readonly metamaskRuns: number;
  readonly metamask: boolean;
  readonly control: boolean;
  readonly scratch: string;
}

function parseOptions(args: readonly string[]): Options {
  const value = (name: string) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const only = value("only");
  const ids = only ? new Set(only.split(",")) : null;
  for (const id of ids ?? []) {
    if (!DEFECTS.some((d) => d.id === id)) throw new Error(`no defect "${id}" in scripts/planted/defects.ts`);
  }
  return {
    only: ids,
    runs: Number(value("runs") ?? 3),
    metamaskRuns: Number(value("metamask-runs") ?? 1),
    metamask: !args.includes("--no-metamask"),
    control: !args.includes("--no-control"),
    scratch: value("scratch") ?? join(tmpdir(), "smoothly-planted"),
  };
}

/** Runs a command in the scratch tree; resolves with its exit code and the last of its output. */
function run(command: string, args: readonly string[], cwd: string, env: Readonly<Record<string, string>> = {}) {
  return new Promise<{ code: number; tail: string }>((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-6_000);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", (error) => resolve({ code: 1, tail: error.message }));
    child.on("close", (code) => resolve({ code: code ?? 1, tail: output }));
  });
}

/** The tree's files as the working tree has them now (tracked and new, not ignored). */
async function treeFiles(): Promise<string[]> {
  const listed = await new Promise<string>((resolve, reject) => {
    const child = spawn("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("close", (code) => (code === 0 ? resolve(out) : reject(new Error("git ls-files failed"))));
  });
  return listed.split("\0").filter((path) => path !== "" && existsSync(join(ROOT, path)));
}

/** A fresh copy of the tree in `scratch` (its caches kept), with the installed packages linked in. */
async function prepareScratch(scratch: string): Promise<void> {
  mkdirSync(scratch, { recursive: true });
  const keep = (path: string) => [...KEPT].some((kept) => kept === path || kept.startsWith(`${path}/`));
  const clear = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (KEPT.has(path)) continue;
      if (entry.isDirectory() && keep(path)) clear(join(dir, entry.name), path);
      else rmSync(join(dir, entry.name), { recursive: true, force: true });
    }
  };
  clear(scratch, "");
  for (const path of await treeFiles()) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    cpSync(join(ROOT, path), join(scratch, path));
  }
  const lockfile = readFileSync(join(ROOT, "package-lock.json"), "utf8");
  const stamp = join(scratch, "node_modules/.planted-lockfile");
  if (!existsSync(stamp) || readFileSync(stamp, "utf8") !== lockfile) {
    rmSync(join(scratch, "node_modules"), { recursive: true, force: true });
    const { code, tail } = await run("cp", ["-al", join(ROOT, "node_modules"), join(scratch, "node_modules")], scratch);
    if (code !== 0) throw new Error(`could not link the installed packages into ${scratch}:\n${tail}`);
    writeFileSync(stamp, lockfile);
  }
  // The Synpress suite runs its own pinned packages with plain Node: a link is enough there.
  const synpress = "e2e/synpress/node_modules";
  if (existsSync(join(ROOT, synpress))) symlinkSync(join(ROOT, synpress), join(scratch, synpress), "dir");
}

function metamaskZip(): string | undefined {
  const shared = join(ROOT, "..", "shared", "wallets", "metamask-chrome-13.13.1.zip");
  return process.env.SYNPRESS_METAMASK_ZIP ?? (existsSync(shared) ? shared : undefined);
}

/** The named tests of the injected suite, `runs` times; which runs failed. */
async function injectedRuns(scratch: string, named: readonly NamedTests[], runs: number): Promise<RunVerdict> {
  const report = join(scratch, "planted-report.json");
  rmSync(report, { force: true });
  const playwright = join(scratch, "node_modules/.bin/playwright");
  const args = ["test", ...named.map((n) => n.spec), "--project=local", `--repeat-each=${runs}`, "--retries=0"];
  const { tail } = await run(
    playwright,
    [...args, "--trace", "off", "-g", titlePattern(named.flatMap((n) => n.titles))],
    scratch,
    { E2E_JSON_REPORT: report },
  );
  return caughtRuns(existsSync(report) ? readFileSync(report, "utf8") : null, runs, tail);
}

/** The named specs of the real-MetaMask suite on its local build, `runs` times: a run failed when its exit was not 0. */
async function metamaskRuns(scratch: string, named: readonly NamedTests[], runs: number): Promise<RunVerdict> {
  const zip = metamaskZip();
  if (!zip) return { runs, failed: 0, problem: "no MetaMask zip (SYNPRESS_METAMASK_ZIP)" };
  const titles = named.flatMap((n) => n.titles);
  let failed = 0;
  let tail = "";
  for (let i = 0; i < runs; i += 1) {
    const args = [join(scratch, "e2e/synpress/run.mjs"), ...named.map((n) => n.spec), "--trace", "off"];
    const result = await run(
      process.execPath,
      titles.length > 0 ? [...args, "-g", titlePattern(titles)] : args,
      scratch,
      {
        SYNPRESS_METAMASK_ZIP: zip,
        SYNPRESS_NETWORK: "local",
      },
    );
    if (result.code !== 0) failed += 1;
    tail = result.tail;
  }
  const ran = /\b\d+ (passed|failed)\b/.test(tail) || /\d+ failed/.test(tail);
  return ran ? { runs, failed } : { runs, failed: 0, problem: `the suite did not run its tests:\n${tail}` };
}

async function build(scratch: string): Promise<string | null> {
  const { code, tail } = await run(process.execPath, ["scripts/build.mjs", "local"], scratch, { SKIP_TYPECHECK: "1" });
  return code === 0 ? null : tail;
}

interface Row {
  readonly id: string;
  readonly injected: RunVerdict;
  readonly metamask: RunVerdict | null;
  readonly seconds: number;
}

const verdictText = (v: RunVerdict | null, expectFailures: boolean) => {
  if (v === null) return "-";
  if (v.problem) return `not run: ${v.problem.split("\n")[0]}`;
  const wanted = expectFailures ? v.failed : v.runs - v.failed;
  const word = expectFailures ? "caught" : "passed";
  return `${word} ${wanted}/${v.runs}`;
};

const caughtEveryTime = (v: RunVerdict | null) => v === null || (!v.problem && v.failed === v.runs);

async function plant(scratch: string, defect: Defect | null, options: Options, named: NamedSets): Promise<Row> {
  const started = performance.now();
  const originals = new Map<string, string>();
  if (defect) {
    for (const edit of defect.edits) {
      const path = join(scratch, edit.file);
      if (!originals.has(edit.file)) originals.set(edit.file, readFileSync(path, "utf8"));
    }
    const changed = applyEdits(defect.edits, (file) => readFileSync(join(scratch, file), "utf8"));
    for (const [file, text] of changed) writeFileSync(join(scratch, file), text);
  }
  try {
    const failedBuild = await build(scratch);
    if (failedBuild) {
      const problem = `the build failed:\n${failedBuild}`;
      return { id: defect?.id ?? "control", injected: { runs: 0, failed: 0, problem }, metamask: null, seconds: 0 };
    }
    const runs = defect ? options.runs : 1;
    const injected = await injectedRuns(scratch, defect ? defect.injected : named.injected, runs);
    const metamaskTests = defect ? defect.metamask : named.metamask;
    const metamask =
      options.metamask && metamaskTests && metamaskTests.length > 0
        ? await metamaskRuns(scratch, metamaskTests, defect ? options.metamaskRuns : 1)
        : null;
    return { id: defect?.id ?? "control", injected, metamask, seconds: (performance.now() - started) / 1000 };
  } finally {
    for (const [file, text] of originals) writeFileSync(join(scratch, file), text);
  }
}

interface NamedSets {
  readonly injected: readonly NamedTests[];
  readonly metamask: readonly NamedTests[];
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const defects = DEFECTS.filter((d) => options.only === null || options.only.has(d.id));
  const began = performance.now();
  process.stdout.write(`planted defects: ${defects.length}, scratch copy in ${options.scratch}\n`);
  await prepareScratch(options.scratch);
  const named: NamedSets = {
    injected: defects.flatMap((d) => d.injected),
    metamask: defects
      .flatMap((d) => d.metamask ?? [])
      .filter((n, i, all) => all.findIndex((m) => m.spec === n.spec) === i),
  };
  const rows: Row[] = [];
  // The table, kept for docs/figures.md when every defect was planted (a run of some, --only, is not a record).
  const table: string[] = [];
  const say = (line: string) => {
    table.push(line);
    process.stdout.write(`${line}\n`);
  };
  const print = (row: Row, control: boolean) => {
    const cells = [
      row.id.padEnd(26),
      verdictText(row.injected, !control).padEnd(22),
      verdictText(row.metamask, !control).padEnd(22),
      `${row.seconds.toFixed(0)} s`,
    ];
    say(cells.join(" "));
  };
  say(`${"defect".padEnd(26)} ${"injected suite".padEnd(22)} ${"real MetaMask".padEnd(22)} time`);
  if (options.control) {
    const control = await plant(options.scratch, null, { ...options }, named);
    print(control, true);
    const passed = (v: RunVerdict | null) => v === null || (!v.problem && v.failed === 0);
    if (!passed(control.injected) || !passed(control.metamask)) {
      process.stdout.write("the named tests fail without any defect: mend them first (the control must pass)\n");
      for (const title of control.injected.failing ?? []) process.stdout.write(`failed: ${title}\n`);
      process.stdout.write(`${control.injected.problem ?? ""}${control.metamask?.problem ?? ""}\n`);
      process.exit(1);
    }
  }
  for (const defect of defects) {
    const row = await plant(options.scratch, defect, options, named);
    rows.push(row);
    print(row, false);
    for (const problem of [row.injected.problem, row.metamask?.problem])
      if (problem) process.stdout.write(`${problem}\n`);
  }
  const escaped = rows.filter((r) => !caughtEveryTime(r.injected) || !caughtEveryTime(r.metamask));
  const minutes = (performance.now() - began) / 60_000;
  say(
    escaped.length === 0
      ? `all ${rows.length} defects caught every time, in ${minutes.toFixed(1)} min`
      : `${escaped.length} of ${rows.length} defects escaped at least once (${escaped.map((r) => r.id).join(", ")}), in ${minutes.toFixed(1)} min`,
  );
  if (options.only === null) recordFigures(ROOT, "npm run test:planted", table);
  process.exit(escaped.length === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
