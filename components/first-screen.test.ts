// @vitest-environment jsdom
// The first-screen module before the app starts: what it writes into the static HTML, from which readings, and that
// it brings no React, wagmi, SWR or react-query with it (it runs alone, before them).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

for (const heavy of [
  "react",
  "react-dom",
  "react-dom/client",
  "wagmi",
  "swr",
  "@tanstack/react-query",
  "@rainbow-me/rainbowkit",
]) {
  vi.doMock(heavy, () => {
    throw new Error(`the first-screen module brought ${heavy} with it`);
  });
}

// Each test loads the module as a page does, with its readings new: another file in this worker (vitest.config.ts's
// shared jsdom graph) may have left lib/api/pool-stats.ts's reading holding its own answer.
beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetModules();
  document.body.innerHTML = "";
  delete window.__smoothlyEarlyInput;
  window["smoothly:first-screen"]?.stop();
  delete window["smoothly:first-screen"];
});

// The static HTML's parts that the module writes, as the build draws them (components/Footer.tsx, CycleCountdown.tsx,
// settings/RpcSetting.tsx), with what they say before anything is read.
const STATIC = `
  <p>Reward cycle ends in <span data-testid="cycle-time-left">unknown</span><span data-testid="cycle-note"> (still being read)</span></p>
  <p data-testid="rpc-refusing" hidden><span></span><button data-intent="rpc">Use another RPC</button></p>
  <div data-figure="subscribers"><dt>Subscribers</dt><dd><span data-figure-part="value">unknown</span><span data-figure-part="unit"></span></dd><dd data-figure-part="note">still being read</dd></div>
  <div data-figure="cycleTotal"><dt>Reward cycle</dt><dd><span data-figure-part="value">unknown</span><span data-figure-part="unit"></span></dd><dd data-figure-part="note">still being read</dd></div>
  <div data-figure="gasPrice"><dt>Gas price</dt><dd><span data-figure-part="value">unknown</span><span data-figure-part="unit"></span></dd><dd data-figure-part="note">still being read</dd></div>
  <button data-intent="rpc" data-rpc-setting>RPC: 127.0.0.1:8545</button>
`;

const text = (selector: string) => document.querySelector(selector)?.textContent;
const part = (figure: string, name: string) => text(`[data-figure="${figure}"] [data-figure-part="${name}"]`);

/** Answers the local build's RPC and API as a node and the oracle would (lastEpoch 1,700,000,000, a week, 12.34 gwei). */
function serve(options: { api: "up" | "down" }) {
  const word = (n: bigint) => `0x${n.toString(16).padStart(64, "0")}`;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.endsWith("/poolstats")) {
        if (options.api === "down") throw new TypeError("Failed to fetch");
        return Response.json({
          awaiting_activation: 2,
          activated: 5,
          total_value_period: { type: "BigNumber", hex: "0x016345785d8a0000" },
        });
      }
      const calls = JSON.parse(String(init?.body)) as { id: number; method: string }[];
      const results = [word(1_700_000_000n), word(604_800n), "0x2dfd4a7a0"];
      return Response.json(calls.map((call, i) => ({ jsonrpc: "2.0", id: call.id, result: results[i] })));
    }),
  );
}

/** Loads the module as the build's start does: the early-input state says the app is waiting. */
async function loadWaiting() {
  window.__smoothlyEarlyInput = { queue: [], live: {}, wanted: {}, boot: "waiting" };
  return import("./first-screen");
}

describe("the first-screen module", () => {
  it("writes the countdown and the footer's figures from the chain and the pool API, then hands over at the app's start", async () => {
    vi.useFakeTimers({ now: Date.UTC(2023, 10, 14, 22, 13, 20), shouldAdvanceTime: true }); // lastEpoch + 0 s
    document.body.innerHTML = STATIC;
    serve({ api: "up" });
    await loadWaiting();
    await vi.waitFor(() => expect(part("gasPrice", "value")).toBe("12.34"));
    expect(text('[data-testid="cycle-time-left"]')).toBe("7 days");
    expect(text('[data-testid="cycle-note"]')).toBe("");
    expect([part("gasPrice", "unit"), part("gasPrice", "note")]).toEqual(["gwei", ""]);
    expect([part("subscribers", "value"), part("subscribers", "unit"), part("subscribers", "note")]).toEqual([
      "7",
      "",
      "",
    ]);
    expect([part("cycleTotal", "value"), part("cycleTotal", "unit")]).toEqual(["0.100", "ETH"]);
    expect(text("[data-rpc-setting]")).toBe("RPC: 127.0.0.1:8545");
    expect(document.querySelector('[data-testid="rpc-refusing"]')?.hasAttribute("hidden")).toBe(true);
    expect(window["smoothly:first-screen"]).toBeDefined();

    // The app starts: nothing is written any more, React owns the elements.
    window.dispatchEvent(new Event("smoothly:boot"));
    document.querySelector('[data-testid="cycle-time-left"]')!.textContent = "by React";
    await vi.advanceTimersByTimeAsync(120_000);
    expect(text('[data-testid="cycle-time-left"]')).toBe("by React");
  });

  it("says why a figure is unknown, never a zero, when the pool API cannot be reached", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    document.body.innerHTML = STATIC;
    serve({ api: "down" });
    await loadWaiting();
    await vi.waitFor(() => expect(part("subscribers", "note")).toBe("the pool API cannot be reached"));
    expect([part("subscribers", "value"), part("subscribers", "unit")]).toEqual(["unknown", ""]);
    expect([part("cycleTotal", "value"), part("cycleTotal", "unit")]).toEqual(["unknown", ""]);
    await vi.waitFor(() => expect(part("gasPrice", "value")).toBe("12.34"));
  });

  it("does nothing when the app is already running (a build that did not defer it)", async () => {
    document.body.innerHTML = STATIC;
    serve({ api: "up" });
    window.__smoothlyEarlyInput = { queue: [], live: {}, wanted: {}, boot: "started" };
    await import("./first-screen");
    expect(window["smoothly:first-screen"]).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
    expect(part("gasPrice", "value")).toBe("unknown");
  });
});
