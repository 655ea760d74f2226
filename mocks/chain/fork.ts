import { createPublicClient, createTestClient, http, parseEther, type Address } from "viem";
import { poolGovernanceAbi, smoothlyPoolAbi } from "../../lib/protocol/abi.generated";
import { ANVIL_ACCOUNTS } from "./accounts";
import type { ContractAddresses } from "./place-contracts";

export interface ForkTakeover {
  /** Governance's operators, impersonated on the fork: anvil signs their votes. */
  readonly operators: readonly Address[];
  /** The pool's epoch at the fork: the local oracle's cycles follow it. */
  readonly startEpoch: number;
  /** The pool's balance at the fork: its real users' bonds and rewards, never shared out locally. */
  readonly heldForOthers: bigint;
  /** The first block after the fork: the local oracle follows the pool from here. */
  readonly fromBlock: number;
}

/** Enough for the operators' votes. */
const OPERATOR_GAS_MONEY = parseEther("10");
/** Enough for the seed's bonds and MEV at mainnet scale, whatever the anvil accounts hold on the real chain. */
const ACCOUNT_BALANCE = parseEther("10000");

/**
 * Prepares a forked chain for the local oracle: governance's real operators are impersonated (their keys are not
 * ours, so anvil signs for them) and funded for gas, the anvil test accounts get ETH for the seed, and the pool's
 * epoch and balance at the fork are recorded. Nothing is deployed: the page runs against the real bytecode.
 */
export async function takeOverFork(rpcUrl: string, contracts: ContractAddresses): Promise<ForkTakeover> {
  const chain = createPublicClient({ transport: http(rpcUrl) });
  const anvil = createTestClient({ mode: "anvil", transport: http(rpcUrl) });
  const [operators, epoch, balance, head] = await Promise.all([
    chain.readContract({ address: contracts.governance, abi: poolGovernanceAbi, functionName: "getOperators" }),
    chain.readContract({ address: contracts.pool, abi: smoothlyPoolAbi, functionName: "epoch" }),
    chain.getBalance({ address: contracts.pool }),
    chain.getBlockNumber({ cacheTime: 0 }),
  ]);
  if (operators.length < 2) {
    throw new Error(`governance ${contracts.governance} has ${operators.length} operators: no vote can pass`);
  }
  for (const operator of operators) {
    await anvil.impersonateAccount({ address: operator });
    await anvil.setBalance({ address: operator, value: OPERATOR_GAS_MONEY });
  }
  for (const account of ANVIL_ACCOUNTS) await anvil.setBalance({ address: account.address, value: ACCOUNT_BALANCE });
  return { operators, startEpoch: Number(epoch), heldForOthers: balance, fromBlock: Number(head) + 1 };
}
