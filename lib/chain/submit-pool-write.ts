import type { Address, Hash } from "viem";
import type { Config } from "wagmi";
import { simulateContract, writeContract } from "wagmi/actions";
import type { NetworkConfig } from "@/lib/network/types";
import { smoothlyPoolAbi } from "@/lib/protocol/abi.generated";
import type { ReadyPoolWrite } from "./pool-write";

const asUint64s = (indexes: readonly number[]) => indexes.map(BigInt);

/**
 * Simulates the write on the build's chain (a revert surfaces here, before any wallet prompt), then has the
 * wallet sign exactly the simulated request. `chainId` makes wagmi refuse a wallet on another chain.
 */
export async function submitPoolWrite(
  config: Config,
  network: Pick<NetworkConfig, "pool" | "bond" | "topUp" | "chain">,
  account: Address,
  write: ReadyPoolWrite,
): Promise<Hash> {
  const base = { abi: smoothlyPoolAbi, address: network.pool, account, chainId: network.chain.id } as const;
  switch (write.action) {
    case "registerBulk": {
      const value = network.bond * BigInt(write.indexes.length); // registerBulk wants exactly bond × count
      const { request } = await simulateContract(config, {
        ...base,
        functionName: "registerBulk",
        args: [asUint64s(write.indexes)],
        value,
      });
      return writeContract(config, request);
    }
    case "requestExit": {
      const { request } = await simulateContract(config, {
        ...base,
        functionName: "requestExit",
        args: [asUint64s(write.indexes)],
      });
      return writeContract(config, request);
    }
    case "withdrawRewards":
    case "withdrawStake": {
      const { proof, indexes, amount } = write.proof;
      const { request } = await simulateContract(config, {
        ...base,
        functionName: write.action,
        args: [[...proof], asUint64s(indexes), amount],
      });
      return writeContract(config, request);
    }
    case "addStake": {
      const { request } = await simulateContract(config, {
        ...base,
        functionName: "addStake",
        args: [BigInt(write.index)],
        value: network.topUp,
      });
      return writeContract(config, request);
    }
  }
}
