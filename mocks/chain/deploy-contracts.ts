import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createPublicClient, createWalletClient, getAddress, http, zeroAddress, type Address } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { poolGovernanceAbi } from "../../lib/protocol/abi.generated";
import { anvilAt, LOCAL_CHAIN_ID } from "../../lib/protocol/chains";
import { DEPLOYER, OPERATORS } from "./accounts";
import { readArtifact } from "./artifacts";

/** The committed deployment the local build reads (lib/network/local.ts). */
export const LOCAL_DEPLOYMENT_PATH = fileURLToPath(new URL("../../lib/network/local-deployment.json", import.meta.url));

export interface LocalDeployment {
  readonly chainId: number;
  readonly governance: Address;
  readonly pool: Address;
  /** Block of the deploy transaction: the first block worth scanning for pool events. */
  readonly deployBlock: number;
}

/**
 * Deploys PoolGovernance from anvil account 0 with accounts 1-3 as operators and a zero pool, so
 * governance creates the pool itself (as on mainnet). Needs foundry/out (buildContracts) and a
 * deployer that has not sent a transaction yet: the addresses follow from its nonce, and the app
 * is built against the committed ones. `expectedChainId` is 31337 unless the chain is shaped like a public one.
 */
export async function deployContracts(
  rpcUrl: string,
  expectedChainId: number = LOCAL_CHAIN_ID,
): Promise<LocalDeployment> {
  const chain = anvilAt(rpcUrl, expectedChainId);
  const transport = http(rpcUrl);
  const publicClient = createPublicClient({ chain, transport });
  const account = privateKeyToAccount(DEPLOYER.privateKey);
  const walletClient = createWalletClient({ chain, transport, account });

  const chainId = await publicClient.getChainId();
  if (chainId !== expectedChainId) throw new Error(`expected chain ${expectedChainId} at ${rpcUrl}, found ${chainId}`);
  const nonce = await publicClient.getTransactionCount({ address: account.address });
  if (nonce !== 0) {
    throw new Error(
      `deployer ${account.address} has nonce ${nonce} on ${rpcUrl}: deploy to a fresh anvil so the addresses stay deterministic`,
    );
  }

  const { bytecode } = readArtifact("PoolGovernance");
  const hash = await walletClient.deployContract({
    abi: poolGovernanceAbi,
    bytecode,
    args: [OPERATORS.map((operator) => operator.address), zeroAddress],
  });
  const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  if (receipt.status !== "success" || !receipt.contractAddress) {
    throw new Error(`PoolGovernance deployment failed in transaction ${hash}`);
  }
  const governance = getAddress(receipt.contractAddress);
  const pool = await publicClient.readContract({ address: governance, abi: poolGovernanceAbi, functionName: "pool" });
  return { chainId, governance, pool, deployBlock: Number(receipt.blockNumber) };
}

export function serializeDeployment(deployment: LocalDeployment): string {
  const { chainId, governance, pool, deployBlock } = deployment;
  return `${JSON.stringify({ chainId, governance, pool, deployBlock }, null, 2)}\n`;
}

/** Writes the deployment file only when it changes, so watchers do not rebuild for nothing. */
export function writeDeployment(deployment: LocalDeployment, path: string = LOCAL_DEPLOYMENT_PATH): boolean {
  const next = serializeDeployment(deployment);
  let current = "";
  try {
    current = readFileSync(path, "utf8");
  } catch {
    // first write
  }
  if (current === next) return false;
  writeFileSync(path, next);
  return true;
}
