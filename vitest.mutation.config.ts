import { configDefaults, defineConfig, mergeConfig } from "vitest/config";
import base from "./vitest.config";

// Mutation testing measures lib/ against lib/'s own unit tests only: a mutant that only a component
// or script test kills is not counted as killed. The codegen check is left out: it compiles the contracts
// (minutes per run, and a script Stryker's sandbox copy cannot execute) and mutates nothing in lib/.
export default mergeConfig(
  base,
  defineConfig({
    test: {
      include: ["lib/**/*.test.{ts,tsx}"],
      exclude: [...configDefaults.exclude, "lib/protocol/abi-generated.test.ts"],
    },
  }),
);
