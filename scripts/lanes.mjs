// npm test's lanes: e2e runs side by side, each in a network namespace of its own (its own loopback), so that each
// starts its stack on the ports the local builds call (127.0.0.1:8545, :8546, the site's :3000, the Safe host's
// :3100) without meeting another's. The suites mostly wait (on the page, anvil, MetaMask's windows): the Chromium
// suite used 300 s of CPU in 18 minutes, so lanes share the two cores well. Each lane writes its stack's files, test
// results and reports to folders of its own. Where no namespace can be made (not Linux, or unshare refused), the lanes
// run one after another, as before.
import { spawnSync } from "node:child_process";
import { join } from "node:path";

/** The command that runs `argv` inside a new network namespace with its loopback up, for this user. */
export function inNamespace(argv, { root = process.getuid?.() === 0 } = {}) {
  const unshare = root ? ["unshare", "--net"] : ["unshare", "--user", "--map-root-user", "--net"];
  return [...unshare, "--", "sh", "-c", 'ip link set lo up && exec "$0" "$@"', ...argv];
}

/** Whether this machine makes namespaces for the lanes (tried once: unshare and ip must both work). */
export function namespacesWork() {
  if (process.platform !== "linux" || process.env.SMOOTHLY_LANES === "off") return false;
  const [command, ...args] = inNamespace(["true"]);
  const tried = spawnSync(command, args, { stdio: "ignore", timeout: 10_000 });
  return tried.status === 0;
}

/** The environment a lane's commands run with: its own stack folder and result folders, under `base`. */
export function laneEnv(base, lane) {
  const dir = join(base, lane);
  return {
    SMOOTHLY_STACK_DIR: join(dir, "stack"),
    E2E_OUTPUT_DIR: join(dir, "test-results"),
    E2E_HTML_REPORT: join(dir, "playwright-report"),
  };
}
