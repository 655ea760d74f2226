import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { getSingletonFactoryInfo } from "@safe-global/safe-singleton-factory";
import {
  concat,
  createPublicClient,
  createWalletClient,
  getContractAddress,
  http,
  pad,
  type Address,
  type Hash,
  type Hex,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { anvilAt } from "../../lib/protocol/chains";
import { DEPLOYER } from "./accounts";

// Safe's own contracts as published (@safe-global/safe-smart-account 1.5.0: the bytecode comes from the package's
// artifacts, never typed here), deployed the way Safe deploys them everywhere: through Safe's singleton factory
// (@safe-global/safe-singleton-factory's pre-signed transaction for the chain), with salt 0. So they land at Safe's
// canonical 1.5.0 addresses with the canonical code (mocks/chain/safe-contracts.test.ts holds both against
// @safe-global/safe-deployments), on the local chain as on a chain at mainnet's id.

const require = createRequire(import.meta.url);

/** The Safe contracts the local stack deploys, by what protocol-kit calls them. */
export const SAFE_CONTRACTS = {
  safeSingleton: "Safe.sol/Safe.json",
  safeL2Singleton: "SafeL2.sol/SafeL2.json",
  safeProxyFactory: "proxies/SafeProxyFactory.sol/SafeProxyFactory.json",
  multiSend: "libraries/MultiSend.sol/MultiSend.json",
  multiSendCallOnly: "libraries/MultiSendCallOnly.sol/MultiSendCallOnly.json",
  fallbackHandler: "handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler.json",
  signMessageLib: "libraries/SignMessageLib.sol/SignMessageLib.json",
  createCall: "libraries/CreateCall.sol/CreateCall.json",
  simulateTxAccessor: "accessors/SimulateTxAccessor.sol/SimulateTxAccessor.json",
} as const;
export type SafeContractName = keyof typeof SAFE_CONTRACTS;
export type SafeContractAddresses = Readonly<Record<SafeContractName, Address>>;

/** The version of Safe's contracts the package holds and the stack deploys. */
export const SAFE_VERSION = "1.5.0" as const;

interface Artifact {
  readonly contractName: string;
  readonly bytecode: Hex;
  readonly abi: readonly unknown[];
}

/** A contract's artifact from @safe-global/safe-smart-account (its ABI and creation code). */
export function safeArtifact(name: SafeContractName): Artifact {
  const path = require.resolve(`@safe-global/safe-smart-account/build/artifacts/contracts/${SAFE_CONTRACTS[name]}`);
  return JSON.parse(readFileSync(path, "utf8")) as Artifact;
}

/** The proxy a Safe is: SafeProxyFactory's `proxyCreationCode()`, from the same package's artifact. */
export function safeProxyCreationCode(): Hex {
  const path =
    require.resolve("@safe-global/safe-smart-account/build/artifacts/contracts/proxies/SafeProxy.sol/SafeProxy.json");
  return (JSON.parse(readFileSync(path, "utf8")) as Artifact).bytecode;
}

const SALT = pad("0x", { size: 32 });

function factoryFor(chainId: number) {
  const info = getSingletonFactoryInfo(chainId);
  if (!info) throw new Error(`@safe-global/safe-singleton-factory has no deployment for chain ${chainId}`);
  return { ...info, address: info.address as Address, signerAddress: info.signerAddress as Address };
}

/** Where each contract lands through the singleton factory: the same address on every chain. */
export function safeContractAddresses(chainId: number): SafeContractAddresses {
  const factory = factoryFor(chainId).address;
  const entries = (Object.keys(SAFE_CONTRACTS) as SafeContractName[]).map(
    (name) =>
      [
        name,
        getContractAddress({ opcode: "CREATE2", from: factory, salt: SALT, bytecode: safeArtifact(name).bytecode }),
      ] as const,
  );
  return Object.fromEntries(entries) as Record<SafeContractName, Address>;
}

/**
 * Deploys the singleton factory (its pre-signed transaction, the deployer funded for exactly its gas) and through it
 * each Safe contract, skipping what is already there (a forked chain has them all). Returns the addresses. Sent from
 * anvil's account 0 after our own deployment (which needs that account's first nonce).
 */
export async function deploySafeContracts(rpcUrl: string, chainId: number): Promise<SafeContractAddresses> {
  const chain = anvilAt(rpcUrl, chainId);
  const client = createPublicClient({ chain, transport: http(rpcUrl), pollingInterval: 50, cacheTime: 0 });
  const funder = createWalletClient({
    chain,
    transport: http(rpcUrl),
    account: privateKeyToAccount(DEPLOYER.privateKey),
  });
  const confirm = async (hash: Hash, what: string) => {
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    if (receipt.status !== "success") throw new Error(`${what} reverted (transaction ${hash})`);
  };
  const factory = factoryFor(chainId);
  if (!(await client.getCode({ address: factory.address }))) {
    const funding = await funder.sendTransaction({
      to: factory.signerAddress,
      value: BigInt(factory.gasPrice) * BigInt(factory.gasLimit),
    });
    await confirm(funding, "funding the singleton factory's deployer");
    const hash = await client.request({ method: "eth_sendRawTransaction", params: [factory.transaction as Hex] });
    await confirm(hash, "deploying Safe's singleton factory");
  }
  const addresses = safeContractAddresses(chainId);
  for (const name of Object.keys(SAFE_CONTRACTS) as SafeContractName[]) {
    if (await client.getCode({ address: addresses[name] })) continue;
    const hash = await funder.sendTransaction({
      to: factory.address,
      data: concat([SALT, safeArtifact(name).bytecode]),
    });
    await confirm(hash, `deploying Safe's ${name}`);
    if (!(await client.getCode({ address: addresses[name] })))
      throw new Error(`Safe's ${name} is not at ${addresses[name]} after its deployment`);
  }
  return addresses;
}
