import type { Address } from "viem";
import { smoothlyPoolAbi } from "../../lib/protocol/abi.generated";
import { confirm, publicClientFor, walletClientFor } from "./chain";
import type { CycleOutcome } from "./close-cycle";
import type { LocalOracle } from "./oracle";
import { SEED_STEPS, type SeedStep } from "./scenario";

export interface SeedOptions {
  readonly rpcUrl: string;
  readonly pool: Address;
  /** Full bond per validator: registerBulk wants exactly bond × count. */
  readonly bond: bigint;
  readonly oracle: Pick<LocalOracle, "close" | "claimProof">;
  readonly steps?: readonly SeedStep[];
  /** The chain's id (anvil's 31337 by default). */
  readonly chainId?: number;
  /** The pool's epoch before the seed: 0 on a fresh deployment, the forked pool's on a forked chain. */
  readonly startEpoch?: number;
}

export interface SeedResult {
  readonly seconds: number;
  readonly cycles: readonly CycleOutcome[];
}

/**
 * Plays the seed on a fresh deployment through real transactions from the owners' accounts and real
 * cycle closes through governance; nothing is written into the oracle's state directly.
 */
export async function seedScenario(options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const { rpcUrl, pool, bond, oracle, chainId } = options;
  const startEpoch = BigInt(options.startEpoch ?? 0);
  const client = publicClientFor(rpcUrl, chainId);
  const epoch = await client.readContract({ address: pool, abi: smoothlyPoolAbi, functionName: "epoch" });
  if (epoch !== startEpoch)
    throw new Error(`the pool is at epoch ${epoch}, not ${startEpoch}: the seed needs the pool as the oracle found it`);

  const cycles: CycleOutcome[] = [];
  for (const step of options.steps ?? SEED_STEPS) {
    if (step.action === "closeCycle") {
      cycles.push(await oracle.close());
      continue;
    }
    const wallet = walletClientFor(rpcUrl, step.owner.privateKey, chainId);
    const who = `${step.owner.name}'s ${step.action}`;
    switch (step.action) {
      case "register": {
        const indexes = step.indexes.map(BigInt);
        const value = bond * BigInt(indexes.length);
        const hash = await wallet.writeContract({
          address: pool,
          abi: smoothlyPoolAbi,
          functionName: "registerBulk",
          args: [indexes],
          value,
        });
        await confirm(client, hash, who);
        break;
      }
      case "requestExit": {
        const hash = await wallet.writeContract({
          address: pool,
          abi: smoothlyPoolAbi,
          functionName: "requestExit",
          args: [step.indexes.map(BigInt)],
        });
        await confirm(client, hash, who);
        break;
      }
      case "claimRewards": {
        const claim = await oracle.claimProof("withdrawals", step.owner.address);
        if (!claim) throw new Error(`${who}: the oracle has no rewards proof for ${step.owner.address}`);
        const hash = await wallet.writeContract({
          address: pool,
          abi: smoothlyPoolAbi,
          functionName: "withdrawRewards",
          args: [[...claim.proof], claim.indexes.map(BigInt), claim.amount],
        });
        await confirm(client, hash, who);
        break;
      }
    }
  }
  return { seconds: (performance.now() - started) / 1000, cycles };
}
