import type { Address } from "viem";
import type { PoolEventLog } from "@/lib/validators/events";
import { readChainBounds, type ChainBounds, type ChainCheck } from "./chain-bounds";
import { readPoolLogs, type LogClient } from "./read-pool-logs";

export interface PoolLogFollowerOptions extends ChainCheck {
  readonly client: LogClient;
  readonly pool: Address;
  readonly account: Address;
  /** Each read's logs (possibly none), in chain order; they go to the one reducer. */
  readonly onLogs: (logs: readonly PoolEventLog[]) => void;
  /** The chain stopped answering, or answered unusably (called once per outage, with the first error). */
  readonly onError: (error: unknown) => void;
  /** The chain answers again (called once, after the read that caught up). */
  readonly onRecover: () => void;
  /** Time between polls while the chain answers. */
  readonly intervalMs?: number;
  /** The longest wait between polls while it does not (each failure doubles the wait up to this). */
  readonly maxBackoffMs?: number;
  readonly maxRange?: bigint;
}

export interface PoolLogFollower {
  /**
   * Reads the finalized block and the head (resolved as soon as they are known, null when the chain does not
   * answer), then the logs after the finalized block up to the head: on load and before each API request.
   * `started`: bounds already being read (lib/chain/reads/first-reads.ts), taken instead of reading them again.
   */
  refresh(started?: Promise<ChainBounds>): Promise<ChainBounds | null>;
  /** Polls for new logs from the last block read; idempotent. */
  start(): void;
  stop(): void;
}

/**
 * Follows the account's pool events by polling `eth_getLogs` from the last block it read, which is also how it
 * catches up after an outage: a poll that fails keeps its starting block, so the next one that succeeds reads
 * everything missed. Reads run one after another; logs may repeat (the reducer keeps each once).
 */
export function createPoolLogFollower(options: PoolLogFollowerOptions): PoolLogFollower {
  const intervalMs = options.intervalMs ?? 2_000;
  const maxBackoffMs = options.maxBackoffMs ?? 16_000;
  /** The first block not read yet; null until the first bridge says where to start. */
  let next: bigint | null = null;
  let failures = 0;
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queue: Promise<void> = Promise.resolve();

  const read = (fromBlock: bigint, toBlock: bigint) =>
    readPoolLogs({
      client: options.client,
      pool: options.pool,
      account: options.account,
      fromBlock,
      toBlock,
      maxRange: options.maxRange,
      onUnasked: options.onUnasked,
    });
  const readBounds = () => readChainBounds(options.client, options);

  function succeeded(): void {
    if (failures > 0) {
      failures = 0;
      options.onRecover();
    }
  }
  function failed(error: unknown): void {
    failures += 1;
    if (failures === 1) options.onError(error);
  }

  /** Runs reads one at a time; a stopped follower hands nothing more over. */
  function enqueue(task: () => Promise<void>): Promise<void> {
    queue = queue.then(task, task);
    return queue;
  }

  async function bridge(bounds: ChainBounds): Promise<void> {
    try {
      const logs = await read(bounds.finalized + 1n, bounds.head);
      options.onLogs(logs);
      // Blocks after the head are the poller's; a poller already past this head (its bounds came late) keeps its place.
      if (next === null || next <= bounds.head) next = bounds.head + 1n;
      succeeded();
    } catch (error) {
      // The poller reads from here once the chain answers again (an earlier start keeps its place).
      next = next !== null && next <= bounds.finalized ? next : bounds.finalized + 1n;
      failed(error);
    }
  }

  async function refresh(started?: Promise<ChainBounds>): Promise<ChainBounds | null> {
    try {
      const found = await (started ?? readBounds());
      void enqueue(() => bridge(found));
      return found;
    } catch (error) {
      failed(error);
      return null;
    }
  }

  async function poll(): Promise<void> {
    if (next === null) {
      // No read has started yet (the chain did not answer the first one): start where a refresh would.
      try {
        await bridge(await readBounds());
      } catch (error) {
        failed(error);
      }
      return;
    }
    try {
      const head = BigInt(await options.client.request({ method: "eth_blockNumber" }));
      const from = next;
      if (head >= from) {
        const logs = await read(from, head);
        if (!running) return;
        options.onLogs(logs);
        // Reads run one at a time: nothing moved `next` during this one.
        next = head + 1n;
      }
      succeeded();
    } catch (error) {
      if (running) failed(error);
    }
  }

  function schedule(): void {
    if (!running) return;
    const wait = failures === 0 ? intervalMs : Math.min(maxBackoffMs, intervalMs * 2 ** failures);
    timer = setTimeout(() => void enqueue(poll).then(schedule), wait);
  }

  return {
    refresh,
    start() {
      if (running) return;
      running = true;
      schedule();
    },
    stop() {
      running = false;
      clearTimeout(timer); // a no-op when no poll is waiting
      timer = undefined;
    },
  };
}
