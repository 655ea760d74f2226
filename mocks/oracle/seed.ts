import { encodeFunctionData, type Address, type Hex } from "viem";
import { smoothlyPoolAbi } from "../../lib/protocol/abi.generated";
import { LOCAL_CHAIN_ID } from "../../lib/protocol/chains";
import { createSafeAccount, runFromSafe } from "../chain/safe-account";
import { deploySafeContracts } from "../chain/safe-contracts";
import { confirm, publicClientFor, walletClientFor } from "./chain";
import type { CycleOutcome } from "./close-cycle";
import type { LocalOracle } from "./oracle";
import { SEED_STEPS, type SeedStep } from "./scenario";
import { FUNDED_BY_SEED, SEED_FUNDING_WEI, type SeedAccount, type SeedSafe } from "./seed-accounts";

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

  const steps = options.steps ?? SEED_STEPS;
  const safeChain = { rpcUrl, chainId: chainId ?? LOCAL_CHAIN_ID };
  const safes = new Set(steps.flatMap((step) => ("owner" in step && isSafe(step.owner) ? [step.owner] : [])));
  if (safes.size > 0) await deploySafeContracts(rpcUrl, safeChain.chainId);
  for (const owner of safes) {
    const created = await createSafeAccount(safeChain, owner.safe);
    if (created !== owner.address) throw new Error(`${owner.name} was created at ${created}, not ${owner.address}`);
  }

  // Owners past anvil's ten funded accounts get their ETH first (anvil_setBalance works on a fork too).
  const funded = new Set(steps.flatMap((step) => ("owner" in step && !isSafe(step.owner) ? [step.owner] : [])));
  for (const owner of FUNDED_BY_SEED.filter((account) => funded.has(account))) {
    await client.request({
      method: "anvil_setBalance" as never,
      params: [owner.address, `0x${SEED_FUNDING_WEI.toString(16)}`] as never,
    });
  }

  const cycles: CycleOutcome[] = [];
  for (const step of steps) {
    if (step.action === "closeCycle") {
      cycles.push(await oracle.close());
      continue;
    }
    const { owner } = step;
    if (isSafe(owner)) {
      // The Safe's owners sign and one executes: the pool sees the Safe as msg.sender (eth1).
      if (step.action === "claimRewards") throw new Error(`${owner.name}: the seed claims only from accounts`);
      const { data, value } = poolCall(step, bond);
      await runFromSafe(
        safeChain,
        owner.address,
        owner.safe,
        [{ to: pool, data, value: value.toString() }],
        `${owner.name}'s ${step.action}`,
      );
      continue;
    }
    const wallet = walletClientFor(rpcUrl, owner.privateKey, chainId);
    const who = `${owner.name}'s ${step.action}`;
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
        const claim = await oracle.claimProof("withdrawals", owner.address);
        if (!claim) throw new Error(`${who}: the oracle has no rewards proof for ${owner.address}`);
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

function isSafe(owner: SeedAccount | SeedSafe): owner is SeedSafe {
  return "safe" in owner;
}

/** A register or exit request as the pool call a Safe makes. */
function poolCall(
  step: Extract<SeedStep, { action: "register" | "requestExit" }>,
  bond: bigint,
): { data: Hex; value: bigint } {
  const indexes = step.indexes.map(BigInt);
  return step.action === "register"
    ? {
        data: encodeFunctionData({ abi: smoothlyPoolAbi, functionName: "registerBulk", args: [indexes] }),
        value: bond * BigInt(indexes.length),
      }
    : { data: encodeFunctionData({ abi: smoothlyPoolAbi, functionName: "requestExit", args: [indexes] }), value: 0n };
}
