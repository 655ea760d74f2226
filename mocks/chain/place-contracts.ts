import { gunzipSync } from "node:zlib";
import { createPublicClient, createTestClient, getAddress, http, numberToHex, pad, type Address, type Hex } from "viem";
import { readRuntimeCode } from "./artifacts";
import type { LocalDeployment } from "./deploy-contracts";

/** Where mainnet and holesky hold Multicall3, which the page's batched contract reads call (viem's chains name it). */
export const MULTICALL3_ADDRESS: Address = "0xcA11bde05977b3631167028862bE2a173976CA11";

export interface ContractAddresses {
  readonly governance: Address;
  readonly pool: Address;
}

interface DumpedAccount {
  readonly nonce: number;
  readonly code: Hex;
  readonly storage: Readonly<Record<string, Hex>>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function dumpedAccount(accounts: Record<string, unknown>, address: Address): DumpedAccount {
  const entry = accounts[address.toLowerCase()];
  if (
    !isRecord(entry) ||
    typeof entry.nonce !== "number" ||
    typeof entry.code !== "string" ||
    !isRecord(entry.storage)
  ) {
    throw new Error(`anvil's state dump has no contract at ${address}`);
  }
  const storage: Record<string, Hex> = {};
  for (const [slot, value] of Object.entries(entry.storage)) {
    if (typeof value === "string") storage[slot] = value as Hex;
  }
  return { nonce: entry.nonce, code: entry.code as Hex, storage };
}

const word = (value: string): Hex => numberToHex(BigInt(value), { size: 32 });

/**
 * Moves freshly deployed governance and pool contracts to other addresses (the public network's), with
 * `anvil_setCode`/`anvil_setStorageAt`: code, every storage slot and nonce are copied from anvil's own state
 * dump, and each slot that holds one of the old addresses (the pool's owner, governance's pool) is rewritten to
 * the new one. Immutables need no care: they live in the runtime code and hold no address. The old addresses are
 * emptied, so nothing can talk to the copies by mistake. Multicall3 goes where the public networks have it
 * (foundry/src/Multicall3.sol): without it the page's batched reads of the pool's roots fail on such a chain.
 */
export async function placeContracts(
  rpcUrl: string,
  deployed: LocalDeployment,
  target: ContractAddresses,
): Promise<LocalDeployment> {
  const anvil = createTestClient({ mode: "anvil", transport: http(rpcUrl) });
  const dump = await anvil.dumpState();
  const parsed: unknown = JSON.parse(gunzipSync(Buffer.from(dump.slice(2), "hex")).toString("utf8"));
  if (!isRecord(parsed) || !isRecord(parsed.accounts)) throw new Error("anvil's state dump has no accounts");
  const accounts = parsed.accounts;

  const moves = [
    [deployed.governance, target.governance],
    [deployed.pool, target.pool],
  ] as const;
  const renamed = new Map(moves.map(([from, to]) => [word(from), pad(to, { size: 32 })]));

  for (const [from, to] of moves) {
    const account = dumpedAccount(accounts, from);
    await anvil.setCode({ address: to, bytecode: account.code });
    await anvil.setNonce({ address: to, nonce: account.nonce });
    for (const [slot, value] of Object.entries(account.storage)) {
      const stored = word(value);
      await anvil.setStorageAt({ address: to, index: word(slot), value: renamed.get(stored) ?? stored });
      await anvil.setStorageAt({ address: from, index: word(slot), value: pad("0x0", { size: 32 }) });
    }
    await anvil.setCode({ address: from, bytecode: "0x" });
  }
  await anvil.setCode({ address: MULTICALL3_ADDRESS, bytecode: readRuntimeCode("Multicall3") });
  await anvil.mine({ blocks: 1 });
  const head = await createPublicClient({ transport: http(rpcUrl) }).getBlockNumber({ cacheTime: 0 });
  return {
    chainId: deployed.chainId,
    governance: getAddress(target.governance),
    pool: getAddress(target.pool),
    // Nothing happened at the new addresses before this block.
    deployBlock: Number(head),
  };
}
