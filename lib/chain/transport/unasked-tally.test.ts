import { describe, expect, it, vi } from "vitest";
import { unaskedNote, UnaskedTally, unaskedTally } from "./unasked-tally";

describe("UnaskedTally", () => {
  it("adds what each reader dropped, tells its listeners, and keeps its snapshot until something more is dropped", () => {
    const tally = new UnaskedTally();
    const listener = vi.fn();
    const unsubscribe = tally.subscribe(listener);
    const empty = tally.snapshot();
    expect(empty).toEqual({});

    tally.add({});
    tally.add({ removed: 0 });
    expect(listener).not.toHaveBeenCalled();
    expect(tally.snapshot()).toBe(empty);

    tally.add({ removed: 1, "other-contract": 2 });
    tally.add({ removed: 1 });
    expect(listener).toHaveBeenCalledTimes(2);
    const counts = tally.snapshot();
    expect(counts).toEqual({ removed: 2, "other-contract": 2 });
    expect(tally.snapshot()).toBe(counts);

    unsubscribe();
    tally.add({ repeated: 1 });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(tally.snapshot()).toEqual({ removed: 2, "other-contract": 2, repeated: 1 });
  });

  it("is one per endpoint for the whole page", () => {
    const a = unaskedTally("https://rpc.a.example/");
    expect(unaskedTally("https://rpc.a.example/")).toBe(a);
    expect(unaskedTally("https://rpc.b.example/")).not.toBe(a);
  });
});

describe("unaskedNote", () => {
  it("says nothing while nothing was dropped", () => {
    expect(unaskedNote("rpc.example", {})).toBeNull();
    expect(unaskedNote("rpc.example", { removed: 0 })).toBeNull();
  });

  it("names the RPC and says what it left out, kind by kind", () => {
    expect(unaskedNote("127.0.0.1:8545", { repeated: 3, "other-contract": 3, removed: 3, "outside-range": 3 })).toBe(
      "The RPC 127.0.0.1:8545 sent data the page did not ask for, and the page left it out: 3 logs of another contract, 3 logs from outside the blocks asked for, 3 logs marked removed, 3 repeated logs. Everything else it sent is used.",
    );
  });

  it("has words for each kind, one and many", () => {
    const one = {
      "other-contract": 1,
      "other-topic": 1,
      "outside-range": 1,
      removed: 1,
      repeated: 1,
      malformed: 1,
      "other-block": 1,
      "other-transaction": 1,
      "other-chain": 1,
    } as const;
    expect(unaskedNote("rpc.example", one)).toBe(
      "The RPC rpc.example sent data the page did not ask for, and the page left it out: 1 log of another contract, 1 log of other events or addresses, 1 log from outside the blocks asked for, 1 log marked removed, 1 repeated log, 1 unreadable answer, 1 header of another block, 1 receipt of another transaction, 1 answer from another chain. Everything else it sent is used.",
    );
    const many = Object.fromEntries(Object.keys(one).map((kind) => [kind, 2]));
    expect(unaskedNote("rpc.example", many)).toBe(
      "The RPC rpc.example sent data the page did not ask for, and the page left it out: 2 logs of another contract, 2 logs of other events or addresses, 2 logs from outside the blocks asked for, 2 logs marked removed, 2 repeated logs, 2 unreadable answers, 2 headers of other blocks, 2 receipts of other transactions, 2 answers from another chain. Everything else it sent is used.",
    );
  });
});
