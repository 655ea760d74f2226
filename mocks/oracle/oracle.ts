import type { Address } from "viem";
import type { PoolDataInput } from "../../lib/protocol/api-schemas";
import { localNetwork } from "../../lib/network/local";
import { OPERATORS, DEPLOYER } from "../chain/accounts";
import { composePoolData, type OracleApi } from "./api";
import { SEED_BEACON_REGISTRY, type BeaconRegistry } from "./beacon-registry";
import { publicClientFor, type Signer } from "./chain";
import type { CycleOutcome } from "./close-cycle";
import { createCycleCloser } from "./closer";
import { cycleReportJson } from "./cycle-report";
import { createChainFollower, type ChainFollower } from "./follower";
import { SEED_SCENARIO } from "./scenario";
import { publishTreeDumps, type TreeName } from "./publish-trees";
import type { ClaimProof, TreeDumpJson } from "./trees";
import type { OracleScenario, OracleState, PoolAmounts } from "./types";
import { poolStatsOf, registerValidateFor, treeProofFor, validatorsFor } from "./views";

export interface OracleDeployment {
  readonly pool: Address;
  readonly governance: Address;
  readonly deployBlock: number;
}

export interface OracleOptions {
  readonly rpcUrl: string;
  readonly deployment: OracleDeployment;
  readonly registry?: BeaconRegistry;
  readonly scenario?: OracleScenario;
  readonly amounts?: PoolAmounts;
  /** The chain's id (anvil's 31337 by default). */
  readonly chainId?: number;
  /** Governance's operators (anvil accounts 1-3 by default); as many vote as its 66% needs. */
  readonly voters?: readonly Signer[];
  /** Sends each cycle's MEV to the pool (anvil account 0 by default). */
  readonly mevPayer?: Signer;
  /** The pool's epoch at the deploy block: more than 0 on a forked chain. */
  readonly startEpoch?: number;
  /** ETH in the pool at the deploy block that belongs to others (a forked chain's users): never shared out. */
  readonly heldForOthers?: bigint;
  /** How often the follower polls for new pool events (every request also catches up first). */
  readonly pollIntervalMs?: number;
  readonly log?: (message: string) => void;
  /** Publishes the trees' dumps here at start and after each close (see publish-trees.ts); none when unset. */
  readonly treesDir?: string;
}

export interface LocalOracle extends OracleApi {
  /** GET pooldata's answer for `address` (the three oracle answers together). */
  poolData(address: string): Promise<PoolDataInput>;
  readonly follower: ChainFollower;
  readonly state: OracleState;
  /** The address's proof against the root on chain, or null when there is nothing (left) to claim. */
  claimProof(tree: "withdrawals" | "exits", address: string): Promise<ClaimProof | null>;
  /** The current epoch's trees as published (withdrawals.json / exits.json), null for an empty tree. */
  treeDump(tree: TreeName): Promise<TreeDumpJson | null>;
  /** Closes a cycle on chain (POST /cycle answers its report). */
  close(): Promise<CycleOutcome>;
  /** Publishes the current state's trees again: after the chain and the follower were taken back to a snapshot. */
  publishTrees(): void;
  stop(): void;
}

export const LOCAL_AMOUNTS: PoolAmounts = { bond: localNetwork.bond, topUp: localNetwork.topUp };

/**
 * The local oracle: replays the pool's events from its deploy block (so a restart loses nothing the
 * chain holds), keeps following them, answers the API from that state, and closes cycles on demand.
 */
export async function startOracle(options: OracleOptions): Promise<LocalOracle> {
  const registry = options.registry ?? SEED_BEACON_REGISTRY;
  const scenario = options.scenario ?? SEED_SCENARIO;
  const amounts = options.amounts ?? LOCAL_AMOUNTS;
  const { pool, governance, deployBlock } = options.deployment;
  const { chainId, startEpoch, heldForOthers = 0n } = options;
  const client = publicClientFor(options.rpcUrl, chainId);
  const follower = createChainFollower({
    client,
    pool,
    fromBlock: BigInt(deployBlock),
    registry,
    scenario,
    amounts,
    startEpoch,
    heldForOthers,
    log: options.log,
  });
  const closer = createCycleCloser({
    rpcUrl: options.rpcUrl,
    pool,
    governance,
    follower,
    scenario,
    amounts,
    voters: options.voters ?? OPERATORS,
    mevPayer: options.mevPayer ?? DEPLOYER,
    chainId,
    startEpoch,
    heldForOthers,
    log: options.log,
  });
  await follower.sync();
  follower.start(options.pollIntervalMs ?? 500);
  const publish = (outcome?: CycleOutcome) => {
    if (options.treesDir !== undefined)
      publishTreeDumps(options.treesDir, (outcome?.state ?? follower.state).published);
  };
  publish();
  const closeAndPublish = async () => {
    const outcome = await closer.close();
    publish(outcome);
    return outcome;
  };

  // Every answer first catches up with the chain head: the local demo has no finality lag to show.
  const current = () => follower.sync();

  const oracle: LocalOracle = {
    follower,
    get state() {
      return follower.state;
    },
    async claimProof(tree, address) {
      const state = await current();
      const claimed = tree === "withdrawals" ? state.claimedRewards : state.claimedStake;
      if (claimed.has(address.toLowerCase())) return null;
      return state.published[tree].proofFor(address);
    },
    poolData: (address) => composePoolData(oracle, address),
    async validators(address) {
      return validatorsFor(await current(), registry, address);
    },
    async proof(tree, address) {
      return treeProofFor(await current(), tree, address);
    },
    async registerValidate(request) {
      return registerValidateFor(await current(), registry, request.address, request.indexes);
    },
    async poolStats() {
      const state = await current();
      const balance = (await client.getBalance({ address: pool, blockNumber: follower.syncedBlock })) - heldForOthers;
      return poolStatsOf(state, balance);
    },
    async treeDump(tree) {
      return (await current()).published[tree].dump();
    },
    close: closeAndPublish,
    publishTrees: () => publish(),
    async closeCycle() {
      return cycleReportJson((await closeAndPublish()).report);
    },
    stop() {
      follower.stop();
    },
  };
  return oracle;
}
