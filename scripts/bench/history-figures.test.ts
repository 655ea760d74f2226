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
