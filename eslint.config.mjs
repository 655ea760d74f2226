import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import { layers } from "./eslint.layers.mjs";

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  ...layers,
  {
    // Playwright fixtures hand their value to `use`, which is not React's hook.
    files: ["e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // CommonJS by necessity (forge runs the solc shim as a plain script).
    files: ["**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    ignores: [
      "node_modules/**",
      ".next/**",
      "out/**",
      "public/**",
      "foundry/out/**",
      "foundry/cache/**",
      ".cache/**",
      "lib/protocol/*.generated.ts",
      "next-env.d.ts",
      "playwright-report/**",
      "test-results/**",
      "e2e/synpress/node_modules/**",
      "e2e/synpress/.cache-synpress/**",
      "e2e/synpress/test-results/**",
      "e2e/synpress/playwright-report/**",
      // Stryker's sandbox copy of the tree while a mutation run is under way.
      ".stryker-tmp/**",
      "reports/**",
    ],
  },
];

export default config;
