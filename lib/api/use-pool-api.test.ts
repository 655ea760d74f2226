// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { SWRConfig } from "swr";
import type { Address } from "viem";
import { afterEach, describe, expect, it, vi } from "vitest";
import { figureNote } from "@/lib/figure-text";
import { networkError, respondWith } from "@/mocks/handlers";
import { setupMockApi } from "@/mocks/vitest-setup";
import { DASHBOARD_EXAMPLES } from "@/lib/protocol/wire-examples";
import { usePoolData } from "./use-pool-api";

const server = setupMockApi();
const ALICE: Address = "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65";
const BOB: Address = "0x90F79bf6EB2c4f870365E785982E1f101E93b906";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  server.events.removeAllListeners();
});

/** A fresh SWR cache per test, so no answer leaks from one test into the next. */
const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(
    SWRConfig,
    { value: { provider: () => new Map(), dedupingInterval: 0, focusThrottleInterval: 0 } },
    children,
  );

function requestsSeen(): string[] {
  const seen: string[] = [];
  server.events.on("request:start", ({ request }) => seen.push(request.url));
  return seen;
}

describe("usePoolData", () => {
  it("asks for nothing until an address is connected", async () => {
    const seen = requestsSeen();
    const { result } = renderHook(() => usePoolData(undefined), { wrapper });
    await act(async () => undefined);
    expect(result.current.data).toBeUndefined();
    expect(result.current.isLoading).toBe(false);
    expect(seen).toEqual([]);
  });

  it("loads the address's validators and proofs from the local API", async () => {
    server.use(respondWith("pooldata", DASHBOARD_EXAMPLES.pooldata));
    const seen = requestsSeen();
    const { result } = renderHook(() => usePoolData(ALICE), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.validators.map((v) => v.index)).toEqual([101, 104]);
    expect(result.current.data?.withdrawals).toEqual({
      proof: [
        "0x2f0c1d5e9c6b1a7c0c3a3d8e3b1f5a6c7d8e9f00112233445566778899aabbcc",
        "0x9a8b7c6d5e4f30211203f4e5d6c7b8a99887766554433221100ffeeddccbbaa9",
      ],
      indexes: [101, 102],
      amount: 100_000_000n,
    });
    expect(seen).toEqual([`http://127.0.0.1:8546/pooldata?addr=${ALICE}`]);
  });

  it("shares one answer between spellings of the same address", async () => {
    server.use(respondWith("pooldata", DASHBOARD_EXAMPLES.pooldata));
    const seen = requestsSeen();
    const { result } = renderHook(() => [usePoolData(ALICE), usePoolData(ALICE.toLowerCase() as Address)] as const, {
      wrapper,
    });
    await waitFor(() => expect(result.current[1].data).toBeDefined());
    expect(result.current[0].data).toBe(result.current[1].data);
    expect(seen).toHaveLength(1);
  });

  it("drops the previous address's list while the next one loads", async () => {
    server.use(respondWith("pooldata", DASHBOARD_EXAMPLES.pooldata));
    const { result, rerender } = renderHook(({ address }) => usePoolData(address), {
      wrapper,
      initialProps: { address: ALICE },
    });
    await waitFor(() => expect(result.current.data).toBeDefined());
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get("http://127.0.0.1:8546/pooldata", async () => {
        await held;
        return HttpResponse.json({ validators: [], withdrawals: { proof: [] }, exits: { proof: [] } });
      }),
    );
    rerender({ address: BOB });
    expect(result.current.data).toBeUndefined();
    release();
    await waitFor(() => expect(result.current.data?.validators).toEqual([]));
  });

  it("reads the list again when the window regains focus", async () => {
    server.use(respondWith("pooldata", DASHBOARD_EXAMPLES.pooldata));
    const seen = requestsSeen();
    const { result } = renderHook(() => usePoolData(ALICE), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(seen).toHaveLength(1);
    act(() => {
      window.dispatchEvent(new Event("focus"));
    });
    await waitFor(() => expect(seen).toHaveLength(2));
  });

  it("only logs a failure, with the reason", async () => {
    const logged = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    server.use(networkError("pooldata"));
    const { result } = renderHook(() => usePoolData(ALICE, { shouldRetryOnError: false }), { wrapper });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(logged).toHaveBeenCalledWith(
      "Could not load your validators:",
      expect.stringMatching(/^http:\/\/127\.0\.0\.1:8546\/pooldata\?addr=.*: unreachable/),
    );
    expect(result.current.data).toBeUndefined();
  });
});

/** The hook as a freshly loaded page has it: one shared reading, not yet read (no SWR: the first screen has none). */
async function freshPoolStats() {
  vi.resetModules();
  return (await import("./use-pool-stats")).usePoolStats;
}

/** The shared reading behind the hook freshPoolStats last loaded (the same module registry). */
async function loadedPoolStatsReading() {
  return (await import("./pool-stats")).poolStatsReading;
}

describe("usePoolStats", () => {
  it("loads the pool-wide figures without a wallet", async () => {
    server.use(respondWith("poolstats", DASHBOARD_EXAMPLES.poolstats));
    const usePoolStats = await freshPoolStats();
    const { result } = renderHook(() => usePoolStats());
    expect(result.current).toEqual({ state: "unknown", why: "loading" });
    await waitFor(() => expect(result.current.state).toBe("known"));
    expect(result.current).toEqual({
      state: "known",
      source: { kind: "api" },
      value: { awaitingActivation: 1, activated: 4, subscribers: 5, totalValuePeriod: 10_000_000_000_000_000n },
    });
  });

  it("is unknown, with why, when the API fails, and the failure is only logged", async () => {
    const logged = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    server.use(respondWith("poolstats", { error: "down" }, { status: 502 }));
    const usePoolStats = await freshPoolStats();
    const { result } = renderHook(() => usePoolStats());
    await waitFor(() => expect(result.current).toEqual({ state: "unknown", why: "api-unreachable" }));
    expect(logged).toHaveBeenCalledWith("Could not load the pool stats:", "http://127.0.0.1:8546/poolstats: HTTP 502");
  });

  it("is unknown because the API answered badly when its answer does not parse", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    server.use(respondWith("poolstats", { awaiting_activation: "many" }));
    const usePoolStats = await freshPoolStats();
    const { result } = renderHook(() => usePoolStats());
    await waitFor(() => expect(result.current).toEqual({ state: "unknown", why: "api-malformed" }));
  });

  it("keeps its last answer as stale, with the time it came, when a refresh fails", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.UTC(2026, 10, 24, 9, 30) });
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    server.use(respondWith("poolstats", DASHBOARD_EXAMPLES.poolstats));
    const usePoolStats = await freshPoolStats();
    const { result } = renderHook(() => usePoolStats());
    await waitFor(() => expect(result.current.state).toBe("known"));
    server.use(respondWith("poolstats", { error: "down" }, { status: 503 }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(61_000);
    });
    await waitFor(() => expect(result.current.state).toBe("stale"));
    expect(result.current).toMatchObject({ state: "stale", source: { kind: "api" }, value: { subscribers: 5 } });
    // The answer came at 09:30 (and a few milliseconds); the refresh that failed a minute later does not move it.
    expect(figureNote(result.current)).toBe("as of 09:30 UTC");
  });

  it("reads the figures again every minute", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(respondWith("poolstats", DASHBOARD_EXAMPLES.poolstats));
    const seen = requestsSeen();
    const usePoolStats = await freshPoolStats();
    const { result } = renderHook(() => usePoolStats());
    await waitFor(() => expect(result.current.state).toBe("known"));
    expect(seen).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(seen).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    await waitFor(() => expect(seen).toHaveLength(2));
  });

  it("is loading in the static HTML, even once the shared reading has an answer", async () => {
    server.use(respondWith("poolstats", DASHBOARD_EXAMPLES.poolstats));
    const usePoolStats = await freshPoolStats();
    await (await loadedPoolStatsReading()).refresh();
    function Footer() {
      const figure = usePoolStats();
      return createElement("p", null, figure.state === "unknown" ? `unknown: ${figure.why}` : figure.state);
    }
    expect(renderToString(createElement(Footer))).toBe("<p>unknown: loading</p>");
    const { result } = renderHook(() => usePoolStats());
    expect(result.current.state).toBe("known");
  });
});
