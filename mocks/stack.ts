import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { holeskyNetwork } from "../lib/network/holesky";
import { mainnetNetwork } from "../lib/network/mainnet";
import type { NetworkConfig } from "../lib/network/types";
import { createApiHandlers } from "./api/handlers";
import { newCycleToken } from "./api/cycle-token";
import { DEFAULT_API_PORT, LOCAL_SITE_ORIGINS, serveApi } from "./api/node-server";
import { LOCAL_AMOUNTS, startOracle, type LocalOracle } from "./oracle/oracle";
import { DEFAULT_TREES_DIR, latestTreesMount } from "./oracle/publish-trees";
import { adaptScenario, SEED_CYCLE_COUNT, SEED_SCENARIO } from "./oracle/scenario";
import { seedScenario } from "./oracle/seed";
import {
  buildContracts,
  DEFAULT_ANVIL_PORT,
  deployContracts,
  findFreePort,
  startAnvil,
  type LocalDeployment,
} from "./chain";
import { takeOverFork, type ForkTakeover } from "./chain/fork";
import { placeContracts } from "./chain/place-contracts";
import { serveStatic } from "./site/serve-static";
import { historyDirFor, historyMount, writeStackSnapshot, type StackSnapshot } from "./history-snapshot";
import { startRpcProxy, type RpcProxy } from "./rpc-proxy/proxy";
import type { ProxyProfileName } from "./rpc-proxy/profiles";
import { LOCAL_CHAIN_ID } from "../lib/protocol/chains";
import { DEFAULT_RELAY_PORT, startRelay, type LocalRelay } from "./walletconnect/relay";

export const DEFAULT_SITE_PORT = 3000;
export const DEFAULT_SITE_DIR = fileURLToPath(new URL("../out/local", import.meta.url));

/** The chain the stack imitates: the local test network, or a public one at its real chain id and addresses. */
export type StackNetwork = "local" | "holesky" | "mainnet";
export const STACK_NETWORKS: readonly StackNetwork[] = ["local", "holesky", "mainnet"];

const PUBLIC_NETWORKS: Readonly<Record<Exclude<StackNetwork, "local">, NetworkConfig>> = {
  mainnet: mainnetNetwork,
  holesky: holeskyNetwork,
};

/** Where `npm start -- --network <name>` builds the public network's site for the local stack. */
export function siteDirFor(network: StackNetwork): string {
  if (network === "local") return DEFAULT_SITE_DIR;
  return fileURLToPath(new URL(`../out/${network}-local`, import.meta.url));
}

/** Governance's default epochInterval, as deployed. */
const EPOCH_INTERVAL_SECONDS = 604_800;

export interface StackOptions {
  /** Anvil's port (8545); 0 picks a free one. */
  readonly anvilPort?: number;
  /** The oracle API's port (8546); 0 picks a free one. */
  readonly apiPort?: number;
  /** The static site's port (3000); 0 picks a free one. */
  readonly sitePort?: number;
  /** The static build to serve (out/local by default); null serves no site. */
  readonly siteDir?: string | null;
  /** Play the seed scenario (true by default); false leaves a freshly deployed, empty pool. */
  readonly seed?: boolean;
  /** Where the oracle publishes each epoch's trees (withdrawals.json, exits.json); `.stack/trees` by default, null for nowhere. */
  readonly treesDir?: string | null;
  /**
   * Where the pool's history snapshot of this chain goes once seeded, made by `npm run history-snapshot` (the local
   * builds read it in the site's history/ folder): `.stack/history/<network>` by default; null for none. A forked
   * chain gets none (its whole public history would be read).
   */
  readonly historyDir?: string | null;
  /**
   * "mainnet" or "holesky": anvil takes the network's chain id and our contracts sit at its real pool and
   * governance addresses, with its bond and top-up; the seed's amounts scale with the bond. "local" by default.
   */
  readonly network?: StackNetwork;
  /**
   * With a public network: fork this JSON-RPC node instead of deploying. The page then runs against the real
   * bytecode and state; the local oracle votes as governance's impersonated operators.
   */
  readonly forkUrl?: string;
  /**
   * Put a limiting proxy imitating a public provider (mocks/rpc-proxy) where the page reads the chain: it takes
   * `anvilPort` (8545, the local build's RPC) and anvil moves to a free port. The oracle, the seed and the tests'
   * own reads use anvil directly (`rpcUrl`).
   */
  readonly rpcProfile?: ProxyProfileName;
  /** The local WalletConnect relay's port (8549, where the local build looks); 0 picks a free one, null starts none. */
  readonly relayPort?: number | null;
  /** The token POST /cycle needs; a fresh random one by default. */
  readonly cycleToken?: string;
  /** Origins whose pages may call the API: the local sites (3000, 3001) by default, and the served site's. */
  readonly allowedOrigins?: readonly string[];
  /** Progress and oracle messages; silent by default. */
  readonly log?: (message: string) => void;
}

/** Seconds each part of the start took. */
export interface StackTimings {
  readonly contracts: number;
  readonly anvil: number;
  readonly deploy: number;
  readonly seed: number;
  /** Writing the history snapshot (0 without one). */
  readonly history: number;
  readonly total: number;
}

export interface Stack {
  /** Anvil itself: what the oracle, the seed and independent checks read. */
  readonly rpcUrl: string;
  /** Where the page reads the chain: anvil, or the limiting proxy in front of it. */
  readonly pageRpcUrl: string;
  /** The limiting proxy, with its counters; null without an `rpcProfile`. */
  readonly rpcProxy: RpcProxy | null;
  readonly apiUrl: string;
  /** null when no site is served. */
  readonly siteUrl: string | null;
  readonly chainId: number;
  readonly network: StackNetwork;
  /** True when anvil forks another node. */
  readonly forked: boolean;
  readonly deployment: LocalDeployment;
  /** The history snapshot written after the seed (its folder and block N); null when none was asked for. */
  readonly history: StackSnapshot | null;
  readonly oracle: LocalOracle;
  /** The local WalletConnect relay the page and the demo phone meet on; null when none was started. */
  readonly relay: LocalRelay | null;
  /** What POST /cycle needs in its x-cycle-token header. */
  readonly cycleToken: string;
  readonly timings: StackTimings;
  /** Stops the site, the API, the oracle and anvil; safe to call twice. */
  stop(): Promise<void>;
}

const secondsSince = (start: number): number => (performance.now() - start) / 1000;

/**
 * The whole local pool: anvil, the contracts, the seed, the oracle API, the WalletConnect relay and the static site. `npm start`
 * and the end-to-end tests both start it through this one function.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const log = options.log ?? (() => {});
  const networkName = options.network ?? "local";
  const publicNetwork = networkName === "local" ? null : PUBLIC_NETWORKS[networkName];
  const forkUrl = options.forkUrl;
  if (forkUrl && !publicNetwork) throw new Error("a fork needs a public network: add --network mainnet or holesky");
  const siteDir = options.siteDir === undefined ? siteDirFor(networkName) : options.siteDir;
  if (siteDir !== null && !existsSync(join(siteDir, "index.html"))) {
    const hint =
      networkName === "local"
        ? "run `npm run build:local` first"
        : `\`npm start -- --network ${networkName}\` builds it (node scripts/build.mjs ${networkName} --out ${networkName}-local, with the local RPC and API URLs)`;
    throw new Error(`no site build in ${siteDir}: ${hint}`);
  }
  const seed = options.seed ?? true;
  const chainId = publicNetwork?.chain.id ?? LOCAL_CHAIN_ID;
  const amounts = publicNetwork ? { bond: publicNetwork.bond, topUp: publicNetwork.topUp } : LOCAL_AMOUNTS;
  const started = performance.now();
  const stops: (() => Promise<void> | void)[] = [];
  const stop = async (): Promise<void> => {
    // Last started, first stopped: the site and the API go before the chain they read.
    for (const stopOne of stops.splice(0).reverse()) {
      try {
        await stopOne();
      } catch (error) {
        log(`stopping: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };

  try {
    let mark = performance.now();
    if (!forkUrl) await buildContracts();
    const contracts = secondsSince(mark);

    mark = performance.now();
    const pagePort = options.anvilPort === 0 ? await findFreePort() : (options.anvilPort ?? DEFAULT_ANVIL_PORT);
    const anvilPort = options.rpcProfile ? await findFreePort() : pagePort;
    // The seed's cycles each move the clock one epoch interval on; starting that far in the past brings
    // the chain clock back to the wall clock, so the page's cycle countdown reads a full cycle.
    const genesis = Math.floor(Date.now() / 1000) - SEED_CYCLE_COUNT * EPOCH_INTERVAL_SECONDS;
    const anvil = await startAnvil({
      port: anvilPort,
      chainId,
      forkUrl,
      extraArgs: seed && !forkUrl ? ["--timestamp", String(genesis)] : [],
      // A fork reads its first block from the forked node.
      timeoutMs: forkUrl ? 60_000 : undefined,
    });
    stops.push(() => anvil.stop());
    const anvilSeconds = secondsSince(mark);

    mark = performance.now();
    let deployment: LocalDeployment;
    let fork: ForkTakeover | null = null;
    if (publicNetwork && forkUrl) {
      fork = await takeOverFork(anvil.rpcUrl, publicNetwork);
      deployment = {
        chainId,
        governance: publicNetwork.governance,
        pool: publicNetwork.pool,
        deployBlock: fork.fromBlock,
      };
      log(
        `forked ${forkUrl}: pool ${deployment.pool} at epoch ${fork.startEpoch}, ${fork.operators.length} operators impersonated`,
      );
    } else {
      deployment = await deployContracts(anvil.rpcUrl, chainId);
      // At the public network's addresses, so its unmodified build finds them.
      if (publicNetwork) deployment = await placeContracts(anvil.rpcUrl, deployment, publicNetwork);
      log(`deployed governance ${deployment.governance} and pool ${deployment.pool} on ${anvil.rpcUrl}`);
    }
    const deploy = secondsSince(mark);

    const treesDir = options.treesDir === undefined ? DEFAULT_TREES_DIR : (options.treesDir ?? undefined);
    const scenario = adaptScenario(SEED_SCENARIO, {
      mevScale: amounts.bond / LOCAL_AMOUNTS.bond,
      epochOffset: fork?.startEpoch ?? 0,
    });
    const oracle = await startOracle({
      rpcUrl: anvil.rpcUrl,
      deployment,
      chainId,
      amounts,
      scenario,
      ...(fork
        ? {
            voters: fork.operators.map((address) => ({ address })),
            startEpoch: fork.startEpoch,
            heldForOthers: fork.heldForOthers,
          }
        : {}),
      log,
      treesDir,
    });
    stops.push(() => oracle.stop());

    mark = performance.now();
    if (seed) {
      await seedScenario({
        rpcUrl: anvil.rpcUrl,
        pool: deployment.pool,
        bond: amounts.bond,
        oracle,
        chainId,
        startEpoch: fork?.startEpoch,
      });
      log(`seeded ${SEED_CYCLE_COUNT} cycles`);
    }
    const seedSeconds = secondsSince(mark);

    mark = performance.now();
    const historyDir = forkUrl
      ? null
      : options.historyDir === undefined
        ? historyDirFor(networkName)
        : options.historyDir;
    const history = historyDir
      ? await writeStackSnapshot({ network: networkName, rpcUrl: anvil.rpcUrl, dir: historyDir })
      : null;
    if (history) log(`wrote the pool's history snapshot to block ${history.block} in ${history.dir}`);
    const historySeconds = secondsSince(mark);

    let rpcProxy: RpcProxy | null = null;
    if (options.rpcProfile) {
      rpcProxy = await startRpcProxy({ upstream: anvil.rpcUrl, profile: options.rpcProfile, port: pagePort });
      const proxy = rpcProxy;
      stops.push(() => proxy.close());
      log(`the page reads the chain through the "${options.rpcProfile}" proxy on ${proxy.url}`);
    }

    let siteUrl: string | null = null;
    if (siteDir !== null) {
      // The latest published trees sit in the site's trees/ folder, where the build looks for them (as an operator
      // deploys them beside the site), never on the oracle's host.
      const site = await serveStatic({
        dir: siteDir,
        port: options.sitePort ?? DEFAULT_SITE_PORT,
        mounts: { ...(treesDir ? latestTreesMount(treesDir) : {}), ...(historyDir ? historyMount(historyDir) : {}) },
      });
      stops.push(() => site.close());
      siteUrl = site.url;
    }

    const relayPort = options.relayPort === undefined ? DEFAULT_RELAY_PORT : options.relayPort;
    const relay = relayPort === null ? null : await startRelay({ port: relayPort });
    if (relay) stops.push(() => relay.close());

    const cycleToken = options.cycleToken ?? newCycleToken();
    const handlers = createApiHandlers(oracle, {
      baseUrl: "*",
      cycle: { token: cycleToken, closeCycle: () => oracle.closeCycle() },
      log,
    });
    const allowedOrigins = [
      ...(options.allowedOrigins ?? LOCAL_SITE_ORIGINS),
      ...(siteUrl ? [new URL(siteUrl).origin] : []),
    ];
    const api = await serveApi(handlers, { port: options.apiPort ?? DEFAULT_API_PORT, allowedOrigins, log });
    stops.push(() => api.close());

    return {
      rpcUrl: anvil.rpcUrl,
      pageRpcUrl: rpcProxy?.url ?? anvil.rpcUrl,
      rpcProxy,
      apiUrl: api.url,
      siteUrl,
      chainId,
      network: networkName,
      forked: fork !== null,
      deployment,
      history,
      oracle,
      relay,
      cycleToken,
      timings: {
        contracts,
        anvil: anvilSeconds,
        deploy,
        seed: seedSeconds,
        history: historySeconds,
        total: secondsSince(started),
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
