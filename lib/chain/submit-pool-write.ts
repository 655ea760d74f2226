import { encodeFunctionData, type Address } from "viem";
import type { Config } from "wagmi";
import { simulateContract, writeContract } from "wagmi/actions";
import type { NetworkConfig } from "@/lib/network/types";
import { smoothlyPoolAbi } from "@/lib/protocol/abi.generated";
import type { ReadyPoolWrite } from "./pool-write";
import type { SentTransaction } from "./write-pipeline";

const asUint64s = (indexes: readonly number[]) => indexes.map(BigInt);

/**
 * Simulates the write on the build's chain (a revert surfaces here, before any wallet prompt), then has the
 * wallet sign exactly the simulated request. `chainId` makes wagmi refuse a wallet on another chain. Returns the
 * hash with the call that was asked for, so what gets mined can be checked against it.
 */
export async function submitPoolWrite(
  config: Config,
  network: Pick<NetworkConfig, "pool" | "bond" | "topUp" | "chain">,
  account: Address,
  write: ReadyPoolWrite,
): Promise<SentTransaction> {
  const base = { abi: smoothlyPoolAbi, address: network.pool, account, chainId: network.chain.id } as const;
  switch (write.action) {
    case "registerBulk": {
      const value = network.bond * BigInt(write.indexes.length); // registerBulk wants exactly bond × count
      const args = [asUint64s(write.indexes)] as const;
      const { request } = await simulateContract(config, { ...base, functionName: "registerBulk", args, value });
      const data = encodeFunctionData({ abi: smoothlyPoolAbi, functionName: "registerBulk", args });
      return { hash: await writeContract(config, request), call: { to: network.pool, data, value } };
    }
    case "requestExit": {
      const args = [asUint64s(write.indexes)] as const;
      const { request } = await simulateContract(config, { ...base, functionName: "requestExit", args });
      const data = encodeFunctionData({ abi: smoothlyPoolAbi, functionName: "requestExit", args });
      return { hash: await writeContract(config, request), call: { to: network.pool, data, value: 0n } };
    }
    case "withdrawRewards":
    case "withdrawStake": {
      const { proof, indexes, amount } = write.proof;
      const args = [[...proof], asUint64s(indexes), amount] as const;
      const { request } = await simulateContract(config, { ...base, functionName: write.action, args });
      const data = encodeFunctionData({ abi: smoothlyPoolAbi, functionName: write.action, args });
      return { hash: await writeContract(config, request), call: { to: network.pool, data, value: 0n } };
    }
    case "addStake": {
      const args = [BigInt(write.index)] as const;
      const value = network.topUp;
      const { request } = await simulateContract(config, { ...base, functionName: "addStake", args, value });
      const data = encodeFunctionData({ abi: smoothlyPoolAbi, functionName: "addStake", args });
      return { hash: await writeContract(config, request), call: { to: network.pool, data, value } };
    }
  }
}
