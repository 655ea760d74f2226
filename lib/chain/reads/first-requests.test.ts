import { describe, expect, it } from "vitest";
import { createReadAhead } from "./first-requests";

const ALICE = "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65";
const BOB = "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc";

/** A read-ahead whose reads are numbered, on a clock the test moves. */
function numbered(maxAgeMs = 10_000) {
  let clock = 0;
  const asked: string[] = [];
  const ahead = createReadAhead((account) => (asked.push(account), `read ${asked.length} for ${account}`), {
    maxAgeMs,
    now: () => clock,
  });
  return { ahead, asked, wait: (ms: number) => void (clock += ms) };
}

describe("createReadAhead", () => {
  it("hands the reads started for an account to the first that asks for that account, whatever its letter case", () => {
    const { ahead } = numbered();
    ahead.start(ALICE);
    expect(ahead.take(ALICE.toLowerCase() as `0x${string}`)).toBe(`read 1 for ${ALICE}`);
  });

  it("hands them over once: the next taker reads for itself", () => {
    const { ahead } = numbered();
    ahead.start(ALICE);
    expect(ahead.take(ALICE)).toBe(`read 1 for ${ALICE}`);
    expect(ahead.take(ALICE)).toBeNull();
  });

  it("reads once for an account named again while its reads are fresh", () => {
    const { ahead, asked, wait } = numbered();
    ahead.start(ALICE);
    wait(10_000);
    ahead.start(ALICE);
    expect(asked).toEqual([ALICE]);
    expect(ahead.take(ALICE)).toBe(`read 1 for ${ALICE}`);
  });

  it("never hands one account's reads to another; a start for another replaces them", () => {
    const { ahead, asked } = numbered();
    ahead.start(ALICE);
    expect(ahead.take(BOB)).toBeNull();
    ahead.start(BOB);
    expect(ahead.take(ALICE)).toBeNull();
    expect(ahead.take(BOB)).toBe(`read 2 for ${BOB}`);
    expect(asked).toEqual([ALICE, BOB]);
  });

  it("drops reads older than their age: a later taker gets null, and a new start reads again", () => {
    const { ahead, asked, wait } = numbered(10_000);
    ahead.start(ALICE);
    wait(10_000);
    expect(ahead.take(ALICE)).toBe(`read 1 for ${ALICE}`);
    ahead.start(ALICE);
    wait(10_001);
    expect(ahead.take(ALICE)).toBeNull();
    ahead.start(ALICE);
    expect(asked).toEqual([ALICE, ALICE, ALICE]);
  });

  it("hands nothing over before anything was started", () => {
    expect(numbered().ahead.take(ALICE)).toBeNull();
  });
});
