import { describe, expect, it, vi } from "vitest";
import type { Proof } from "@/lib/validators/types";
import type { WindDownStep } from "@/lib/validators/wind-down";
import type { WriteRequest } from "./pool-write";
import {
  nextStep,
  runSteps,
  settledState,
  stepWrite,
  WAITING,
  type StepState,
  runBatch,
  batchSettled,
} from "./wind-down-run";
import type { WriteOutcome } from "./write-pipeline";

const NODE = "0x1111111111111111111111111111111111111111111111111111111111111111";
const REWARDS: Proof = { proof: [NODE], indexes: [101, 102, 105], amount: 428_475_000_000_000_000n };
const BOND: Proof = { proof: [NODE], indexes: [105], amount: 50_000_000_000_000_000n };
const STEPS: readonly WindDownStep[] = [
  { kind: "requestExit", indexes: [101, 102, 103] },
  { kind: "claimRewards", proof: REWARDS },
  { kind: "withdrawBond", proof: BOND },
];
const HASH_A = "0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";
const HASH_B = "0xbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb";
const ok = (hash: `0x${string}`): WriteOutcome => ({ kind: "success", message: "ok", hash });

async function runWith(outcomes: (WriteOutcome | null)[], states: StepState[] = [WAITING, WAITING, WAITING]) {
  const sent: WriteRequest[] = [];
  const log: string[] = [];
  const current = [...states];
  await runSteps(
    STEPS,
    states,
    async (write) => {
      sent.push(write);
      return outcomes.shift() ?? null;
    },
    (i, s) => {
      current[i] = s;
      log.push(`${i}:${s.kind}`);
    },
  );
  return { sent, log, current };
}

describe("stepWrite", () => {
  it("maps each step to its pool write", () => {
    expect(STEPS.map(stepWrite)).toEqual([
      { action: "requestExit", indexes: [101, 102, 103] },
      { action: "withdrawRewards", proof: REWARDS },
      { action: "withdrawStake", proof: BOND },
    ]);
  });
});

describe("settledState", () => {
  it("confirms with the hash, fails with the catalogue text, and waits again after a rejection", () => {
    expect(settledState(ok(HASH_A))).toEqual({ kind: "confirmed", hash: HASH_A });
    expect(settledState({ kind: "failure", message: "Error: Invalid Proof" })).toEqual({
      kind: "failed",
      message: "Error: Invalid Proof",
    });
    expect(settledState({ kind: "unconfirmed", message: "Still waiting", hash: HASH_A })).toEqual({
      kind: "failed",
      message: "Still waiting",
    });
    expect(settledState({ kind: "silent" })).toEqual({ kind: "waiting" });
    expect(settledState(null)).toEqual({ kind: "waiting" });
  });
});

describe("nextStep", () => {
  it("is the first step not confirmed, or null when all are", () => {
    expect(nextStep([WAITING, WAITING])).toBe(0);
    expect(
      nextStep([
        { kind: "confirmed", hash: HASH_A },
        { kind: "failed", message: "x" },
      ]),
    ).toBe(1);
    expect(nextStep([{ kind: "confirmed", hash: HASH_A }])).toBeNull();
  });
});

describe("runSteps", () => {
  it("runs every step in order, each signing then confirmed", async () => {
    const { sent, log } = await runWith([ok(HASH_A), ok(HASH_B), ok(HASH_A)]);
    expect(sent.map((w) => w.action)).toEqual(["requestExit", "withdrawRewards", "withdrawStake"]);
    expect(log).toEqual(["0:signing", "0:confirmed", "1:signing", "1:confirmed", "2:signing", "2:confirmed"]);
  });

  it("stops quietly on a rejection and resumes without sending the confirmed exit request again", async () => {
    const first = await runWith([ok(HASH_A), { kind: "silent" }]);
    expect(first.log).toEqual(["0:signing", "0:confirmed", "1:signing", "1:waiting"]);
    const resumed = await runWith([ok(HASH_B), ok(HASH_A)], first.current);
    expect(resumed.sent.map((w) => w.action)).toEqual(["withdrawRewards", "withdrawStake"]);
    expect(resumed.current.map((s) => s.kind)).toEqual(["confirmed", "confirmed", "confirmed"]);
  });

  it("stops at a failure and shows its text", async () => {
    const { sent, current } = await runWith([
      ok(HASH_A),
      { kind: "failure", message: "Error: Rewards already claimed" },
    ]);
    expect(sent).toHaveLength(2);
    expect(current[1]).toEqual({ kind: "failed", message: "Error: Rewards already claimed" });
    expect(current[2]).toEqual({ kind: "waiting" });
  });

  it("sends nothing when every step is confirmed", async () => {
    const done: StepState = { kind: "confirmed", hash: HASH_A };
    const { sent } = await runWith([], [done, done, done]);
    expect(sent).toEqual([]);
  });
});

describe("runBatch (Withdraw everything from a Safe)", () => {
  const proposed: WriteOutcome = {
    kind: "proposed",
    message: "Proposed to the Safe: waiting for its other owners (1 of 2 confirmations)",
    safeTxHash: HASH_B,
    confirmations: { given: 1, needed: 2 },
  };

  it("sends every step not yet confirmed as one batch, and each takes the batch's state", async () => {
    const sent: WriteRequest[] = [];
    const current: StepState[] = [{ kind: "confirmed", hash: HASH_A }, WAITING, WAITING];
    const outcome = await runBatch(
      STEPS,
      current,
      async (write) => {
        sent.push(write);
        return proposed;
      },
      (i, s) => void (current[i] = s),
    );
    expect(outcome).toBe(proposed);
    expect(sent).toEqual([{ action: "batch", writes: [stepWrite(STEPS[1]!), stepWrite(STEPS[2]!)] }]);
    expect(current).toEqual([
      { kind: "confirmed", hash: HASH_A },
      { kind: "proposed", message: proposed.message },
      { kind: "proposed", message: proposed.message },
    ]);
  });

  it("sends nothing when every step is confirmed", async () => {
    const run = vi.fn(async () => ok(HASH_A));
    const all: StepState[] = STEPS.map(() => ({ kind: "confirmed", hash: HASH_A }));
    await expect(runBatch(STEPS, all, run, () => undefined)).resolves.toBeNull();
    expect(run).not.toHaveBeenCalled();
  });

  it("gives the proposed steps the batch's end once the Safe runs it, and leaves the others", () => {
    const states: StepState[] = [{ kind: "confirmed", hash: HASH_A }, { kind: "proposed", message: "m" }, WAITING];
    expect(batchSettled(states, ok(HASH_B))).toEqual([
      { kind: "confirmed", hash: HASH_A },
      { kind: "confirmed", hash: HASH_B },
      WAITING,
    ]);
    expect(batchSettled(states, { kind: "failure", message: "no" })[1]).toEqual({ kind: "failed", message: "no" });
  });
});
