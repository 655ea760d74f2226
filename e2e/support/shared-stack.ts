import { startStack, type Stack } from "../../mocks/stack";
import { snapshotStack } from "./stack-snapshot";

/**
 * One stack (anvil, contracts, seed, oracle) for a worker's tests instead of one per test: each test takes it at the
 * seed and it goes back there after (support/stack-snapshot.ts): a revert is about ten times quicker than starting a
 * stack. A spec that needs the build's ports for a stack of its own (a limiting RPC proxy in front of
 * anvil) releases it first; the next test that takes it starts a new one.
 */
export class SharedStack {
  private running: Promise<{ stack: Stack; backToSeed: () => Promise<void> }> | null = null;

  /** The stack at the seed, started if there is none; `done` takes it back to the seed for the next test. */
  async take(): Promise<{ stack: Stack; done: () => Promise<void> }> {
    if (!this.running) {
      const starting = startStack({ siteDir: null }).then(async (stack) => {
        try {
          return { stack, backToSeed: await snapshotStack(stack) };
        } catch (error) {
          await stack.stop(); // its ports free for the next start
          throw error;
        }
      });
      // A stack that failed to start is not kept: the next test starts another rather than failing with this error.
      starting.catch(() => {
        if (this.running === starting) this.running = null;
      });
      this.running = starting;
    }
    const running = this.running;
    const { stack, backToSeed } = await running;
    return {
      stack,
      done: async () => {
        try {
          await backToSeed();
          const next = await snapshotStack(stack);
          if (this.running === running) this.running = Promise.resolve({ stack, backToSeed: next });
        } catch (error) {
          // A stack that cannot go back to the seed is not shared again: the next test starts a new one.
          await this.release();
          throw error;
        }
      },
    };
  }

  /** Whether a stack runs (or is starting): the next take starts none. */
  isRunning(): boolean {
    return this.running !== null;
  }

  /** Stops the stack, if one runs: its ports (8545, 8546) are free again. */
  async release(): Promise<void> {
    const running = this.running;
    this.running = null;
    if (running) await (await running.catch(() => null))?.stack.stop();
  }
}
