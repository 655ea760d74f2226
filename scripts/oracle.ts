// The local oracle on its own, against an anvil that already has the local deployment (for example
// after restarting it while `npm start` keeps anvil running): it rebuilds its state from the chain.
//   npm run oracle -- [--rpc http://127.0.0.1:8545] [--port 8546]
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { LOCAL_RPC_URL } from "../lib/network/local";
import { newCycleToken, writeCycleToken } from "../mocks/api/cycle-token";
import { createApiHandlers } from "../mocks/api/handlers";
import { DEFAULT_API_PORT, serveApi } from "../mocks/api/node-server";
import { LOCAL_DEPLOYMENT_PATH } from "../mocks/chain/deploy-contracts";
import { startOracle, type OracleDeployment } from "../mocks/oracle/oracle";
import { DEFAULT_TREES_DIR } from "../mocks/oracle/publish-trees";

function readDeployment(): OracleDeployment {
  const parsed: unknown = JSON.parse(readFileSync(LOCAL_DEPLOYMENT_PATH, "utf8"));
  if (typeof parsed !== "object" || parsed === null) throw new Error(`${LOCAL_DEPLOYMENT_PATH} is not an object`);
  const { pool, governance, deployBlock } = parsed as Record<string, unknown>;
  const isAddress = (value: unknown): value is `0x${string}` =>
    typeof value === "string" && /^0x[0-9a-fA-F]{40}$/.test(value);
  if (!isAddress(pool) || !isAddress(governance) || typeof deployBlock !== "number") {
    throw new Error(`${LOCAL_DEPLOYMENT_PATH} lacks pool, governance or deployBlock`);
  }
  return { pool, governance, deployBlock };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { rpc: { type: "string" }, port: { type: "string" } } });
  const rpcUrl = values.rpc ?? LOCAL_RPC_URL;
  const port = values.port === undefined ? DEFAULT_API_PORT : Number(values.port);
  const log = (message: string) => process.stdout.write(`oracle: ${message}\n`);
  const oracle = await startOracle({ rpcUrl, deployment: readDeployment(), log, treesDir: DEFAULT_TREES_DIR });
  const token = newCycleToken();
  writeCycleToken(token);
  const handlers = createApiHandlers(oracle, { baseUrl: "*", cycle: { token, closeCycle: oracle.closeCycle }, log });
  const server = await serveApi(handlers, { port, log });
  log(`epoch ${oracle.state.epoch}, ${oracle.state.validators.size} validators, serving ${server.url}`);
  log(`cycle token ${token} (npm run cycle reads it from .stack/cycle-token)`);
  const shutdown = () => {
    oracle.stop();
    void server.close().then(() => process.exit(0));
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

main().catch((error: unknown) => {
  process.stderr.write(`oracle failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
