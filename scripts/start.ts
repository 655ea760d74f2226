// npm start: the whole local pool. Builds the local site when its sources are newer than the build,
// then starts anvil, deploys, seeds, and serves the oracle API and the site until Ctrl-C.
// `npm start -- --network mainnet` (or holesky) runs the public network's own build against a local chain with that
// network's chain id and contract addresses; with FORK_URL=<rpc> that chain forks the real one.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { FRANK, SEED_ACCOUNTS } from "../mocks/oracle/seed-accounts";
import { startSafeHost, type SafeHost } from "../mocks/safe-host/server";
import { LOCAL_SAFE_HOST_ORIGIN } from "../lib/network/safe-hosts";
import { siteDirFor, STACK_NETWORKS, startStack, type Stack, type StackNetwork } from "../mocks/stack";
import { CYCLE_TOKEN_PATH, writeCycleToken } from "../mocks/api/cycle-token";
import { DEFAULT_TREES_DIR, latestTreesMount } from "../mocks/oracle/publish-trees";
import { serveStatic } from "../mocks/site/serve-static";
import { historyMount } from "../mocks/history-snapshot";
import { describeCounters } from "../mocks/rpc-proxy/proxy";
import { isBuildStale, SOURCE_DIRS } from "../mocks/site/build-stale.mjs";
import { isProxyProfileName, PROXY_PROFILES, type ProxyProfileName } from "../mocks/rpc-proxy/profiles";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
/** The stack's fixed ports, which the site build is pointed at. */
const LOCAL_RPC_URL = "http://127.0.0.1:8545";
const LOCAL_API_URL = "http://127.0.0.1:8546";

/** The value of `--<name> <value>` or `--<name>=<value>`; undefined without the flag. */
function flagValue(args: readonly string[], name: string): string | undefined {
  const at = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  const flag = args[at];
  if (flag === undefined) return undefined;
  return (flag === `--${name}` ? args[at + 1] : flag.slice(`--${name}=`.length)) ?? "";
}

/** `--network <name>` or `--network=<name>`; local without it. */
export function parseNetwork(args: readonly string[]): StackNetwork {
  const value = flagValue(args, "network");
  if (value === undefined) return "local";
  const network = STACK_NETWORKS.find((name) => name === value);
  if (!network) throw new Error(`unknown network "${value}": use --network ${STACK_NETWORKS.join(", ")}`);
  return network;
}

/** `--rpc-profile <name>`: the page reads the chain through a proxy imitating a public provider (docs/rpc.md). */
export function parseRpcProfile(args: readonly string[]): ProxyProfileName | undefined {
  const value = flagValue(args, "rpc-profile");
  if (value === undefined) return undefined;
  if (isProxyProfileName(value)) return value;
  const names = Object.keys(PROXY_PROFILES).join(", ");
  throw new Error(`unknown RPC profile "${value}": use --rpc-profile ${names}`);
}

/**
 * The build command for the network's site: the local build as it is; a public network's unmodified build with
 * only its RPC and API URLs pointed at the local stack and the local Safe host among its Safe hosts, into
 * out/<network>-local (out/<network> stays the release).
 */
export function siteBuildFor(network: StackNetwork): { args: string[]; env: Record<string, string> } {
  if (network === "local") return { args: ["local"], env: {} };
  return {
    args: [network, "--out", `${network}-local`],
    // The stack serves its latest published trees in the site's trees/ folder, and its chain's history snapshot in
    // history/, as an operator's release carries them.
    env: {
      NEXT_PUBLIC_RPC_URL: LOCAL_RPC_URL,
      NEXT_PUBLIC_API_URL: LOCAL_API_URL,
      NEXT_PUBLIC_TREES_URL: "trees/",
      NEXT_PUBLIC_SAFE_HOSTS: LOCAL_SAFE_HOST_ORIGIN,
      NEXT_PUBLIC_HISTORY_URL: "history/",
    },
  };
}

function buildSiteIfStale(network: StackNetwork): void {
  const siteDir = siteDirFor(network);
  if (!isBuildStale(join(siteDir, "index.html"), SOURCE_DIRS)) return;
  const build = siteBuildFor(network);
  process.stdout.write(
    `The ${network} site for the local stack is missing or older than its sources: building it (node scripts/build.mjs ${build.args.join(" ")})…\n`,
  );
  // The demo needs a site, not a type check (npm test does that): skipping it saves 15 to 20 s.
  const result = spawnSync(process.execPath, [join(ROOT, "scripts/build.mjs"), ...build.args], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, ...build.env, SKIP_TYPECHECK: "1" },
  });
  if (result.status !== 0) throw new Error(`the ${network} site build failed (exit ${result.status ?? result.signal})`);
}

function chainLine(stack: Stack): string {
  if (stack.network === "local") return `chain id ${stack.chainId}: add it to your wallet as a custom network`;
  return (
    `chain id ${stack.chainId} (${stack.network}${stack.forked ? ", forked" : ", our contracts at its real addresses"}): ` +
    `in the wallet, edit the ${stack.network} network's RPC URL to this one (or add a network with it and chain id ${stack.chainId})`
  );
}

/** The oracle-kind local build (NEXT_PUBLIC_API_KIND=oracle npm run build:local), served beside the demo when built. */
const ORACLE_KIND_SITE_DIR = join(ROOT, "out/local-oracle");
const ORACLE_KIND_SITE_PORT = 3001;

function banner(stack: Stack, seconds: number, oracleKindSite: string | null, safeHost: SafeHost | null): string {
  const accounts = SEED_ACCOUNTS.map(
    (a) => `  ${a.name.padEnd(6)} ${a.address}\n         key ${a.privateKey}\n         ${a.shows}`,
  ).join("\n");
  return `
Smoothly local pool is running (ready in ${seconds.toFixed(1)} s).

  Site  ${stack.siteUrl ?? "(not served)"}${oracleKindSite ? `\n  Site  ${oracleKindSite}   (the oracle API kind build)` : ""}
  RPC   ${stack.pageRpcUrl}   ${chainLine(stack)}${
    stack.rpcProxy
      ? `\n        the page reads it through the "${stack.rpcProxy.profile}" proxy: ${PROXY_PROFILES[stack.rpcProxy.profile].description}; anvil itself is ${stack.rpcUrl}`
      : ""
  }
  API   ${stack.apiUrl}${
    stack.relay
      ? `\n  WC    ${stack.relay.url}   the WalletConnect relay: pick WalletConnect, Copy link, then npm run phone -- '<link>' --as alice`
      : ""
  }${
    safeHost
      ? `\n  Safe  ${safeHost.url}   the dashboard inside a local Safe host, as ${FRANK.name} (${FRANK.address}, ${FRANK.safe.threshold} of ${FRANK.safe.owners.length}: ${FRANK.safe.owners.map((o) => o.name).join(", ")}); its owners confirm and execute in the panel`
      : ""
  }

Anvil's public test accounts to import into the wallet (known to everyone: local use only):
${accounts}

Close the current reward cycle: npm run cycle (it reads the token ${stack.cycleToken}
from ${CYCLE_TOKEN_PATH})      Stop everything: Ctrl-C
`;
}

async function main(): Promise<void> {
  const started = performance.now();
  const network = parseNetwork(process.argv.slice(2));
  const rpcProfile = parseRpcProfile(process.argv.slice(2));
  const forkUrl = process.env.FORK_URL || undefined;
  if (forkUrl && network === "local")
    throw new Error("FORK_URL forks a public network: add --network mainnet or holesky");
  buildSiteIfStale(network);
  const stack = await startStack({
    network,
    forkUrl,
    rpcProfile,
    log: (message) => process.stdout.write(`  ${message}\n`),
  });
  writeCycleToken(stack.cycleToken);
  let oracleKindSite: string | null = null;
  if (network === "local" && existsSync(join(ORACLE_KIND_SITE_DIR, "index.html"))) {
    const site = await serveStatic({
      dir: ORACLE_KIND_SITE_DIR,
      port: ORACLE_KIND_SITE_PORT,
      mounts: { ...latestTreesMount(DEFAULT_TREES_DIR), ...(stack.history ? historyMount(stack.history.dir) : {}) },
    });
    oracleKindSite = site.url;
  }
  // Frank's Safe, framed by a local Safe host as Safe{Wallet} would frame the site (mocks/safe-host).
  const safeHost = stack.siteUrl
    ? await startSafeHost({
        chain: { rpcUrl: stack.rpcUrl, chainId: stack.chainId },
        siteUrl: stack.siteUrl,
        safe: FRANK.address,
        spec: FRANK.safe,
      })
    : null;
  process.stdout.write(banner(stack, (performance.now() - started) / 1000, oracleKindSite, safeHost));

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1); // a second Ctrl-C does not wait
    stopping = true;
    if (stack.rpcProxy)
      process.stdout.write(`\nWhat the RPC proxy saw:\n${describeCounters(stack.rpcProxy.counters())}\n`);
    process.stdout.write(`\n${signal}: stopping the site, the API and anvil…\n`);
    Promise.all([safeHost?.close(), stack.stop()]).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    const busy = /in use|EADDRINUSE|anvil on port/.test(message)
      ? "\nIs another `npm start` running? Ports 8545, 8546, 8549, 3000 and 3100 must be free."
      : "";
    process.stderr.write(`npm start failed: ${message}${busy}\n`);
    process.exit(1);
  });
}
