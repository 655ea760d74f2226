import { decodeFunctionData, getContractError, type Address, type BaseError, type Hash } from "viem";
import type { Config } from "wagmi";
import { call as simulateCall, sendTransaction } from "wagmi/actions";
import type { NetworkConfig } from "@/lib/network/types";
import { smoothlyPoolAbi } from "@/lib/protocol/abi.generated";
import type { SentCall } from "./inflight";
import type { ReadyPoolWrite } from "./pool-write";
import { poolCall } from "./pool-writes";
import type { SentTransaction } from "./write-pipeline";

type PoolNetwork = Pick<NetworkConfig, "pool" | "bond" | "topUp" | "chain">;

/**
 * A failure in the pool's terms, as viem's simulateContract and writeContract give it: a revert decoded to the pool's
 * error, a wallet's refusal as the cause (lib/chain/errors/error-catalogue.ts reads both).
 */
function asContractError(error: unknown, pool: Address, sent: SentCall, sender: Address) {
  const { functionName, args } = decodeFunctionData({ abi: smoothlyPoolAbi, data: sent.data });
  return getContractError(error as BaseError, { abi: smoothlyPoolAbi, address: pool, functionName, args, sender });
}

/**
 * Simulates the write on the build's chain from `account` (a revert surfaces here, before any wallet prompt) and
 * returns the call, so what gets mined (or what a Safe runs) can be checked against it, with `send`, which has the
 * wallet sign exactly that call. `chainId` makes wagmi refuse a wallet on another chain. The call itself is the
 * write's entry's (lib/chain/write/pool-writes.ts).
 */
export async function simulatePoolWrite(
  config: Config,
  network: PoolNetwork,
  account: Address,
  write: ReadyPoolWrite,
): Promise<{ readonly call: SentCall; readonly send: () => Promise<Hash> }> {
  const { data, value } = poolCall(write, network);
  const call: SentCall = { to: network.pool, data, value };
  const request = { account, to: network.pool, data, value, chainId: network.chain.id } as const;
  try {
    await simulateCall(config, request);
  } catch (error) {
    throw asContractError(error, network.pool, call, account);
  }
  return {
    call,
    send: () =>
      sendTransaction(config, request).catch((error: unknown) => {
        throw asContractError(error, network.pool, call, account);
      }),
  };
}

/**
 * Simulates, then has the wallet sign exactly the simulated call. Returns the hash with the call that was asked
 * for, so what gets mined can be checked against it.
 */
export async function submitPoolWrite(
  config: Config,
  network: PoolNetwork,
  account: Address,
  write: ReadyPoolWrite,
): Promise<SentTransaction> {
  const { send, call } = await simulatePoolWrite(config, network, account, write);
  return { hash: await send(), call };
}
