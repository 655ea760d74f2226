// The figures of record, in one generated file: docs/figures.md. Each command that measures (npm test, npm run bench,
// npm run test:planted) replaces its own section there with what it printed, where and when it ran. The docs say what
// is and what the budgets are; the figures live here, so no doc keeps a dated table by hand.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";

export const FIGURES_FILE = "docs/figures.md";

const HEADER = `# Figures of record

Generated: each section is written by the command it names, when it runs (scripts/figures/record.mjs). Do not edit
by hand; run the command again. The budgets these figures are held to are in docs/performance.md and docs/testing.md.
`;

const start = (command) => `<!-- figures: ${command} -->`;
const end = (command) => `<!-- /figures: ${command} -->`;

/** `text` (the file, or nothing yet) with `command`'s section replaced by `body`, or added after the others. */
export function withSection(text, command, body) {
  const base = text && text.startsWith("# Figures of record") ? text : HEADER;
  const section = `${start(command)}\n${body.trimEnd()}\n${end(command)}`;
  const from = base.indexOf(start(command));
  const to = base.indexOf(end(command));
  if (from >= 0 && to > from) return base.slice(0, from) + section + base.slice(to + end(command).length);
  return `${base.trimEnd()}\n\n${section}\n`;
}

/** The section's heading and where it was taken: the commit (with "+changes" when the tree differs), the date, the host. */
export function sectionBody(command, lines, where) {
  return [`## \`${command}\``, "", `${where.commit}, ${where.date}; ${where.host}.`, "", "```", ...lines, "```"].join(
    "\n",
  );
}

function whereNow(root) {
  const git = (...args) => {
    try {
      return execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();
    } catch {
      return "";
    }
  };
  const commit = git("rev-parse", "--short", "HEAD") || "no commit";
  const dirty = git("status", "--porcelain", "--untracked-files=no") !== "";
  const [cpu] = cpus();
  return {
    commit: dirty ? `${commit}+changes` : commit,
    date: new Date().toISOString().slice(0, 16).replace("T", " ") + " UTC",
    host: `${cpus().length} cores${cpu ? ` (${cpu.model.trim()})` : ""}, Node ${process.version}`,
  };
}

/** Writes `command`'s figures (the lines it printed) into docs/figures.md under `root`. */
export function recordFigures(root, command, lines) {
  const file = join(root, FIGURES_FILE);
  const text = existsSync(file) ? readFileSync(file, "utf8") : "";
  writeFileSync(file, withSection(text, command, sectionBody(command, lines, whereNow(root))));
}
