/**
 * One gate per RPC endpoint, shared by every read of the page: free public RPCs answer HTTP 429 (or a JSON-RPC
 * rate-limit error) with a Retry-After past a few dozen calls a second. After a refusal the gate holds every
 * request to that endpoint until the wait is over, paces calls to what the endpoint took before it refused, keeps
 * batches within what it accepts, and limits the requests in flight. A provider that keeps refusing is given up on,
 * once, with its name: the page then says so and offers another RPC.
 */

export interface GateClock {
  now(): number;
  sleep(ms: number): Promise<void>;
  /** In [0, 1): the jitter of a back-off without Retry-After. */
  random(): number;
}

export const REAL_CLOCK: GateClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
};

export interface GateOptions {
  /** HTTP requests in flight at once. */
  readonly maxInFlight?: number;
  /** Calls in one JSON-RPC batch until a refusal teaches a smaller one. */
  readonly maxBatch?: number;
  /** Refusals in a row (none answered in between) after which the page says the endpoint keeps refusing. */
  readonly sayAfter?: number;
  /** Refusals in a row after which a request gives up (its refusal then reaches the reader). */
  readonly giveUpAfter?: number;
  readonly clock?: GateClock;
}

/** What the page shows of an endpoint: fine, or refusing (after `sayAfter` refusals in a row, until an answer). */
export type GateStatus = "ok" | "refusing";

/** Without a Retry-After the browser can read (CORS may hide it), wait at least a second: the usual one. */
const BACKOFF_BASE_MS = 1_000;
const BACKOFF_MAX_MS = 30_000;
const WINDOW_MS = 1_000;
const MIN_CALLS_TO_PACE = 5;

export class RpcGate {
  private readonly maxInFlight: number;
  private readonly sayAfter: number;
  private readonly giveUpAfter: number;
  private readonly clock: GateClock;
  /** No request leaves before this time (ms). */
  private blockedUntil = 0;
  private inFlight = 0;
  private readonly waiting: (() => void)[] = [];
  /** Calls sent in the last second, by time sent. */
  // Stryker disable next-line ArrayDeclaration: a stray entry that is not a time leaves the window at the first look
  private sent: number[] = [];
  /** Calls a second the endpoint took before it refused; null until it refuses. */
  private rate: number | null = null;
  private refusalsInRow = 0;
  private listeners = new Set<() => void>();
  /** The largest batch the endpoint is known to accept. */
  maxBatch: number;
  status: GateStatus = "ok";

  constructor(options: GateOptions = {}) {
    this.maxInFlight = options.maxInFlight ?? 4;
    this.maxBatch = options.maxBatch ?? 10;
    this.sayAfter = options.sayAfter ?? 4;
    this.giveUpAfter = options.giveUpAfter ?? 8;
    this.clock = options.clock ?? REAL_CLOCK;
  }

  /**
   * Takes a slot for `calls` calls at once if nothing needs waiting for (a free slot, no hold, room in the pace);
   * false otherwise, taking nothing. A request that needs no wait then leaves in the caller's own task: awaited, a
   * free slot still cost a turn of the microtask queue, and a render queued before it ran first (on a phone, the
   * wallet's connect: the chain's first reads left 60-90 ms after the pool API's, docs/performance.md).
   */
  tryAcquire(calls: number): boolean {
    if (this.inFlight >= this.maxInFlight || this.waitFor(calls) > 0) return false;
    this.inFlight += 1;
    this.markSent(calls);
    return true;
  }

  /** Waits for a slot, then for the end of any hold and for room in the pace, for `calls` calls. */
  async acquire(calls: number): Promise<void> {
    // A slot freed while others wait is handed to the first of them (release): no newcomer takes it first.
    if (this.inFlight >= this.maxInFlight) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.inFlight += 1;
    for (;;) {
      const wait = this.waitFor(calls);
      if (wait <= 0) break;
      await this.clock.sleep(wait);
    }
    this.markSent(calls);
  }

  private markSent(calls: number): void {
    const now = this.clock.now();
    for (let i = 0; i < calls; i++) this.sent.push(now);
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.inFlight -= 1;
  }

  /** How long `calls` more calls must wait now: the hold, then the learned pace over the last second. */
  private waitFor(calls: number): number {
    const now = this.clock.now();
    if (now < this.blockedUntil) return this.blockedUntil - now;
    this.sent = this.sent.filter((at) => at > now - WINDOW_MS);
    if (this.rate === null || this.sent.length + calls <= this.rate || this.sent.length === 0) return 0;
    // The oldest calls leave the window first: wait until enough of them have.
    const mustLeave = this.sent.length + calls - this.rate;
    const until = (this.sent[Math.min(mustLeave, this.sent.length) - 1] ?? now) + WINDOW_MS;
    return Math.max(1, until - now);
  }

  /**
   * The endpoint refused for its rate: hold every request until `retryAfterMs` (or a jittered exponential
   * back-off) has passed, and pace later calls below what it took in the last second. True while it is worth
   * trying again; false once it has refused too often in a row (the caller then fails, and the page says so).
   */
  refused(retryAfterMs: number | null): boolean {
    const now = this.clock.now();
    this.refusalsInRow += 1;
    const backoff = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** (this.refusalsInRow - 1));
    const wait = retryAfterMs ?? backoff * (1 + this.clock.random() / 2);
    this.blockedUntil = Math.max(this.blockedUntil, now + wait);
    // A refusal after a burst of calls says how many a second the endpoint takes: pace below it from now on. One
    // after a few calls says nothing of the kind (a limit per minute, or a key shared with others).
    const took = this.sent.filter((at) => at > now - WINDOW_MS).length;
    if (took >= MIN_CALLS_TO_PACE) this.rate = Math.floor(Math.min(this.rate ?? took, took) * 0.8);
    if (this.refusalsInRow >= this.sayAfter) this.setStatus("refusing");
    return this.refusalsInRow < this.giveUpAfter;
  }

  /** An answer that was not a refusal: the endpoint is fine again. */
  answered(): void {
    this.refusalsInRow = 0;
    this.setStatus("ok");
  }

  /** The endpoint refused a batch of `size` calls for its size: send at most half as many together from now on. */
  batchRefused(size: number): void {
    this.maxBatch = Math.max(1, Math.min(this.maxBatch, Math.floor(size / 2)));
  }

  /** Bound, so it can be handed to React's useSyncExternalStore as it is. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private setStatus(status: GateStatus): void {
    if (this.status === status) return;
    this.status = status;
    for (const listener of this.listeners) listener();
  }
}
