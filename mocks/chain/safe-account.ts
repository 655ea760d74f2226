import Safe, { type ContractNetworksConfig } from "@safe-global/protocol-kit";
import {
  concat,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  encodePacked,
  getContractAddress,
  http,
  keccak256,
  pad,
  parseEther,
  zeroAddress,
  type Abi,
  type Address,
  type Hash,
  type Hex,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { anvilAt } from "../../lib/protocol/chains";
import { DEPLOYER } from "./accounts";
import {
  safeArtifact,
  safeContractAddresses,
  safeProxyCreationCode,
  type SafeContractAddresses,
} from "./safe-contracts";
import type { SafeAccountSpec, SafeOwner } from "./safe-spec";

export { FRANKS_SAFE, type SafeAccountSpec, type SafeOwner } from "./safe-spec";

// A Safe as its owners run it, through Safe's own SDK (protocol-kit): created by Safe's proxy factory, transactions
// signed by the owners with EIP-712 (eth_signTypedData_v4) and executed by one of them. Nothing here decides what the
// contract accepts: a transaction it would refuse fails on chain.

/** A call the Safe makes (protocol-kit's MetaTransactionData: to, value and data as strings). */
export type SafeCall = Parameters<Safe["createTransaction"]>[0]["transactions"][number];
/** A Safe transaction with the signatures gathered so far (protocol-kit's). */
export type SafeTransaction = Awaited<ReturnType<Safe["createTransaction"]>>;

/** EIP-712 typed data, as Safe{Wallet} asks an owner's wallet to sign it. */
const EIP712 = "eth_signTypedData_v4";

/** What each owner gets for gas, and what the Safe holds to pay bonds with, when the stack creates it. */
export const OWNER_GAS_MONEY = parseEther("10");
export const SAFE_FUNDING = parseEther("1");

/** protocol-kit's contract addresses for the chain: the ones the stack deployed (canonical 1.5.0). */
export function contractNetworks(chainId: number, addresses: SafeContractAddresses = safeContractAddresses(chainId)) {
  const config: ContractNetworksConfig = {
    [String(chainId)]: {
      safeSingletonAddress: addresses.safeSingleton,
      safeProxyFactoryAddress: addresses.safeProxyFactory,
      multiSendAddress: addresses.multiSend,
      multiSendCallOnlyAddress: addresses.multiSendCallOnly,
      fallbackHandlerAddress: addresses.fallbackHandler,
      signMessageLibAddress: addresses.signMessageLib,
      createCallAddress: addresses.createCall,
      simulateTxAccessorAddress: addresses.simulateTxAccessor,
    },
  };
  return config;
}

/** Where the chain is and which Safe contracts it holds. */
export interface SafeChain {
  readonly rpcUrl: string;
  readonly chainId: number;
}

const kitOptions = (chain: SafeChain) => ({
  provider: chain.rpcUrl,
  contractNetworks: contractNetworks(chain.chainId),
  // The L1 Safe, as Safe{Wallet} deploys on mainnet: no SafeMultiSigTransaction event to read the call back from.
  isL1SafeSingleton: true,
});

/**
 * Safe's `setup` for the spec, with Safe's compatibility fallback handler (as Safe{Wallet} creates a Safe), and the
 * proxy factory's CREATE2 address for it: keccak(keccak(initializer), saltNonce) as salt, the proxy's creation code
 * with the singleton. Written out here rather than taken from protocol-kit's prediction, which memoizes the proxy
 * factory per chain id across providers (two anvils at one chain id in one process would share a stopped one).
 */
function creation(chain: SafeChain, spec: SafeAccountSpec) {
  const addresses = safeContractAddresses(chain.chainId);
  const initializer = encodeFunctionData({
    abi: safeArtifact("safeSingleton").abi as Abi,
    functionName: "setup",
    args: [
      spec.owners.map((o) => o.address),
      BigInt(spec.threshold),
      zeroAddress,
      "0x",
      addresses.fallbackHandler,
      zeroAddress,
      0n,
      zeroAddress,
    ],
  });
  const saltNonce = BigInt(spec.saltNonce);
  const salt = keccak256(encodePacked(["bytes32", "uint256"], [keccak256(initializer), saltNonce]));
  const proxyCode = concat([safeProxyCreationCode(), pad(addresses.safeSingleton, { size: 32 })]);
  const address = getContractAddress({
    opcode: "CREATE2",
    from: addresses.safeProxyFactory,
    salt,
    bytecode: proxyCode,
  });
  return { address, initializer, saltNonce, factory: addresses.safeProxyFactory, singleton: addresses.safeSingleton };
}

/** The Safe's address before (and after) it is created. */
export function predictSafeAddress(chain: SafeChain, spec: SafeAccountSpec): Address {
  return creation(chain, spec).address;
}

/** protocol-kit for the Safe with one owner's key: what that owner signs and sends. */
export function ownerKit(chain: SafeChain, safe: Address, owner: SafeOwner): Promise<Safe> {
  return Safe.init({ ...kitOptions(chain), safeAddress: safe, signer: owner.privateKey });
}

function clients(chain: SafeChain, key: Hex) {
  const viemChain = anvilAt(chain.rpcUrl, chain.chainId);
  const transport = http(chain.rpcUrl);
  return {
    reader: createPublicClient({ chain: viemChain, transport, pollingInterval: 50, cacheTime: 0 }),
    wallet: createWalletClient({ chain: viemChain, transport, account: privateKeyToAccount(key) }),
  };
}

async function mined(chain: SafeChain, hash: Hash, what: string): Promise<void> {
  const { reader } = clients(chain, DEPLOYER.privateKey);
  const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  if (receipt.status !== "success") throw new Error(`${what} reverted (transaction ${hash})`);
}

/**
 * Creates the Safe through Safe's proxy factory (`createProxyWithNonce`, sent by its first owner), gives each owner gas money
 * (anvil_setBalance) and the Safe its funding from anvil's account 0. Returns its address.
 */
export async function createSafeAccount(chain: SafeChain, spec: SafeAccountSpec): Promise<Address> {
  const [first] = spec.owners;
  if (!first) throw new Error(`${spec.name} has no owner`);
  const { reader, wallet } = clients(chain, first.privateKey);
  for (const owner of spec.owners) {
    await reader.request({
      method: "anvil_setBalance" as never,
      params: [owner.address, `0x${OWNER_GAS_MONEY.toString(16)}`] as never,
    });
  }
  const { address, initializer, saltNonce, factory, singleton } = creation(chain, spec);
  if (!(await reader.getCode({ address }))) {
    const hash = await wallet.sendTransaction({
      to: factory,
      data: encodeFunctionData({
        abi: safeArtifact("safeProxyFactory").abi as Abi,
        functionName: "createProxyWithNonce",
        args: [singleton, initializer, saltNonce],
      }),
    });
    await mined(chain, hash, `creating ${spec.name}`);
  }
  const funder = clients(chain, DEPLOYER.privateKey).wallet;
  await mined(chain, await funder.sendTransaction({ to: address, value: SAFE_FUNDING }), `funding ${spec.name}`);
  return address;
}

/** A Safe transaction signed by `signers` (EIP-712 each, through protocol-kit), in the order given. */
export async function signSafeTransaction(
  chain: SafeChain,
  safe: Address,
  transaction: SafeTransaction,
  signers: readonly SafeOwner[],
): Promise<SafeTransaction> {
  let signed = transaction;
  for (const owner of signers) {
    const kit = await ownerKit(chain, safe, owner);
    signed = await kit.signTransaction(signed, EIP712);
  }
  return signed;
}

/** Sends `execTransaction` from `executor` with the signatures gathered; resolves once mined, with its hash. */
export async function executeSafeTransaction(
  chain: SafeChain,
  safe: Address,
  transaction: SafeTransaction,
  executor: SafeOwner,
): Promise<Hash> {
  const kit = await ownerKit(chain, safe, executor);
  const result = await kit.executeTransaction(transaction);
  const hash = result.hash as Hash;
  const { reader } = clients(chain, executor.privateKey);
  await reader.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  return hash;
}

/**
 * Sends `execTransaction` with exactly the signatures gathered, nothing added for the sender (protocol-kit counts an
 * executing owner as a confirmation) and no check before: the chain decides. `gas` is given so that a transaction
 * the Safe refuses is still mined, reverted. Resolves with its hash and the receipt's status.
 */
export async function sendExecTransaction(
  chain: SafeChain,
  safe: Address,
  transaction: SafeTransaction,
  sender: SafeOwner,
  gas = 500_000n,
): Promise<{ hash: Hash; status: "success" | "reverted" }> {
  const { data } = transaction;
  const input = encodeFunctionData({
    abi: safeArtifact("safeSingleton").abi as Abi,
    functionName: "execTransaction",
    args: [
      data.to,
      BigInt(data.value),
      data.data,
      data.operation,
      BigInt(data.safeTxGas),
      BigInt(data.baseGas),
      BigInt(data.gasPrice),
      data.gasToken,
      data.refundReceiver,
      transaction.encodedSignatures(),
    ],
  });
  const { reader, wallet } = clients(chain, sender.privateKey);
  const hash = await wallet.sendTransaction({ to: safe, data: input, gas });
  const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  return { hash, status: receipt.status };
}

/**
 * Runs calls from the Safe as its owners would in one go: one Safe transaction (a MultiSend for several), signed by
 * the first `threshold` owners and executed by the first. Fails if the Safe's execution fails.
 */
export async function runFromSafe(
  chain: SafeChain,
  safe: Address,
  spec: SafeAccountSpec,
  calls: readonly SafeCall[],
  what: string,
): Promise<Hash> {
  const [first] = spec.owners;
  if (!first) throw new Error(`${spec.name} has no owner`);
  const kit = await ownerKit(chain, safe, first);
  const transaction = await kit.createTransaction({ transactions: [...calls] });
  const signed = await signSafeTransaction(chain, safe, transaction, spec.owners.slice(0, spec.threshold));
  const hash = await executeSafeTransaction(chain, safe, signed, first);
  await mined(chain, hash, what);
  return hash;
}
