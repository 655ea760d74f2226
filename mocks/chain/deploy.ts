// Deploys governance (which creates the pool) to a running anvil and records the addresses in
// lib/network/local-deployment.json. Usage: npx tsx mocks/chain/deploy.ts [rpcUrl]
import { DEFAULT_ANVIL_PORT } from "./anvil";
import { buildContracts } from "./artifacts";
import { deployContracts, LOCAL_DEPLOYMENT_PATH, writeDeployment } from "./deploy-contracts";

async function main(): Promise<void> {
  const rpcUrl = process.argv[2] ?? `http://127.0.0.1:${DEFAULT_ANVIL_PORT}`;
  await buildContracts();
  const started = performance.now();
  const deployment = await deployContracts(rpcUrl);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  const changed = writeDeployment(deployment);
  process.stdout.write(
    `governance ${deployment.governance}\npool       ${deployment.pool}\n` +
      `deployed in ${seconds} s at block ${deployment.deployBlock} on ${rpcUrl}\n` +
      `${changed ? "updated" : "unchanged"}: ${LOCAL_DEPLOYMENT_PATH}\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`deploy failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
