// Which folder may import which: the layers docs/architecture.md describes. eslint-plugin-boundaries classifies
// every file by folder and checks each import against the list of what its folder may use; anything not listed
// fails `npm run lint`. The lib folders are ranked, each importing only those before it in LIB_RANK, so no two lib
// folders can import each other.
import boundaries from "eslint-plugin-boundaries";

/** Lower first: each lib folder may import only the folders before it (and itself). */
const LIB_RANK = [
  ["lib-protocol", "lib/protocol"], // contract ABIs and errors, chains: what the dashboard and the local backend share
  ["lib-copy", "lib/copy"], // user-facing texts
  ["lib-network", "lib/network"], // per-network constants
  ["lib-root", "lib"], // small shared helpers at lib's top level (format, links)
  ["lib-validators", "lib/validators"], // pure domain rules
  ["lib-trees", "lib/trees"], // published Merkle trees: parse, rebuild, match the pool's roots, proof files
  ["lib-api", "lib/api"], // the pool APIs' client
  // lib/chain by job, each room using only the rooms above it:
  ["lib-chain-errors", "lib/chain/errors"], // the error catalogue: what a wallet, an RPC or the pool said, in our words
  ["lib-chain-transport", "lib/chain/transport"], // the RPC: choice, batching, politeness, what it sent unasked
  ["lib-chain-logs", "lib/chain/logs"], // the pool's event logs: ranges, limits, the follower
  ["lib-chain-reads", "lib/chain/reads"], // the first reads, the cycle and gas, the claimable proofs
  ["lib-chain-write", "lib/chain/write"], // the pool writes: registry, pipeline, in-flight memory, the Safe (write/safe)
  ["lib-history", "lib/history"], // an address's pool events since the deployment: read, kept, CSV
  ["lib-wallet", "lib/wallet"], // wallet connectors (wagmi, RainbowKit)
];
const LIB_TYPES = LIB_RANK.map(([type]) => type);

/** What the local backend may use from lib: the shared protocol and the network constants, never the dashboard's rules. */
const SHARED_WITH_BACKEND = ["lib-protocol", "lib-network"];

const ELEMENTS = [
  { type: "app", pattern: "app" },
  { type: "components", pattern: "components" },
  // Most specific first: a file belongs to the first folder that matches.
  ...LIB_RANK.filter(([type]) => type !== "lib-root").map(([type, pattern]) => ({ type, pattern })),
  { type: "lib-root", pattern: "lib" },
  { type: "mocks-chain", pattern: "mocks/chain" },
  { type: "mocks-oracle", pattern: "mocks/oracle" },
  { type: "mocks-site", pattern: "mocks/site" },
  { type: "mocks", pattern: "mocks" },
  { type: "e2e", pattern: "e2e" },
  { type: "release", pattern: "scripts/release" },
  { type: "instruments", pattern: "scripts/bench/instruments" },
  { type: "scripts", pattern: "scripts" },
].map((element) => ({ ...element, partialMatch: false }));

const MOCKS_TYPES = ["mocks-chain", "mocks-oracle", "mocks-site", "mocks"];

const FILES = [
  { category: "test", pattern: "**/*.test.{ts,tsx}" },
  // Bound to React or wagmi: hooks, the wagmi write, the wallet setup. Only the UI and other bound files import them.
  { category: "react-bound", pattern: "lib/**/use-*.ts" },
  { category: "react-bound", pattern: "lib/chain/write/submit-pool-write.ts" },
  { category: "react-bound", pattern: "lib/chain/write/write-client.ts" },
  { category: "react-bound", pattern: "lib/wallet/**" },
  // Every file gets this one too, so a file in no other category can still be selected by what it is not.
  { category: "source", pattern: "**/*" },
];

const allow = (from, to) => ({ from: { element: { types: from } }, allow: { to: { element: { types: to } } } });

const POLICIES = [
  // The product: app → components → lib, and lib by rank.
  allow("app", ["app", "components", ...LIB_TYPES]),
  allow("components", ["components", ...LIB_TYPES]),
  ...LIB_RANK.map(([type], rank) => allow(type, LIB_TYPES.slice(0, rank + 1))),
  // The local backend: chain ← oracle ← the rest of mocks; mocks/site (the static server, the Chromium launcher, the
  // test wallets, the large account's answer) stands alone.
  allow("mocks-chain", ["mocks-chain", ...SHARED_WITH_BACKEND]),
  allow("mocks-oracle", ["mocks-oracle", "mocks-chain", ...SHARED_WITH_BACKEND]),
  allow("mocks-site", ["mocks-site"]),
  allow("mocks", [...MOCKS_TYPES, ...SHARED_WITH_BACKEND]),
  // The release's packer, verifying gateway and second UnixFS writer: release code that stands alone but for the
  // static server's content types.
  allow("release", ["release", "mocks-site"]),
  // The bench's instruments (first load, page and phone figures, main-thread CPU): measuring code that stands alone
  // but for the static server, the Chromium launcher and the test wallets and answers of mocks/site.
  allow("instruments", ["instruments", "mocks-site"]),
  // Tooling and the browser tests sit on top: they may use the backend and the product, and nothing imports them.
  // The two exceptions: e2e/builds/ipfs.spec.ts serves the release through scripts/release/, and the first-load, early-input
  // and performance specs measure with the bench's own instruments (scripts/bench/instruments/), so a budget and the
  // figure `npm run bench` prints come from one piece of code; never the rest of scripts/.
  allow("scripts", ["scripts", "release", "instruments", ...MOCKS_TYPES, ...LIB_TYPES]),
  allow("e2e", ["e2e", "release", "instruments", ...MOCKS_TYPES, ...LIB_TYPES]),
  // A unit test may also drive the local backend or hold the product's rules against it (never scripts or e2e).
  {
    from: { file: { categories: "test" } },
    allow: { to: { element: { types: [...MOCKS_TYPES, ...LIB_TYPES] } } },
  },
  // Pure lib code never reaches React or wagmi through a bound file, whatever the folders allow.
  {
    from: { element: { types: LIB_TYPES }, file: { categories: { noneOf: ["react-bound"] } } },
    disallow: { to: { file: { categories: "react-bound" } } },
  },
];

/** React, wagmi and friends, which pure lib code must not import. */
const REACT_MODULES = [
  "react",
  "react/*",
  "react-dom",
  "react-dom/*",
  "swr",
  "swr/*",
  "wagmi",
  "wagmi/*",
  "next",
  "next/*",
  "@headlessui/react",
  "@tanstack/react-query",
  "@wagmi/*",
  "@rainbow-me/*",
];

export const layers = [
  {
    files: ["{app,components,lib,mocks,e2e,scripts}/**/*.{ts,tsx,mjs}"],
    plugins: { boundaries },
    settings: { "boundaries/elements": ELEMENTS, "boundaries/files": FILES },
    rules: {
      "boundaries/dependencies": ["error", { default: "disallow", checkInternals: true, policies: POLICIES }],
      // An import to a file outside every layer (a typo'd path, a new top-level folder) is an error too.
      "boundaries/no-unknown-dependencies": "error",
    },
  },
  {
    // No import circle in the product, dynamic imports included: an island's code (components/live.tsx) must not
    // import the registry that loads it. eslint-plugin-import comes with eslint-config-next.
    files: ["{app,components,lib}/**/*.{ts,tsx}"],
    // Packages are not followed (nothing in node_modules imports our files): parsing their sources made lint 5× slower.
    settings: { "import/ignore": ["node_modules"] },
    rules: { "import/no-cycle": ["error", { ignoreExternal: true, disableScc: true }] },
  },
  {
    // The page's client has no public-action decorator (lib/browser/wagmi-for-rainbowkit.js): read through useClient
    // or getClient and viem's actions one by one. (Pure lib files below forbid wagmi altogether.)
    files: ["{app,components,lib}/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["wagmi", "wagmi/actions", "@wagmi/core"].map((name) => ({
            name,
            importNames: ["usePublicClient", "getPublicClient"],
            message: "Use useClient / getClient and viem's actions (viem/actions): the page ships no public client.",
          })),
        },
      ],
    },
  },
  {
    files: ["lib/**/*.ts"],
    ignores: ["lib/**/use-*.ts", "lib/chain/write/{submit-pool-write,write-client}.ts", "lib/wallet/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: REACT_MODULES,
              message: "lib holds pure rules: React and wagmi belong in a use-*.ts hook or in components/.",
            },
          ],
        },
      ],
    },
  },
];
