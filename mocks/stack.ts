import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createApiHandlers } from "./api/handlers";
import { newCycleToken } from "./api/cycle-token";
import { DEFAULT_API_PORT, LOCAL_SITE_ORIGINS, serveApi } from "./api/node-server";
import { LOCAL_AMOUNTS, startOracle, type LocalOracle } from "./oracle/oracle";
import { SEED_CYCLE_COUNT } from "./oracle/scenario";
import { seedScenario } from "./oracle/seed";
import {
  buildContracts,
  DEFAULT_ANVIL_PORT,
  deployContracts,
  findFreePort,
  startAnvil,
  type LocalDeployment,
} from "./chain";
import { serveStatic } from "./site/serve-static";
import { LOCAL_CHAIN_ID } from "../lib/protocol/chains";

export const DEFAULT_SITE_PORT = 3000;
export const DEFAULT_SITE_DIR = fileURLToPath(new URL("../out/local", import.meta.url));
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
  readonly total: number;
}

export interface Stack {
  readonly rpcUrl: string;
  readonly apiUrl: string;
  /** null when no site is served. */
  readonly siteUrl: string | null;
  readonly chainId: number;
  readonly deployment: LocalDeployment;
  readonly oracle: LocalOracle;
  /** What POST /cycle needs in its x-cycle-token header. */
  readonly cycleToken: string;
  readonly timings: StackTimings;
  /** Stops the site, the API, the oracle and anvil; safe to call twice. */
  stop(): Promise<void>;
}

const secondsSince = (start: number): number => (performance.now() - start) / 1000;

/**
 * The whole local pool: anvil, the contracts, the seed, the oracle API and the static site. `npm start`
 * and the end-to-end tests both start it through this one function.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const log = options.log ?? (() => {});
  const siteDir = options.siteDir === undefined ? DEFAULT_SITE_DIR : options.siteDir;
  if (siteDir !== null && !existsSync(join(siteDir, "index.html"))) {
    throw new Error(`no site build in ${siteDir}: run \`npm run build:local\` first`);
  }
  const seed = options.seed ?? true;
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
    await buildContracts();
    const contracts = secondsSince(mark);

    mark = performance.now();
    const anvilPort = options.anvilPort === 0 ? await findFreePort() : (options.anvilPort ?? DEFAULT_ANVIL_PORT);
    // The seed's cycles each move the clock one epoch interval on; starting that far in the past brings
    // the chain clock back to the wall clock, so the page's cycle countdown reads a full cycle.
    const genesis = Math.floor(Date.now() / 1000) - SEED_CYCLE_COUNT * EPOCH_INTERVAL_SECONDS;
    const anvil = await startAnvil({ port: anvilPort, extraArgs: seed ? ["--timestamp", String(genesis)] : [] });
    stops.push(() => anvil.stop());
    const anvilSeconds = secondsSince(mark);

    mark = performance.now();
    const deployment = await deployContracts(anvil.rpcUrl);
    const deploy = secondsSince(mark);
    log(`deployed governance ${deployment.governance} and pool ${deployment.pool} on ${anvil.rpcUrl}`);

    const oracle = await startOracle({ rpcUrl: anvil.rpcUrl, deployment, log });
    stops.push(() => oracle.stop());

    mark = performance.now();
    if (seed) {
      await seedScenario({ rpcUrl: anvil.rpcUrl, pool: deployment.pool, bond: LOCAL_AMOUNTS.bond, oracle });
      log(`seeded ${SEED_CYCLE_COUNT} cycles`);
    }
    const seedSeconds = secondsSince(mark);

    let siteUrl: string | null = null;
    if (siteDir !== null) {
      const site = await serveStatic({ dir: siteDir, port: options.sitePort ?? DEFAULT_SITE_PORT });
      stops.push(() => site.close());
      siteUrl = site.url;
    }

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
      apiUrl: api.url,
      siteUrl,
      chainId: LOCAL_CHAIN_ID,
      deployment,
      oracle,
      cycleToken,
      timings: { contracts, anvil: anvilSeconds, deploy, seed: seedSeconds, total: secondsSince(started) },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
