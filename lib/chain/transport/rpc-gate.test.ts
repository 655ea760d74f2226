import { describe, expect, it } from "vitest";
import { RpcGate } from "./rpc-gate";
import { simulatedClock } from "@/mocks/chain/simulated-clock";

describe("RpcGate", () => {
  it("after a refusal that followed a burst, paces calls to four fifths of what the endpoint took", async () => {
    const clock = simulatedClock();
    const gate = new RpcGate({ clock, maxInFlight: 100 });
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      await gate.acquire(1);
      gate.release();
    }
    // 30 calls in the same millisecond, then a refusal with Retry-After: 1 s; the endpoint took 30 in a second.
    expect(gate.refused(1_000)).toBe(true);
    for (let i = 0; i < 30; i++) {
      await gate.acquire(1);
      times.push(clock.now());
      gate.release();
    }
    // Nothing before the second is over, then 24 a second (30 × 0.8).
    expect(times.filter((t) => t < 1_000)).toEqual([]);
    const firstSecond = times.filter((t) => t >= 1_000 && t < 2_000).length;
    expect(firstSecond).toBe(24);
    expect(times.at(-1)).toBe(2_000);
  });

  it("lets at most maxInFlight requests out at once; a release lets the next one go", async () => {
    const gate = new RpcGate({ clock: simulatedClock(), maxInFlight: 2 });
    const started: number[] = [];
    const waiters = [1, 2, 3].map((n) => gate.acquire(1).then(() => started.push(n)));
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual([1, 2]);
    gate.release();
    await waiters[2];
    expect(started).toEqual([1, 2, 3]);
  });

  it("takes a free slot at once, and nothing while a slot is short, someone waits or a hold is on", async () => {
    const clock = simulatedClock();
    const gate = new RpcGate({ clock, maxInFlight: 2 });
    expect(gate.tryAcquire(1)).toBe(true);
    expect(gate.tryAcquire(1)).toBe(true);
    expect(gate.tryAcquire(1)).toBe(false);
    // The third waits for a slot: a release hands it over, and nobody takes it past the one waiting.
    const third = gate.acquire(1);
    gate.release();
    expect(gate.tryAcquire(1)).toBe(false);
    await third;
    gate.release();
    gate.release();
    expect(gate.tryAcquire(1)).toBe(true);
    gate.release();
    // A refusal's hold: nothing leaves at once until it is over.
    expect(gate.refused(500)).toBe(true);
    expect(gate.tryAcquire(1)).toBe(false);
    await clock.sleep(500);
    expect(gate.tryAcquire(1)).toBe(true);
  });

  it("counts refusals in a row: says the endpoint refuses, then gives up; an answer in between starts again", () => {
    const gate = new RpcGate({ clock: simulatedClock(), sayAfter: 2, giveUpAfter: 3 });
    expect(gate.refused(10)).toBe(true);
    gate.answered();
    expect(gate.refused(10)).toBe(true);
    expect(gate.status).toBe("ok");
    expect(gate.refused(10)).toBe(true);
    expect(gate.status).toBe("refusing");
    expect(gate.refused(10)).toBe(false);
    gate.answered();
    expect(gate.status).toBe("ok");
  });

  it("halves the batch size on a batch refusal, never below one call", () => {
    const gate = new RpcGate({ clock: simulatedClock(), maxBatch: 10 });
    gate.batchRefused(10);
    expect(gate.maxBatch).toBe(5);
    gate.batchRefused(3);
    expect(gate.maxBatch).toBe(1);
    gate.batchRefused(1);
    expect(gate.maxBatch).toBe(1);
  });
});
