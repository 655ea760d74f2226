// @vitest-environment jsdom
// The endpoint the page reads the chain through, as wagmi's client for the pool's chain has it, and what a read's
// error says in the figures' terms; the note on answers nobody asked for, which names that endpoint.
import { act, cleanup, renderHook } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { HttpRequestError } from "viem";
import { holesky } from "viem/chains";
import { afterEach, describe, expect, it } from "vitest";
import {
  createConfig,
  custom,
  http,
  WagmiProvider,
  type Config,
  type ResolvedRegister,
  type WagmiProviderProps,
} from "wagmi";
import type { ChainFailure } from "@/lib/figure";
import { anvilAt } from "@/lib/protocol/chains";
import { unaskedTally } from "./unasked-tally";
import { useChainFailure, useReadEndpoint } from "./use-read-endpoint";
import { useUnaskedNote } from "./use-unasked";

afterEach(cleanup);

// The local build reads chain 31337.
const LOCAL = "http://127.0.0.1:8545";

/** wagmi with holesky first (the chain a config falls back to) and the pool's chain 31337 reached at `url`. */
function configReading(url: string): Config {
  return createConfig({
    chains: [holesky, anvilAt(url)],
    transports: { 17000: http("https://holesky.example/rpc"), 31337: http(url) },
  });
}

/** wagmi through the wallet's own connection for 31337. */
const walletConfig = (): Config =>
  createConfig({
    chains: [anvilAt(LOCAL)],
    transports: { 31337: custom({ request: async () => "0x7a69" }) },
  });

/** wagmi without the pool's chain: no client for it. */
const holeskyOnly = (): Config =>
  createConfig({ chains: [holesky], transports: { 17000: http("https://holesky.example/rpc") } });

function renderWith<T, P>(config: Config, hook: (props: P) => T, initialProps?: P) {
  const props: WagmiProviderProps = { config: config as unknown as ResolvedRegister["config"] };
  const wrapper = ({ children }: { children: ReactNode }) => createElement(WagmiProvider, props, children);
  return renderHook(hook, { wrapper, initialProps });
}

// The node answered, with an error: the RPC is named.
const REVERTED = new Error("execution reverted");
// Nothing answered (no HTTP status).
const NO_ANSWER = new HttpRequestError({ url: LOCAL });

describe("useReadEndpoint", () => {
  it("is the URL of the pool's chain's transport, not the first chain's", () => {
    const { result } = renderWith(configReading("http://127.0.0.1:9545/"), () => useReadEndpoint());
    expect(result.current).toBe("http://127.0.0.1:9545/");
  });

  it("is 'wallet' for the wallet's own connection, and null without a client for the pool's chain", () => {
    expect(renderWith(walletConfig(), () => useReadEndpoint()).result.current).toBe("wallet");
    expect(renderWith(holeskyOnly(), () => useReadEndpoint()).result.current).toBeNull();
  });
});

describe("useChainFailure", () => {
  it("is null without an error, null and undefined alike", () => {
    const config = configReading(LOCAL);
    expect(renderWith(config, () => useChainFailure(null)).result.current).toBeNull();
    expect(renderWith(config, () => useChainFailure(undefined)).result.current).toBeNull();
  });

  it("names the RPC that answered unusably, and says the chain cannot be reached when nothing answered", () => {
    const { result, rerender } = renderWith<ChainFailure | null, unknown>(
      configReading(LOCAL),
      (error) => useChainFailure(error),
      REVERTED,
    );
    expect(result.current).toEqual({ kind: "chain-unusable", rpc: "127.0.0.1:8545", api: null });
    rerender(NO_ANSWER);
    expect(result.current).toBe("chain-unreachable");
    rerender(null);
    expect(result.current).toBeNull();
  });

  it("names the wallet's connection when the page reads through it", () => {
    const { result } = renderWith(walletConfig(), () => useChainFailure(REVERTED));
    expect(result.current).toEqual({ kind: "chain-unusable", rpc: "the wallet's connection", api: null });
  });

  it("says the chain cannot be reached before there is a client, whatever the error", () => {
    const { result } = renderWith(holeskyOnly(), () => useChainFailure(REVERTED));
    expect(result.current).toBe("chain-unreachable");
  });
});

describe("useUnaskedNote", () => {
  it("says nothing until the endpoint's tally holds something, then names the RPC and what was left out", () => {
    // An endpoint of this test alone: the tallies live for the page's (here the test file's) life.
    const url = "http://127.0.0.1:7545/";
    const { result } = renderWith(configReading(url), () => useUnaskedNote());
    expect(result.current).toBeNull();
    act(() => unaskedTally(url).add({ removed: 2, repeated: 1 }));
    expect(result.current).toBe(
      "The RPC 127.0.0.1:7545 sent data the page did not ask for, and the page left it out: 2 logs marked removed, 1 repeated log. Everything else it sent is used.",
    );
    // Another endpoint's tally is not this page's.
    act(() => unaskedTally("http://127.0.0.1:6545/").add({ removed: 5 }));
    expect(result.current).toBe(
      "The RPC 127.0.0.1:7545 sent data the page did not ask for, and the page left it out: 2 logs marked removed, 1 repeated log. Everything else it sent is used.",
    );
  });

  it("names the wallet's connection when the page reads through it", () => {
    act(() => unaskedTally("wallet").add({ "other-contract": 1 }));
    const { result } = renderWith(walletConfig(), () => useUnaskedNote());
    expect(result.current).toBe(
      "The RPC the wallet's connection sent data the page did not ask for, and the page left it out: 1 log of another contract. Everything else it sent is used.",
    );
  });

  it("is null without a client for the pool's chain", () => {
    expect(renderWith(holeskyOnly(), () => useUnaskedNote()).result.current).toBeNull();
  });

  it("says nothing in the static HTML, whatever the tally holds", () => {
    const url = "http://127.0.0.1:5545/";
    unaskedTally(url).add({ removed: 1 });
    function Note() {
      return createElement("p", null, useUnaskedNote() ?? "none");
    }
    // The page's own config type is registered with wagmi; this test's config reads another URL.
    const props: WagmiProviderProps = { config: configReading(url) as unknown as ResolvedRegister["config"] };
    const html = renderToString(createElement(WagmiProvider, props, createElement(Note)));
    expect(html).toBe("<p>none</p>");
  });
});
