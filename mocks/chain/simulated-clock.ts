/**
 * Simulated time for the RPC gate's tests (a GateClock of lib/chain/transport/rpc-gate.ts): a sleep moves the clock on at
 * once; the jitter is `random`'s fixed value.
 */
export function simulatedClock(random = 0) {
  let now = 0;
  return {
    now: () => now,
    sleep: async (ms: number) => {
      now += ms;
    },
    random: () => random,
    elapsed: () => now,
  };
}
