import { parseEventLogs, parseGwei, type Address, type Hash } from "viem";
import { poolGovernanceAbi, smoothlyPoolAbi } from "../../lib/protocol/abi.generated";
import { confirm, publicClientFor, testClientFor, walletClientFor, type Signer } from "./chain";
import { closeCycle, type CycleOutcome } from "./close-cycle";
import type { ChainFollower } from "./follower";
import type { OracleScenario, OracleState, PoolAmounts } from "./types";

export interface CycleCloserOptions {
  readonly rpcUrl: string;
  readonly pool: Address;
  readonly governance: Address;
  readonly follower: ChainFollower;
  readonly scenario: OracleScenario;
  readonly amounts: PoolAmounts;
  /** All of governance's operators; as many vote as its 66% needs (two of three). */
  readonly voters: readonly Signer[];
  /** Sends the scenario's MEV to the pool (a stand-in for block builders). */
  readonly mevPayer: Signer;
  /** The chain's id (anvil's 31337 by default). */
  readonly chainId?: number;
  /** The pool's epoch when this oracle started (0 on a fresh deployment, more on a forked chain). */
  readonly startEpoch?: number;
  /** ETH in the pool that this oracle does not account for (the forked chain's own users'): never shared out. */
  readonly heldForOthers?: bigint;
  readonly log?: (message: string) => void;
}

export interface CycleCloser {
  /** Closes the open cycle on chain and resolves with it as the follower applied it. */
  close(): Promise<CycleOutcome>;
}

/** The fewest votes that pass governance's `votes * 100 / operators >= 66`. */
export function votesNeeded(operators: number): number {
  for (let votes = 1; votes <= operators; votes++) if ((votes * 100) / operators >= 66) return votes;
  return operators;
}

/** Far above what a wallet tips, so the votes come first in their block. */
const VOTE_TIP = parseGwei("100");
const VOTE_GAS = 1_000_000n;

/**
 * Closes a cycle through governance: mining pauses, the cycle is computed on the
 * snapshot of the last block, time moves past the epoch interval, and the votes are mined together in
 * the next block. Nothing else can land between the snapshot and the Epoch event, which is what lets
 * the follower (and a restarted oracle) recompute the very same roots from the chain.
 */
export function createCycleCloser(options: CycleCloserOptions): CycleCloser {
  const { rpcUrl, pool, governance, follower, scenario, amounts, chainId } = options;
  const startEpoch = options.startEpoch ?? 0;
  const heldForOthers = options.heldForOthers ?? 0n;
  if (options.voters.length < 2) throw new Error("closing a cycle needs two operators to vote");
  const voters = options.voters.slice(0, votesNeeded(options.voters.length));
  const client = publicClientFor(rpcUrl, chainId);
  const testClient = testClientFor(rpcUrl, chainId);
  let queue: Promise<unknown> = Promise.resolve();

  /** MEV arrives during a cycle: the first cycle's before the first close, each next one right after a close. */
  async function payMev(epoch: number, state: OracleState): Promise<void> {
    const { mev } = scenario.cycle(epoch, state);
    if (mev <= 0n) return;
    const payer = walletClientFor(rpcUrl, options.mevPayer, chainId);
    await confirm(client, await payer.sendTransaction({ to: pool, value: mev }), `cycle ${epoch}'s MEV payment`);
  }

  async function vote(voter: Signer, outcome: CycleOutcome, baseFee: bigint): Promise<Hash> {
    const { proposal } = outcome;
    return walletClientFor(rpcUrl, voter, chainId).writeContract({
      address: governance,
      abi: poolGovernanceAbi,
      functionName: "proposeEpoch",
      args: [{ withdrawals: proposal.withdrawals, exits: proposal.exits, state: proposal.state, fee: proposal.fee }],
      // Gas is not estimated: against the latest block the timelock has not passed yet.
      gas: VOTE_GAS,
      maxPriorityFeePerGas: VOTE_TIP,
      maxFeePerGas: baseFee * 2n + VOTE_TIP,
    });
  }

  async function closeNow(): Promise<CycleOutcome> {
    const before = await follower.sync();
    if (before.epoch === startEpoch) await payMev(startEpoch + 1, before);
    await testClient.setAutomine(false);
    const votes: Hash[] = [];
    let expected: CycleOutcome;
    try {
      const snapshot = await client.getBlock({ blockTag: "latest" });
      const state = await follower.sync(snapshot.number);
      const onChainEpoch = await client.readContract({
        address: pool,
        abi: smoothlyPoolAbi,
        functionName: "epoch",
        blockNumber: snapshot.number,
      });
      if (Number(onChainEpoch) !== state.epoch) {
        throw new Error(`the pool is at epoch ${onChainEpoch} but the oracle at ${state.epoch}`);
      }
      const poolBalance = (await client.getBalance({ address: pool, blockNumber: snapshot.number })) - heldForOthers;
      expected = closeCycle(state, { duties: scenario.cycle(state.epoch + 1, state).duties, poolBalance, amounts });

      const read = (functionName: "lastEpoch" | "epochInterval") =>
        client.readContract({
          address: governance,
          abi: poolGovernanceAbi,
          functionName,
          blockNumber: snapshot.number,
        });
      const [lastEpoch, epochInterval] = await Promise.all([read("lastEpoch"), read("epochInterval")]);
      const wait = BigInt(lastEpoch) + BigInt(epochInterval) - snapshot.timestamp;
      if (wait > 0n) await testClient.increaseTime({ seconds: Number(wait) });

      const baseFee = snapshot.baseFeePerGas ?? 0n;
      for (const voter of voters) votes.push(await vote(voter, expected, baseFee));
      await testClient.mine({ blocks: 1 });
    } finally {
      await testClient.setAutomine(true);
      // A transaction sent while mining was paused must not wait for the next one.
      const txpool = await testClient.getTxpoolStatus();
      if (txpool.pending > 0) await testClient.mine({ blocks: 1 });
    }

    const receipts = await Promise.all(
      votes.map((hash, i) => confirm(client, hash, `operator ${i + 1}'s proposeEpoch`)),
    );
    const epochLogs = parseEventLogs({
      abi: smoothlyPoolAbi,
      eventName: "Epoch",
      logs: receipts.flatMap((r) => r.logs),
    });
    const epochLog = epochLogs[0];
    if (!epochLog) throw new Error("the votes were mined but no Epoch was published");
    await follower.sync(epochLog.blockNumber);
    const applied = follower.lastCycle;
    if (!applied || applied.report.epoch !== expected.report.epoch || !follower.matchesChain) {
      throw new Error(`epoch ${epochLog.args.epoch} landed, but not with the roots this oracle proposed`);
    }
    await payMev(applied.report.epoch + 1, applied.state);
    options.log?.(
      `closed cycle ${applied.report.epoch}: shared ${applied.report.undistributed - applied.report.fee} wei among ${applied.report.eligible.length} validators`,
    );
    return applied;
  }

  return {
    close() {
      const run = queue.then(closeNow);
      queue = run.catch(() => undefined);
      return run;
    },
  };
}
