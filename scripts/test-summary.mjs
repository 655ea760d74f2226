// The last lines of `npm test`: the Node it ran on, one line per step that ran, then the counts, then each browser's
// tests. A step that exits 0 but printed `synpress: skipped: <reason>` (the real-MetaMask suite where the extension
// cannot be had) counts as skipped, not passed. A browser step (Playwright) writes a JSON report, from which its line
// names the browser and counts its tests.

const SKIP_LINE = /^synpress: skipped: (.*)$/m;

/**
 * Why a step that reports skips skipped itself, or null when it ran (or failed).
 * @param {number | null} status the step's exit code
 * @param {string} stdout what it printed
 * @returns {string | null}
 */
export function skipReason(status, stdout) {
  return status === 0 ? (SKIP_LINE.exec(stdout)?.[1] ?? null) : null;
}

/** @typedef {{ browser: string; passed: number; failed: number; skipped: number }} TestCounts */

/** Every "browser" annotation's text in a Playwright JSON report (the engine flows note the browser and its version). */
function browserAnnotations(node, found = new Set()) {
  if (Array.isArray(node)) for (const item of node) browserAnnotations(item, found);
  else if (node && typeof node === "object") {
    if (node.type === "browser" && typeof node.description === "string") found.add(node.description);
    for (const value of Object.values(node)) browserAnnotations(value, found);
  }
  return found;
}

/**
 * A browser step's tests, from its Playwright JSON report: passed (flaky ones included), failed and skipped, and the
 * browser they ran in (its annotation, else `browser`). Null for a report that is missing or unreadable.
 * @param {string | null} json the report's text
 * @param {string} browser the engine's name when the report does not say
 * @returns {TestCounts | null}
 */
export function testCounts(json, browser) {
  let report;
  try {
    report = JSON.parse(json ?? "");
  } catch {
    return null;
  }
  const stats = report?.stats;
  if (!stats || typeof stats.expected !== "number") return null;
  const [annotated] = browserAnnotations(report.suites ?? []);
  return {
    browser: annotated ?? browser,
    passed: stats.expected + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  };
}

const countsText = (t) => `${t.passed} passed, ${t.skipped} skipped${t.failed > 0 ? `, ${t.failed} failed` : ""}`;

/**
 * @param {readonly { name: string; ok: boolean; skipped: string | null; seconds: number; tests?: TestCounts | null }[]} results
 * @param {{ version: string; execPath: string }} node the Node the steps ran on (process.version, process.execPath)
 * @returns {string[]}
 */
export function summaryLines(results, node) {
  const lines = [`Node ${node.version} (${node.execPath})`];
  for (const r of results) {
    const mark = r.skipped !== null ? "-" : r.ok ? "✓" : "✗";
    const note =
      r.skipped !== null ? `  skipped: ${r.skipped}` : r.tests ? `  ${r.tests.browser}: ${countsText(r.tests)}` : "";
    lines.push(`${mark} ${r.name.padEnd(34)} ${r.seconds.toFixed(1)} s${note}`);
  }
  const failed = results.filter((r) => !r.ok).length;
  const skipped = results.filter((r) => r.skipped !== null).length;
  lines.push(`steps: ${results.length - failed - skipped} passed, ${failed} failed, ${skipped} skipped`);
  // One figure per browser: the Chromium suite's shards, its budgets and its engine flows add up under one name.
  const byBrowser = new Map();
  for (const { tests } of results) {
    if (!tests) continue;
    const sum = byBrowser.get(tests.browser) ?? { passed: 0, failed: 0, skipped: 0 };
    byBrowser.set(tests.browser, {
      passed: sum.passed + tests.passed,
      failed: sum.failed + tests.failed,
      skipped: sum.skipped + tests.skipped,
    });
  }
  const engines = [...byBrowser].map(([browser, counts]) => `${browser} ${countsText(counts)}`);
  if (engines.length > 0) lines.push(`browsers: ${engines.join("; ")}`);
  return lines;
}
