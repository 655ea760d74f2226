// The gate's pace, to the millisecond: what it waits for after a refusal, and what it counts of the calls before.
import { afterEach, describe, expect, it, vi } from "vitest";
import { REAL_CLOCK, RpcGate, type GateClock } from "./rpc-gate";

/** A clock the test sets; each sleep is recorded and moves it on. */
function testClock() {
  let now = 0;
  const sleeps: number[] = [];
  const clock: GateClock = {
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
    random: () => 0,
  };
  return { clock, sleeps, at: (ms: number) => (now = ms), now: () => now };
}

async function call(gate: RpcGate, calls = 1): Promise<void> {
  await gate.acquire(calls);
  gate.release();
}

afterEach(() => vi.useRealTimers());

describe("RpcGate's pace", () => {
  it("starts with batches of 10, nothing held and the endpoint fine", () => {
    const gate = new RpcGate();
    expect(gate.maxBatch).toBe(10);
    expect(gate.status).toBe("ok");
  });

  it("holds nothing and paces nothing before the endpoint has refused", async () => {
    const t = testClock();
    const gate = new RpcGate({ clock: t.clock, maxInFlight: 100 });
    for (let i = 0; i < 40; i++) await call(gate);
    await call(gate, 10);
    expect(t.sleeps).toEqual([]);
  });

  it("after a refusal, waits out the hold, then until enough of the last second's calls have left it", async () => {
    const t = testClock();
    const gate = new RpcGate({ clock: t.clock, maxInFlight: 100 });
    for (const at of [0, 100, 200, 300, 400]) {
      t.at(at);
      await call(gate);
    }
    // Five calls in the last second, then a refusal: pace at 4 a second from now on, after a hold of 100 ms.
    expect(gate.refused(100)).toBe(true);
    await call(gate);
    // The hold ends at 500; the 6th call in a window of 4 waits until the 2nd oldest (sent at 100) has left: 1,100.
    expect(t.sleeps).toEqual([100, 600]);
    expect(t.now()).toBe(1_100);
  });

  it("counts a batch as that many calls", async () => {
    const t = testClock();
    const gate = new RpcGate({ clock: t.clock, maxInFlight: 100 });
    await call(gate, 5);
    gate.refused(1);
    await call(gate, 4); // 5 + 4 over a pace of 4: all five of the batch must leave the window first
    expect(t.sleeps).toEqual([1, 999]);
  });

  it("learns no pace from a refusal after fewer than five calls (a limit per minute, or a shared key)", async () => {
    const t = testClock();
    const gate = new RpcGate({ clock: t.clock, maxInFlight: 100 });
    for (let i = 0; i < 3; i++) await call(gate);
    gate.refused(100);
    for (let i = 0; i < 20; i++) await call(gate);
    expect(t.sleeps).toEqual([100]);
  });

  it("learns no pace from calls that left the last second before the refusal", async () => {
    const t = testClock();
    const gate = new RpcGate({ clock: t.clock, maxInFlight: 100 });
    for (let i = 0; i < 5; i++) await call(gate);
    t.at(1_000); // those five were sent exactly a second ago: out of the window
    gate.refused(100);
    for (let i = 0; i < 20; i++) await call(gate);
    expect(t.sleeps).toEqual([100]);
  });

  it("paces lower after a second refusal, never higher", async () => {
    const t = testClock();
    const gate = new RpcGate({ clock: t.clock, maxInFlight: 100 });
    for (let i = 0; i < 10; i++) await call(gate);
    gate.refused(1_000); // took 10 in a second: a pace of 8
    t.at(5_000);
    for (let i = 0; i < 6; i++) await call(gate);
    expect(t.sleeps).toEqual([]);
    gate.refused(1); // took 6: the lower of 8 and 6, times 0.8: a pace of 4
    for (let i = 0; i < 6; i++) await call(gate);
    // The hold (1 ms); the six calls of 5,000 leave the window at 6,000; four go, the fifth waits a second.
    expect(t.sleeps).toEqual([1, 999, 1_000]);
  });

  it("tells a subscriber of a change until it unsubscribes", () => {
    const gate = new RpcGate({ sayAfter: 1 });
    const told = vi.fn();
    const unsubscribe = gate.subscribe(told);
    gate.refused(10);
    expect(told).toHaveBeenCalledTimes(1);
    unsubscribe();
    gate.answered();
    expect(gate.status).toBe("ok");
    expect(told).toHaveBeenCalledTimes(1);
  });
});

describe("REAL_CLOCK", () => {
  it("sleeps for the time asked", async () => {
    vi.useFakeTimers();
    let woke = false;
    void REAL_CLOCK.sleep(1_000).then(() => (woke = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(woke).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(woke).toBe(true);
  });
});
