// The last lines of `npm test`: one per step that ran, then the counts. A step that exits 0 but printed
// `synpress: skipped: <reason>` (the real-MetaMask suite where the extension cannot be had) counts as skipped, not passed.

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

/**
 * @param {readonly { name: string; ok: boolean; skipped: string | null; seconds: number }[]} results
 * @returns {string[]}
 */
export function summaryLines(results) {
  const lines = results.map((r) => {
    const mark = r.skipped !== null ? "-" : r.ok ? "✓" : "✗";
    const note = r.skipped !== null ? `  skipped: ${r.skipped}` : "";
    return `${mark} ${r.name.padEnd(34)} ${r.seconds.toFixed(1)} s${note}`;
  });
  const failed = results.filter((r) => !r.ok).length;
  const skipped = results.filter((r) => r.skipped !== null).length;
  lines.push(`steps: ${results.length - failed - skipped} passed, ${failed} failed, ${skipped} skipped`);
  return lines;
}
