// Whether a site build is older than the product's sources: npm start, npm run bench and the real-MetaMask suite
// (e2e/synpress/run.mjs) build again rather than test yesterday's site. Plain Node, no dependencies: run.mjs runs
// outside npm's tsx.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** The folders a site build is made from. */
export const SOURCE_DIRS = ["app", "components", "lib"].map((dir) => join(root, dir));

/** @param {string} path @returns {number} the newest modification time under `path`; tests are not in the build */
function newestMtime(path) {
  const info = statSync(path, { throwIfNoEntry: false });
  if (!info) return 0;
  if (!info.isDirectory()) return /\.test\.tsx?$/.test(path) ? 0 : info.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), 0);
}

/**
 * True when `indexHtml` is missing or older than any source file under `sourceDirs`.
 * @param {string} indexHtml @param {readonly string[]} [sourceDirs]
 */
export function isBuildStale(indexHtml, sourceDirs = SOURCE_DIRS) {
  const built = statSync(indexHtml, { throwIfNoEntry: false });
  if (!built) return true;
  return sourceDirs.some((dir) => newestMtime(dir) > built.mtimeMs);
}
