import type { Address } from "viem";
import { smoothlyPoolAbi } from "../../lib/protocol/abi.generated";
import type { BeaconRegistry } from "./beacon-registry";
import type { OraclePublicClient } from "./chain";
import { closeCycle, type CycleOutcome } from "./close-cycle";
import { applyPoolEvent, type PoolEvent } from "./event-rules";
import { emptyOracleState } from "./state";
import { EMPTY_CLAIM_TREE } from "./trees";
import type { OracleScenario, OracleState, PoolAmounts } from "./types";

export interface ChainFollowerOptions {
  readonly client: OraclePublicClient;
  readonly pool: Address;
  /** The pool's deploy block: nothing before it is worth reading. */
  readonly fromBlock: bigint;
  readonly registry: BeaconRegistry;
  readonly scenario: OracleScenario;
  readonly amounts: PoolAmounts;
  /** The pool's epoch at `fromBlock` (0 on a fresh deployment, more on a forked chain). */
  readonly startEpoch?: number;
  /** ETH in the pool that this oracle does not account for (the forked chain's own users'): never shared out. */
  readonly heldForOthers?: bigint;
  readonly log?: (message: string) => void;
}

export interface ChainFollower {
  readonly state: OracleState;
  /** The last cycle closed on chain, as this oracle recomputed it. */
  readonly lastCycle: CycleOutcome | null;
  /** False once an Epoch's roots differ from the ones recomputed here (then no proofs are served for it). */
  readonly matchesChain: boolean;
  readonly syncedBlock: bigint;
  /** Applies every pool event up to `toBlock` (the head by default); calls run one after another. */
  sync(toBlock?: bigint): Promise<OracleState>;
  /**
   * Where the follower stands once synced to the head: `restore` takes it back there, for a chain reverted to that
   * head (anvil's evm_revert), which a follower cannot see by itself (it only ever reads forward).
   */
  checkpoint(): Promise<{ restore(): Promise<void> }>;
  /** Polls the chain every `intervalMs` until stop(). */
  start(intervalMs?: number): void;
  stop(): void;
}

type PoolLog = Awaited<ReturnType<typeof readPoolLogs>>[number];

function readPoolLogs(client: OraclePublicClient, pool: Address, fromBlock: bigint, toBlock: bigint) {
  return client.getContractEvents({ address: pool, abi: smoothlyPoolAbi, fromBlock, toBlock, strict: true });
}

function toPoolEvent(log: PoolLog): PoolEvent | null {
  const indexes = (list: readonly bigint[]) => list.map(Number);
  switch (log.eventName) {
    case "Registered":
    case "ExitRequested":
      return { eventName: log.eventName, eth1: log.args.eth1, indexes: indexes(log.args.indexes) };
    case "RewardsWithdrawal":
    case "StakeWithdrawal":
      return {
        eventName: log.eventName,
        eth1: log.args.eth1,
        indexes: indexes(log.args.indexes),
        value: log.args.value,
      };
    case "StakeAdded":
      return { eventName: "StakeAdded", eth1: log.args.eth1, index: Number(log.args.index), value: log.args.value };
    default:
      return null; // Epoch and OwnershipTransferred are handled (or ignored) by the caller
  }
}

/** Knows no validator yet; on a forked chain it starts at the pool's epoch, with nothing of its own published. */
function startingState(epoch: number): OracleState {
  const empty = emptyOracleState();
  return epoch === 0 ? empty : { ...empty, epoch, published: { ...empty.published, epoch } };
}

const isAfter = (log: PoolLog, block: bigint, logIndex: number): boolean =>
  log.blockNumber > block || (log.blockNumber === block && log.logIndex > logIndex);

/**
 * Rebuilds the oracle's state from the pool's events alone (plus the registry and the deterministic
 * scenario), so a restarted oracle ends where the old one was. An Epoch event replays the cycle close
 * with the pool balance of the block before it, which is the snapshot the closer used.
 */
export function createChainFollower(options: ChainFollowerOptions): ChainFollower {
  const { client, pool, registry, scenario, amounts } = options;
  const log = options.log ?? (() => {});
  const heldForOthers = options.heldForOthers ?? 0n;
  let state = startingState(options.startEpoch ?? 0);
  let lastCycle: CycleOutcome | null = null;
  let matchesChain = true;
  let scanned = options.fromBlock - 1n;
  // The last applied log, so a sync interrupted by an RPC error never applies a log twice.
  let applied = { block: options.fromBlock - 1n, logIndex: Number.MAX_SAFE_INTEGER };
  let queue: Promise<unknown> = Promise.resolve();
  let timer: ReturnType<typeof setInterval> | undefined;

  async function applyEpoch(entry: PoolLog & { eventName: "Epoch" }): Promise<void> {
    const epoch = Number(entry.args.epoch);
    if (epoch !== state.epoch + 1) log(`epoch ${epoch} follows ${state.epoch}: cycles were closed without this oracle`);
    const poolBalance =
      (await client.getBalance({ address: pool, blockNumber: entry.blockNumber - 1n })) - heldForOthers;
    const outcome = closeCycle(state, { duties: scenario.cycle(epoch, state).duties, poolBalance, amounts });
    const read = (functionName: "withdrawalsRoot" | "exitsRoot") =>
      client.readContract({ address: pool, abi: smoothlyPoolAbi, functionName, blockNumber: entry.blockNumber });
    const [withdrawalsRoot, exitsRoot] = await Promise.all([read("withdrawalsRoot"), read("exitsRoot")]);
    const { proposal } = outcome;
    const matches =
      withdrawalsRoot === proposal.withdrawals &&
      exitsRoot === proposal.exits &&
      entry.args.stateRoot === proposal.state &&
      entry.args.fee === proposal.fee;
    matchesChain = matches;
    lastCycle = outcome;
    if (matches) {
      state = outcome.state;
      return;
    }
    log(`epoch ${epoch}: the roots on chain are not the ones this oracle computes; serving no proofs for it`);
    state = { ...outcome.state, published: { epoch, withdrawals: EMPTY_CLAIM_TREE, exits: EMPTY_CLAIM_TREE } };
  }

  async function syncNow(toBlock?: bigint): Promise<OracleState> {
    const head = toBlock ?? (await client.getBlockNumber());
    if (head <= scanned) return state;
    const logs = await readPoolLogs(client, pool, scanned + 1n, head);
    logs.sort((a, b) =>
      a.blockNumber === b.blockNumber ? a.logIndex - b.logIndex : a.blockNumber < b.blockNumber ? -1 : 1,
    );
    for (const entry of logs) {
      if (!isAfter(entry, applied.block, applied.logIndex)) continue;
      if (entry.eventName === "Epoch") await applyEpoch(entry);
      else {
        const event = toPoolEvent(entry);
        if (event) state = applyPoolEvent(state, event, { registry, amounts });
      }
      applied = { block: entry.blockNumber, logIndex: entry.logIndex };
    }
    scanned = head;
    return state;
  }

  /** Runs `step` after every sync or restore already asked for. */
  function queued<T>(step: () => Promise<T> | T): Promise<T> {
    const run = queue.then(step);
    queue = run.catch(() => undefined);
    return run;
  }

  const sync = (toBlock?: bigint): Promise<OracleState> => queued(() => syncNow(toBlock));

  return {
    get state() {
      return state;
    },
    get lastCycle() {
      return lastCycle;
    },
    get matchesChain() {
      return matchesChain;
    },
    get syncedBlock() {
      return scanned;
    },
    sync,
    checkpoint: () =>
      queued(async () => {
        await syncNow();
        const saved = { state, lastCycle, matchesChain, scanned, applied };
        return {
          restore: () =>
            queued(() => {
              ({ state, lastCycle, matchesChain, scanned, applied } = saved);
            }),
        };
      }),
    start(intervalMs = 500) {
      if (timer) return;
      timer = setInterval(() => {
        sync().catch((error: unknown) => log(`sync failed: ${error instanceof Error ? error.message : String(error)}`));
      }, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
