import { encodeFunctionData, type Address, type Hash } from "viem";
import type { Config } from "wagmi";
import { simulateContract, writeContract } from "wagmi/actions";
import type { NetworkConfig } from "@/lib/network/types";
import { smoothlyPoolAbi } from "@/lib/protocol/abi.generated";
import type { SentCall } from "./inflight";
import type { ReadyPoolWrite } from "./pool-write";
import type { SentTransaction } from "./write-pipeline";

const asUint64s = (indexes: readonly number[]) => indexes.map(BigInt);

type PoolNetwork = Pick<NetworkConfig, "pool" | "bond" | "topUp" | "chain">;

/**
 * Simulates the write on the build's chain from `account` (a revert surfaces here, before any wallet prompt) and
 * returns the call, so what gets mined (or what a Safe runs) can be checked against it, with `send`, which has the
 * wallet sign exactly the simulated request. `chainId` makes wagmi refuse a wallet on another chain.
 */
export async function simulatePoolWrite(
  config: Config,
  network: PoolNetwork,
  account: Address,
  write: ReadyPoolWrite,
): Promise<{ readonly call: SentCall; readonly send: () => Promise<Hash> }> {
  const base = { abi: smoothlyPoolAbi, address: network.pool, account, chainId: network.chain.id } as const;
  const call = (data: SentCall["data"], value: bigint): SentCall => ({ to: network.pool, data, value });
  switch (write.action) {
    case "registerBulk": {
      const value = network.bond * BigInt(write.indexes.length); // registerBulk wants exactly bond × count
      const args = [asUint64s(write.indexes)] as const;
      const { request } = await simulateContract(config, { ...base, functionName: "registerBulk", args, value });
      return {
        send: () => writeContract(config, request),
        call: call(encodeFunctionData({ abi: smoothlyPoolAbi, functionName: "registerBulk", args }), value),
      };
    }
    case "requestExit": {
      const args = [asUint64s(write.indexes)] as const;
      const { request } = await simulateContract(config, { ...base, functionName: "requestExit", args });
      return {
        send: () => writeContract(config, request),
        call: call(encodeFunctionData({ abi: smoothlyPoolAbi, functionName: "requestExit", args }), 0n),
      };
    }
    case "withdrawRewards":
    case "withdrawStake": {
      const { proof, indexes, amount } = write.proof;
      const args = [[...proof], asUint64s(indexes), amount] as const;
      const { request } = await simulateContract(config, { ...base, functionName: write.action, args });
      return {
        send: () => writeContract(config, request),
        call: call(encodeFunctionData({ abi: smoothlyPoolAbi, functionName: write.action, args }), 0n),
      };
    }
    case "addStake": {
      const args = [BigInt(write.index)] as const;
      const value = network.topUp;
      const { request } = await simulateContract(config, { ...base, functionName: "addStake", args, value });
      return {
        send: () => writeContract(config, request),
        call: call(encodeFunctionData({ abi: smoothlyPoolAbi, functionName: "addStake", args }), value),
      };
    }
  }
}

/**
 * Simulates, then has the wallet sign exactly the simulated request. Returns the hash with the call that was asked
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
