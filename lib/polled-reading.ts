import type { Reading } from "./figure";

/** What the poller needs of the page: a clock, timers and whether the tab is hidden (fakes in tests). */
export interface PollEnvironment {
  now(): number;
  every(ms: number, tick: () => void): () => void;
  /** Whether the tab is hidden, and a way to hear when it is shown again. */
  hidden(): boolean;
  onShown(listener: () => void): () => void;
}

export const BROWSER_POLLING: PollEnvironment = {
  now: () => Date.now(),
  every: (ms, tick) => {
    const timer = setInterval(tick, ms);
    return () => clearInterval(timer);
  },
  hidden: () => typeof document !== "undefined" && document.visibilityState === "hidden",
  onShown: (listener) => {
    if (typeof document === "undefined") return () => undefined;
    const onChange = () => {
      if (document.visibilityState === "visible") listener();
    };
    document.addEventListener("visibilitychange", onChange);
    return () => document.removeEventListener("visibilitychange", onChange);
  },
};

/** A reading and, when its latest read failed, why (for the figure's reason). */
export interface PolledSnapshot<T> extends Reading<T> {
  readonly error: unknown;
}

export const NOT_READ: PolledSnapshot<never> = { value: undefined, answeredAt: 0, failed: false, error: undefined };

/**
 * A value read again every `everyMs` while anyone watches it: the first watcher starts the reads, the last one
 * stops them. A hidden tab reads nothing; shown again, it reads at once if its answer is older than `everyMs`. A
 * failed read keeps the last answer and says it failed (the figure turns stale, never zero). One read at a time:
 * a tick while a read is out waits for the next. The snapshot only changes when a read ends, so React renders only
 * then.
 */
export class PolledReading<T> {
  private reading: PolledSnapshot<T> = NOT_READ;
  private readonly listeners = new Set<() => void>();
  private stop: (() => void) | null = null;
  private inFlight: Promise<void> | null = null;

  constructor(
    private readonly read: () => Promise<T>,
    private readonly everyMs: number,
    private readonly onError: (error: unknown) => void = () => undefined,
    private readonly env: PollEnvironment = BROWSER_POLLING,
  ) {}

  readonly snapshot = (): PolledSnapshot<T> => this.reading;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (this.stop === null) this.start();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.halt();
    };
  };

  /** Reads now (or joins the read that is out). */
  refresh(): Promise<void> {
    this.inFlight ??= this.read().then(
      (value) => this.settle({ value, answeredAt: this.env.now(), failed: false, error: undefined }),
      (error: unknown) => {
        this.onError(error);
        this.settle({ ...this.reading, failed: true, error });
      },
    );
    return this.inFlight;
  }

  private settle(reading: PolledSnapshot<T>): void {
    this.inFlight = null;
    this.reading = reading;
    for (const listener of [...this.listeners]) listener();
  }

  private start(): void {
    const stale = () => this.env.now() - this.reading.answeredAt >= this.everyMs;
    if (!this.env.hidden() && stale()) void this.refresh();
    const stopTicks = this.env.every(this.everyMs, () => {
      if (!this.env.hidden()) void this.refresh();
    });
    const stopShown = this.env.onShown(() => {
      if (stale()) void this.refresh();
    });
    this.stop = () => {
      stopTicks();
      stopShown();
    };
  }

  private halt(): void {
    this.stop?.();
    this.stop = null;
  }
}
