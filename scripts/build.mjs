#!/usr/bin/env node
// Builds the static site for each network into out/<network>: `node scripts/build.mjs [local|holesky|mainnet ...]`.
// `--out <name>` builds one network into out/<name> instead (e.g. the mainnet build for the local stack).
// Next builds run one after another: they share .next/.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, rmdirSync } from "node:fs";
import { join } from "node:path";
import { PLAIN_BUILD_VARIABLE, plainBuild } from "./framework/rewrites.mjs";
import { NETWORKS, root } from "./paths.mjs";

const args = process.argv.slice(2);
const outFlag = args.indexOf("--out");
const outName = outFlag >= 0 ? args[outFlag + 1] : undefined;
if (outFlag >= 0 && !outName) {
  console.error("--out needs a folder name under out/, for example --out mainnet-local.");
  process.exit(2);
}
const requested = outFlag >= 0 ? args.filter((_, i) => i !== outFlag && i !== outFlag + 1) : args;
const unknown = requested.filter((n) => !NETWORKS.includes(n));
if (unknown.length > 0) {
  console.error(`Unknown network ${unknown.join(", ")}. Use: ${NETWORKS.join(", ")}.`);
  process.exit(2);
}

/** Removes every empty folder under `dir`, deepest first, so a folder that held only empty ones goes too. */
function removeEmptyFoldersUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = join(dir, entry.name);
    removeEmptyFoldersUnder(folder);
    if (readdirSync(folder).length === 0) rmdirSync(folder);
  }
}

const networks = requested.length > 0 ? requested : NETWORKS;
/** The local relay's address (mocks/walletconnect/relay.ts's DEFAULT_RELAY_PORT) and an id it does not check. */
const LOCAL_WC_RELAY_URL = "ws://127.0.0.1:8549";
const LOCAL_WC_PROJECT_ID = "local-demo";
const API_KINDS = ["dashboard", "oracle"];
if (process.env.NEXT_PUBLIC_API_KIND && !API_KINDS.includes(process.env.NEXT_PUBLIC_API_KIND)) {
  console.error(
    `Unknown NEXT_PUBLIC_API_KIND "${process.env.NEXT_PUBLIC_API_KIND}". Use one of: ${API_KINDS.join(", ")}.`,
  );
  process.exit(2);
}
// An RPC or API override names one network's hosts; baking it into the others would point mainnet at holesky.
// The API kind goes with its URL, so it is one network at a time too.
const overrides = ["NEXT_PUBLIC_RPC_URL", "NEXT_PUBLIC_API_URL", "NEXT_PUBLIC_API_KIND"].filter(
  (name) => process.env[name],
);
if (outName && networks.length > 1) {
  console.error("--out names one network's folder: build one network at a time.");
  process.exit(2);
}
if (overrides.length > 0 && networks.length > 1) {
  console.error(`${overrides.join(" and ")} set: build one network at a time (for example npm run build:holesky).`);
  process.exit(2);
}

// One type check for all builds (Next's own is switched off in next.config.mjs). `npm test` has just run it.
if (process.env.SKIP_TYPECHECK !== "1") {
  console.log("▶ type-checking (tsc --noEmit)");
  const tsc = spawnSync(join(root, "node_modules/.bin/tsc"), ["--noEmit"], { cwd: root, stdio: "inherit" });
  if (tsc.status !== 0) {
    console.error("✗ type errors: nothing was built");
    process.exit(tsc.status ?? 1);
  }
}

for (const network of networks) {
  const started = Date.now();
  // The network's published trees travel with the site, in its trees/ folder where the page looks for them: a
  // release built after the pool's last root keeps every claim provable wherever it is served (docs/trees.md).
  // Where the page looks is decided here, once, for the bundle (next.config.mjs) and its policy (write-csp.ts) alike:
  // the site's trees/ when the build carries trees or is the local demo's (npm start serves them there), else none.
  const trees = process.env.PUBLISHED_TREES_DIR || join(root, "lib/network/trees", network);
  const carriesTrees = existsSync(trees);
  const treesUrl = process.env.NEXT_PUBLIC_TREES_URL ?? (network === "local" || carriesTrees ? "trees/" : "");
  if (carriesTrees) {
    // A release must not carry a tree the page would refuse: every hash rebuilt, epoch.json readable.
    const check = spawnSync(join(root, "node_modules/.bin/tsx"), ["scripts/check-trees.ts", trees], {
      cwd: root,
      stdio: "inherit",
    });
    if (check.status !== 0) {
      console.error(`✗ the published trees in ${trees} are not usable: nothing was built`);
      process.exit(check.status ?? 1);
    }
  }
  // The pool's history snapshot travels the same way, in history/ (docs/release.md): made by `npm run
  // history-snapshot` from a chain, checked file by file before a build carries it. The local build always looks in
  // history/: the local stack writes its own chain's snapshot there (mocks/stack.ts).
  const history = process.env.HISTORY_SNAPSHOT_DIR || join(root, "lib/network/history", network);
  const carriesHistory = existsSync(history);
  const historyUrl = process.env.NEXT_PUBLIC_HISTORY_URL ?? (network === "local" || carriesHistory ? "history/" : "");
  if (carriesHistory) {
    const check = spawnSync(join(root, "node_modules/.bin/tsx"), ["scripts/check-history.ts", history], {
      cwd: root,
      stdio: "inherit",
    });
    if (check.status !== 0) {
      console.error(`✗ the history snapshot in ${history} is not usable: nothing was built`);
      process.exit(check.status ?? 1);
    }
  }
  // The local demo's WalletConnect goes through the local relay (mocks/walletconnect/relay.ts, started by npm start
  // and the e2e stacks), which takes any project id; a public build has WalletConnect only when given an id.
  const walletConnect =
    network === "local"
      ? {
          NEXT_PUBLIC_WC_PROJECT_ID: process.env.NEXT_PUBLIC_WC_PROJECT_ID || LOCAL_WC_PROJECT_ID,
          NEXT_PUBLIC_WC_RELAY_URL: process.env.NEXT_PUBLIC_WC_RELAY_URL || LOCAL_WC_RELAY_URL,
        }
      : {};
  const kind = process.env.NEXT_PUBLIC_API_KIND;
  const defaultKind = network === "local" ? "dashboard" : "oracle";
  // The non-default API kind gets a folder of its own, so out/<network> stays the default build.
  const folder = outName ?? (kind && kind !== defaultKind ? `${network}-${kind}` : network);
  console.log(`\n▶ building ${network} → out/${folder}`);
  const result = spawnSync(join(root, "node_modules/.bin/next"), ["build"], {
    cwd: root,
    stdio: "inherit",
    env: {
      ...process.env,
      NETWORK: network,
      OUT_DIR: folder,
      NEXT_TELEMETRY_DISABLED: "1",
      NEXT_PUBLIC_TREES_URL: treesUrl,
      NEXT_PUBLIC_HISTORY_URL: historyUrl,
      ...walletConnect,
    },
  });
  if (result.status !== 0) {
    console.error(`✗ build of ${network} failed`);
    process.exit(result.status ?? 1);
  }
  if (carriesTrees) cpSync(trees, join(root, "out", folder, "trees"), { recursive: true });
  if (carriesHistory) cpSync(history, join(root, "out", folder, "history"), { recursive: true });
  // The app starts on intent (lib/early-input.ts; a plain build starts it on load). Before the policy: it hashes the
  // pages' inline scripts, so it can only be written once they are final.
  const boot = plainBuild()
    ? { status: 0 }
    : spawnSync(join(root, "node_modules/.bin/tsx"), ["scripts/framework/defer-boot.ts", folder], {
        cwd: root,
        stdio: "inherit",
      });
  if (boot.status !== 0) {
    console.error(`✗ deferring the start of ${network}'s app failed`);
    process.exit(boot.status ?? 1);
  }
  const csp = spawnSync(join(root, "node_modules/.bin/tsx"), ["scripts/csp/write-csp.ts", network], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NETWORK: network, OUT_DIR: folder, NEXT_PUBLIC_TREES_URL: treesUrl, ...walletConnect },
  });
  if (csp.status !== 0) {
    console.error(`✗ writing the Content-Security-Policy of ${network} failed`);
    process.exit(csp.status ?? 1);
  }
  // Next's export makes _next/<build id>/ and, in an app-router export, leaves it empty. IPFS tools disagree on an
  // empty folder (ipfs-car leaves it out, kubo keeps it), so a build holds none: one CID from any tool (docs/release.md).
  removeEmptyFoldersUnder(join(root, "out", folder));
  const plain = plainBuild() ? ` without the framework rewrites (${PLAIN_BUILD_VARIABLE}=1)` : "";
  console.log(`✓ ${network} built${plain} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
