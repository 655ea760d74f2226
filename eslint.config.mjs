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
    // An absence asserted right after an action passes before the page has done anything: every one goes through
    // e2e/shared/settle-signs.ts (through each suite's support/settled.ts, or EngineDashboard's expectAbsent), which
    // first waits for a positive sign that the page has answered (docs/testing.md).
    files: ["e2e/**/*.ts"],
    ignores: [
      "e2e/shared/settle-signs.ts",
      "e2e/engines/EngineDashboard.ts",
      // Waits out, in MetaMask's own window, the Confirm button it has just clicked (a window that may close).
      "e2e/synpress/support/metamask/prompts.ts",
    ],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...[
          ["CallExpression[callee.property.name='toHaveCount'][arguments.0.value=0]", "toHaveCount(0)"],
          ["CallExpression[callee.property.name='toBeHidden']", "toBeHidden()"],
          [
            "CallExpression[callee.property.name='toBeVisible'][callee.object.property.name='not']",
            "not.toBeVisible()",
          ],
          [
            "CallExpression[callee.type='MemberExpression'][callee.property.name='expectCount'][arguments.1.value=0]",
            "expectCount(target, 0)",
          ],
          [
            "CallExpression[callee.type='MemberExpression'][callee.property.name='expectHidden']",
            "expectHidden(target)",
          ],
        ].map(([selector, what]) => ({
          selector,
          message: `A bare ${what} passes before the page has answered: use expectAbsent / expectHidden / expectGoneAfter from e2e/support/settled.ts (in engine flows, dashboard.expectAbsent), after a positive sign.`,
        })),
      ],
    },
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
