import { configDefaults, defineConfig } from "vitest/config";
import base from "./vitest.config";

// Mutation testing measures lib/ against lib/'s own unit tests only: a mutant that only a component
// or script test kills is not counted as killed. The codegen check is left out: it compiles the contracts
// (minutes per run, and a script Stryker's sandbox copy cannot execute) and mutates nothing in lib/.
// Spread, not mergeConfig: mergeConfig would append to the main config's include list.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ["lib/**/*.test.{ts,tsx}"],
    exclude: [...configDefaults.exclude, "lib/protocol/abi-generated.test.ts"],
    // Stryker reruns the covering test files for every mutant; without isolation each file's imports (wagmi, viem,
    // jsdom) are reused instead of loaded again, about five times faster. lib's tests pass this way too.
    isolate: false,
    // One run over lib's files, not the main config's two projects (which would bring back every other file).
    projects: undefined,
  },
});
