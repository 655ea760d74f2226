import { isAbsolute, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The git-ignored folder a running stack writes to (its cycle token, the trees its oracle publishes, its chain's
 * history snapshot): `.stack/` in the repository, or SMOOTHLY_STACK_DIR, so that stacks running side by side (npm
 * test's lanes, scripts/test-lanes.mjs) each write their own.
 */
export const STACK_DIR = stackDirFrom(process.env.SMOOTHLY_STACK_DIR);

export function stackDirFrom(setting: string | undefined): string {
  const repository = fileURLToPath(new URL("../..", import.meta.url));
  if (!setting) return join(repository, ".stack");
  return isAbsolute(setting) ? setting : join(repository, setting);
}
