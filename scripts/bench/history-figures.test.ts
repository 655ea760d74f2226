import { describe, expect, it } from "vitest";
import { historyFigure } from "./history-figures";

// A busy operator's History over 18,700,000 → 24,000,000, replayed behind each provider profile on a virtual clock
// (a few seconds of real time each): the reader's goals, held on every run.
describe("the History at mainnet scale", () => {
  it("behind a provider that caps logs, not blocks: at most 3 eth_getLogs", async () => {
    const figure = await historyFigure("result-capped", null);
    expect(figure).toMatchObject({ events: 554, failed: null });
    expect(figure.getLogs).toBeLessThanOrEqual(3);
  });

  it("behind a 10,000-block cap: within a tenth of the 531 requests the cap makes necessary", async () => {
    const figure = await historyFigure("range-10k", 10_000);
    expect(figure).toMatchObject({ events: 554, failed: null, minimumGetLogs: 531 });
    expect(figure.getLogs).toBeLessThanOrEqual(584);
  });

  it("behind a 1,000-block cap at 25 calls a second: every event, and no error", async () => {
    const figure = await historyFigure("range-1k-rate", 1_000);
    expect(figure).toMatchObject({ events: 554, failed: null, minimumGetLogs: 5_301 });
    // Every refusal for rate was waited out: at most a few hundredths of the calls were refused.
    expect(figure.refused).toBeLessThan(figure.calls / 50);
  });

  it("behind a provider that adds logs it was not asked for to each answer: the same 554 events, and no error", async () => {
    const figure = await historyFigure("unasked-logs", null);
    const plain = await historyFigure("result-capped", null);
    expect(figure).toMatchObject({ events: 554, failed: null });
    // No header is asked for a block only the unasked logs named.
    expect(figure.calls).toBe(plain.calls);
  });
});

// The same operator with the release's history snapshot one week (50,400 blocks) behind the head: the page reads the
// snapshot, asks for its block's hash, and reads the chain only after it. Budgets of issue 60, in simulated seconds
// (the virtual clock does not stretch on a busy machine).
describe("the History at mainnet scale after a snapshot one week old", () => {
  it("behind a 1,000-block cap at 25 calls a second: every event in at most 5 s, within a tenth of the 51 requests", async () => {
    const figure = await historyFigure("range-1k-rate", 1_000, "1 week");
    expect(figure).toMatchObject({ events: 554, failed: null, minimumGetLogs: 51 });
    expect(figure.simulatedSeconds).toBeLessThanOrEqual(5);
    expect(figure.getLogs).toBeLessThanOrEqual(56);
  });

  it("behind a 10,000-block cap: in at most 2 s", async () => {
    const figure = await historyFigure("range-10k", 10_000, "1 week");
    expect(figure).toMatchObject({ events: 554, failed: null, minimumGetLogs: 6 });
    expect(figure.simulatedSeconds).toBeLessThanOrEqual(2);
    // The cap learnt from the first refusal (which viem's transport asks four times), then the six ranges it allows.
    expect(figure.getLogs).toBeLessThanOrEqual(6 + 5);
  });

  it("behind a provider that caps logs, not blocks: in at most 1 s and 3 eth_getLogs", async () => {
    const figure = await historyFigure("result-capped", null, "1 week");
    expect(figure).toMatchObject({ events: 554, failed: null });
    expect(figure.simulatedSeconds).toBeLessThanOrEqual(1);
    expect(figure.getLogs).toBeLessThanOrEqual(3);
  });

  it("behind a 5-block cap at 25 calls a second: every event, no error, within a hundredth of the 10,080 requests", async () => {
    const figure = await historyFigure("range-5", 5, "1 week");
    expect(figure).toMatchObject({ events: 554, failed: null, minimumGetLogs: 10_080 });
    expect(figure.getLogs).toBeLessThanOrEqual(10_181);
    // 10,080 calls at four fifths of 25 a second: about 504 s; the page says where it is meanwhile.
    expect(figure.simulatedSeconds).toBeLessThanOrEqual(600);
  }, 90_000); // about 10 s of real time alone; three times that with the other test files on the two cores
});
