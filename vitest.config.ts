import { globSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { rainbowKitIconFiles } from "./scripts/framework/rainbowkit-icons.mjs";

const localDeployment = JSON.parse(
  readFileSync(new URL("./lib/network/local-deployment.json", import.meta.url), "utf8"),
) as { pool: string; governance: string };

const TEST_FILES = globSync("{lib,components,mocks,scripts,app}/**/*.test.{ts,tsx}", {
  cwd: fileURLToPath(new URL(".", import.meta.url)),
});
const inJsdom = (file: string) =>
  readFileSync(new URL(file, import.meta.url), "utf8").includes("@vitest-environment jsdom");
const JSDOM_FILES = TEST_FILES.filter(inJsdom);
const NODE_FILES = TEST_FILES.filter((file) => !inJsdom(file));
// The jsdom files that failed beside others in a shared graph keep their own: two install the early-input script's
// listeners on the document for the whole file, and the History's and the Dashboard's met state another file left.
const OWN_GRAPH = new Set([
  "lib/early-input.test.ts",
  "lib/use-early-intent.test.ts",
  "lib/history/use-history.test.ts",
  "components/dashboard/Dashboard.test.tsx",
]);

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL(".", import.meta.url)),
      // As next.config.mjs resolves them.
      ...Object.fromEntries(
        Object.entries(rainbowKitIconFiles(fileURLToPath(new URL(".", import.meta.url)))).map(([name, file]) => [
          name,
          fileURLToPath(new URL(file, import.meta.url)),
        ]),
      ),
    },
  },
  test: {
    // Node by default; component tests opt into jsdom with a `// @vitest-environment jsdom` line.
    environment: "node",
    // The same build-time values next.config.mjs inlines into the local build.
    env: {
      NEXT_PUBLIC_NETWORK: "local",
      NEXT_PUBLIC_LOCAL_POOL: localDeployment.pool,
      NEXT_PUBLIC_LOCAL_GOVERNANCE: localDeployment.governance,
    },
    testTimeout: 30_000,
    // Files run in the order a clean clone runs them (CI's: the largest first), not in the order of this checkout's
    // last run (slowest and failed first, from vitest's results cache): a file that meets state another file left in a
    // shared graph then fails here as it does in CI.
    cache: false,
    // Worker threads, not child processes: on 2 cores the unit step runs markedly faster with threads.
    pool: "threads",
    projects: [
      // The files that run in Node share their worker's modules, each no longer importing viem and the mocks anew.
      { extends: true, test: { name: "node", include: NODE_FILES, isolate: false } },
      // Components and hooks share theirs too, but for the few whose module state another file would meet.
      {
        extends: true,
        test: { name: "jsdom", include: JSDOM_FILES.filter((file) => !OWN_GRAPH.has(file)), isolate: false },
      },
      { extends: true, test: { name: "jsdom-own", include: [...OWN_GRAPH] } },
    ],
  },
});
