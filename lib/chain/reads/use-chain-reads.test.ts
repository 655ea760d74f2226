// @vitest-environment jsdom
// The chain read hooks: the countdown and gas reads (one shared reading), and the claim simulations that hide spent
// proofs.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { encodeAbiParameters, encodeErrorResult, toFunctionSelector, type Address, type Hex } from "viem";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createConfig, http, WagmiProvider } from "wagmi";
import { fakeRpc, RpcFailure, type RpcAnswer, type RpcCall } from "@/mocks/chain/fake-rpc";
import { setupMockApi } from "@/mocks/vitest-setup";
import { smoothlyPoolAbi } from "@/lib/protocol/abi.generated";
import { anvilAt } from "@/lib/protocol/chains";
import type { PoolProofs } from "@/lib/validators/types";
import { useClaimableProofs } from "./use-claimable-proofs";

// The local build's chain and contracts (lib/network/local-deployment.json), written out.
const RPC_URL = "http://127.0.0.1:8545";
const GOVERNANCE = "0x5fbdb2315678afecb367f032d93f642f64180aa3";
const POOL = "0xa16e02e87b7454126e5e10d957a927a7f5b5d2be";
const ALICE: Address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

const LAST_EPOCH = toFunctionSelector("lastEpoch()");
const EPOCH_INTERVAL = toFunctionSelector("epochInterval()");
const WITHDRAW_REWARDS = toFunctionSelector("withdrawRewards(bytes32[],uint64[],uint256)");
const WITHDRAW_STAKE = toFunctionSelector("withdrawStake(bytes32[],uint64[],uint256)");

const server = setupMockApi();
// The claim checks wait for an idle page, which takes a while on a busy machine.
const SLOW = { timeout: 5000 };
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const uint = (value: bigint): Hex => encodeAbiParameters([{ type: "uint256" }], [value]);
const callOf = (call: RpcCall) => call.params[0] as { to: string; data: Hex; from?: string };
const revertWith = (errorName: "AlreadyClaimed" | "IncorrectProof") =>
  new RpcFailure(3, "execution reverted", encodeErrorResult({ abi: smoothlyPoolAbi, errorName }));

/** `walletOnHolesky`: the wallet is on another chain than the pool's; the hooks must still read the pool's chain. */
function renderWithChain<T>(answer: RpcAnswer, hook: () => T, options: { walletOnHolesky?: boolean } = {}) {
  const rpc = fakeRpc(RPC_URL, answer);
  server.use(rpc.handler);
  const config = createConfig({ chains: [anvilAt(RPC_URL)], transports: { 31337: http(RPC_URL) } });
  if (options.walletOnHolesky) config.setState((state) => ({ ...state, chainId: 17000 }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(WagmiProvider, { config }, createElement(QueryClientProvider, { client }, children));
  return { ...renderHook(hook, { wrapper }), calls: rpc.calls };
}

/** Governance's getters: the cycle began at 1,700,000,000 s and lasts a week. */
const governance: RpcAnswer = (call) => {
  if (call.method === "eth_chainId") return "0x7a69";
  if (call.method === "eth_gasPrice") return "0x2dfd4a7a0"; // 12.345190304 gwei
  if (call.method !== "eth_call") throw new RpcFailure(-32601, `${call.method} is not served here`);
  const { to, data } = callOf(call);
  if (to.toLowerCase() !== GOVERNANCE) throw new RpcFailure(3, "execution reverted", "0x");
  if (data === LAST_EPOCH) return uint(1_700_000_000n);
  if (data === EPOCH_INTERVAL) return uint(604_800n);
  throw new RpcFailure(3, "execution reverted", "0x");
};

/** A node that refuses everything: the chain answers, with an error for each call. */
/** What a figure says when the local RPC answered with errors only: unknown, naming it. */
const UNUSABLE_LOCAL_RPC = {
  state: "unknown",
  why: { kind: "chain-unusable", rpc: "127.0.0.1:8545", api: null },
} as const;

const down: RpcAnswer = () => {
  throw new RpcFailure(-32603, "upstream down");
};

/** The hooks as a freshly loaded page has them: one shared reading, not yet read. */
async function freshPage() {
  vi.resetModules();
  return import("./use-chain-reads");
}

function renderWithNode<T>(answer: RpcAnswer, hook: () => T) {
  const rpc = fakeRpc(RPC_URL, answer);
  server.use(rpc.handler);
  return { ...renderHook(hook), calls: rpc.calls };
}

describe("useCycleTimingFigure", () => {
  it("is the cycle's timing, known from the chain, read with bare eth_calls of governance's getters", async () => {
    const { useCycleTimingFigure } = await freshPage();
    const { result, calls } = renderWithNode(governance, () => useCycleTimingFigure());
    expect(result.current).toEqual({ state: "unknown", why: "loading" });
    await waitFor(() =>
      expect(result.current).toEqual({
        state: "known",
        value: { lastEpoch: 1_700_000_000n, epochInterval: 604_800n },
        source: { kind: "chain" },
      }),
    );
    const reads = calls.filter((c) => c.method === "eth_call");
    expect(reads.map((c) => callOf(c).data)).toEqual([LAST_EPOCH, EPOCH_INTERVAL]);
    expect(reads.map((c) => callOf(c).to.toLowerCase())).toEqual([GOVERNANCE, GOVERNANCE]);
    expect(reads.map((c) => c.params[1])).toEqual(["latest", "latest"]);
  });

  it("is unknown when the RPC answers only errors, naming it, never a default", async () => {
    const { useCycleTimingFigure } = await freshPage();
    const { result } = renderWithNode(down, () => useCycleTimingFigure());
    await waitFor(() => expect(result.current).toEqual(UNUSABLE_LOCAL_RPC), SLOW);
  });
});

describe("the shared reading of the cycle and the gas price", () => {
  it("is still being read in the static HTML", async () => {
    const { useCycleTimingFigure, useFooterGasPrice } = await freshPage();
    function Figures() {
      return createElement("p", null, JSON.stringify([useCycleTimingFigure(), useFooterGasPrice()]));
    }
    expect(renderToString(createElement(Figures))).toBe(
      `<p>${JSON.stringify([
        { state: "unknown", why: "loading" },
        { state: "unknown", why: "loading" },
      ]).replaceAll('"', "&quot;")}</p>`,
    );
  });

  it("reads through the wallet's own connection when that is the visitor's choice, not the build's RPC", async () => {
    // The local build's chain is 31337: the choice is kept per chain.
    localStorage.setItem("smoothly:rpc:v1:31337", JSON.stringify({ kind: "wallet" }));
    const asked: string[] = [];
    vi.stubGlobal("ethereum", {
      request: async (args: { method: string; params?: readonly unknown[] }) => {
        asked.push(args.method);
        return governance({ method: args.method, params: args.params ?? [] });
      },
    });
    const { useFooterGasPrice } = await freshPage();
    const { result, calls } = renderWithNode(governance, () => useFooterGasPrice());
    await waitFor(() =>
      expect(result.current).toEqual({ state: "known", value: 12_345_190_304n, source: { kind: "chain" } }),
    );
    expect(asked).toEqual(["eth_call", "eth_call", "eth_gasPrice"]);
    expect(calls).toEqual([]);
  });

  it("reads through the build's RPC while that is the choice, though the browser has a wallet", async () => {
    const asked: string[] = [];
    vi.stubGlobal("ethereum", {
      request: async (args: { method: string }) => void asked.push(args.method),
    });
    const { useFooterGasPrice } = await freshPage();
    const { result, calls } = renderWithNode(governance, () => useFooterGasPrice());
    await waitFor(() => expect(result.current.state).toBe("known"));
    expect(calls.map((c) => c.method)).toEqual(["eth_call", "eth_call", "eth_gasPrice"]);
    expect(asked).toEqual([]);
  });

  it("reads through the visitor's own RPC URL when that is the choice", async () => {
    const OWN = "http://127.0.0.1:9545/";
    localStorage.setItem("smoothly:rpc:v1:31337", JSON.stringify({ kind: "url", url: OWN }));
    const { useFooterGasPrice } = await freshPage();
    const own = fakeRpc(OWN, governance);
    server.use(own.handler);
    const { result, calls } = renderWithNode(governance, () => useFooterGasPrice());
    await waitFor(() => expect(result.current.state).toBe("known"));
    expect(own.calls.map((c) => c.method)).toEqual(["eth_call", "eth_call", "eth_gasPrice"]);
    expect(calls).toEqual([]);
  });

  it("says in the console why a read failed", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { useFooterGasPrice } = await freshPage();
    const { result } = renderWithNode(down, () => useFooterGasPrice());
    await waitFor(() => expect(result.current).toEqual(UNUSABLE_LOCAL_RPC), SLOW);
    expect(warn).toHaveBeenCalledWith(
      "Could not read the reward cycle and gas price:",
      "127.0.0.1:8545: eth_call: upstream down",
    );
  });
});

describe("useFooterGasPrice", () => {
  it("reads the gas price in wei, in the same request as the cycle's timing", async () => {
    const { useCycleTimingFigure, useFooterGasPrice } = await freshPage();
    let requests = 0;
    server.events.on("request:start", () => void requests++);
    const { result, calls } = renderWithNode(governance, () => [useFooterGasPrice(), useCycleTimingFigure()]);
    await waitFor(() =>
      expect(result.current[0]).toEqual({ state: "known", value: 12_345_190_304n, source: { kind: "chain" } }),
    );
    expect(result.current[1]?.state).toBe("known");
    expect(calls.map((c) => c.method)).toEqual(["eth_call", "eth_call", "eth_gasPrice"]);
    expect(requests).toBe(1);
    server.events.removeAllListeners();
  });

  it("is unknown when the node answers with an error: it answered, so the RPC is named, not called unreachable", async () => {
    const { useFooterGasPrice } = await freshPage();
    const { result } = renderWithNode(down, () => useFooterGasPrice());
    await waitFor(() => expect(result.current).toEqual(UNUSABLE_LOCAL_RPC), SLOW);
  });

  it("reads again after 30 seconds, not before, and stops when nobody shows it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { useFooterGasPrice } = await freshPage();
    const { result, calls, unmount } = renderWithNode(governance, () => useFooterGasPrice());
    await waitFor(() => expect(result.current.state).toBe("known"));
    const reads = () => calls.filter((c) => c.method === "eth_gasPrice").length;
    expect(reads()).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(29_000);
    });
    expect(reads()).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    await waitFor(() => expect(reads()).toBe(2));
    unmount();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(reads()).toBe(2);
  });
});

const NODE = `0x${"ab".repeat(32)}` as const;
const PROOFS: PoolProofs = {
  withdrawals: { proof: [NODE], indexes: [1003, 1004], amount: 320_000_000_000_000_000n },
  exits: { proof: [NODE], indexes: [1009], amount: 50_000_000_000_000_000n },
};

/** The pool's claims as simulated: each function answers as the test says. */
const pool =
  (rewards: "ok" | "AlreadyClaimed" | "IncorrectProof", bond: "ok" | "AlreadyClaimed"): RpcAnswer =>
  (call) => {
    if (call.method === "eth_chainId") return "0x7a69";
    if (call.method !== "eth_call") throw new RpcFailure(-32601, `${call.method} is not served here`);
    const { to, data } = callOf(call);
    if (to.toLowerCase() !== POOL) throw new RpcFailure(3, "execution reverted", "0x");
    const answer = data.startsWith(WITHDRAW_REWARDS) ? rewards : data.startsWith(WITHDRAW_STAKE) ? bond : "none";
    if (answer === "ok") return "0x";
    if (answer === "none") throw new RpcFailure(3, "execution reverted", "0x");
    throw revertWith(answer);
  };

describe("useClaimableProofs", () => {
  it("drops the rewards proof the pool says is already claimed and keeps the bond proof", async () => {
    const { result, calls } = renderWithChain(pool("AlreadyClaimed", "ok"), () => useClaimableProofs(ALICE, PROOFS));
    await waitFor(() => expect(result.current.withdrawals).toBeNull(), SLOW);
    expect(result.current.exits).toBe(PROOFS.exits);
    const simulated = calls.filter((c) => c.method === "eth_call").map(callOf);
    expect(simulated).toHaveLength(2);
    expect(simulated.every((c) => c.from?.toLowerCase() === ALICE.toLowerCase())).toBe(true);
  });

  it("drops the bond proof the pool says is already claimed", async () => {
    const { result } = renderWithChain(pool("ok", "AlreadyClaimed"), () => useClaimableProofs(ALICE, PROOFS));
    await waitFor(() => expect(result.current.exits).toBeNull(), SLOW);
    expect(result.current.withdrawals).toBe(PROOFS.withdrawals);
  });

  it("keeps a proof whose claim fails for another reason", async () => {
    const { result, calls } = renderWithChain(pool("IncorrectProof", "ok"), () => useClaimableProofs(ALICE, PROOFS));
    await waitFor(() => expect(calls.filter((c) => c.method === "eth_call")).toHaveLength(2), SLOW);
    await act(async () => undefined);
    expect(result.current).toEqual(PROOFS);
  });

  it("simulates nothing without an account or without proofs", async () => {
    const none: PoolProofs = { withdrawals: null, exits: null };
    const noAccount = renderWithChain(pool("AlreadyClaimed", "AlreadyClaimed"), () =>
      useClaimableProofs(undefined, PROOFS),
    );
    const noProofs = renderWithChain(pool("AlreadyClaimed", "AlreadyClaimed"), () => useClaimableProofs(ALICE, none));
    await act(async () => undefined);
    expect(noAccount.result.current).toEqual(PROOFS);
    expect(noProofs.result.current).toEqual(none);
    expect([...noAccount.calls, ...noProofs.calls].filter((c) => c.method === "eth_call")).toEqual([]);
  });

  it("waits for the page to be idle before simulating, again when the proofs change", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (work: () => void) => idle.push(work));
    vi.stubGlobal("cancelIdleCallback", () => undefined);
    const runIdle = () => act(() => idle.splice(0).forEach((work) => work()));
    const simulations = (calls: readonly RpcCall[]) => calls.filter((c) => c.method === "eth_call").length;
    let current = PROOFS;
    const { result, calls, rerender } = renderWithChain(pool("AlreadyClaimed", "ok"), () =>
      useClaimableProofs(ALICE, current),
    );
    await act(async () => undefined);
    expect(simulations(calls)).toBe(0);
    runIdle();
    await waitFor(() => expect(result.current.withdrawals).toBeNull(), SLOW);
    expect(simulations(calls)).toBe(2);

    // New proofs (another amount): shown as they are until the page is idle again.
    const next: PoolProofs = {
      withdrawals: { proof: [NODE], indexes: [1003, 1004], amount: 330_000_000_000_000_000n },
      exits: null,
    };
    current = next;
    rerender();
    await act(async () => undefined);
    expect(simulations(calls)).toBe(2);
    expect(result.current).toEqual(next);
    runIdle();
    await waitFor(() => expect(result.current.withdrawals).toBeNull(), SLOW);
    expect(simulations(calls)).toBe(3);
  });

  it("simulates only the proof there is", async () => {
    const onlyBond: PoolProofs = { withdrawals: null, exits: PROOFS.exits };
    const { result, calls } = renderWithChain(pool("AlreadyClaimed", "AlreadyClaimed"), () =>
      useClaimableProofs(ALICE, onlyBond),
    );
    await waitFor(() => expect(result.current.exits).toBeNull(), SLOW);
    expect(calls.filter((c) => c.method === "eth_call").map((c) => callOf(c).data.slice(0, 10))).toEqual([
      WITHDRAW_STAKE,
    ]);
  });
});
