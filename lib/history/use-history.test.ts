// @vitest-environment jsdom
// The History hook: the read's progress, the events found, the stored cache, a failed read and an account change.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import type { Address } from "viem";
import { afterEach, describe, expect, it, vi } from "vitest";
import { http as mswHttp, HttpResponse } from "msw";
import { createConfig, http, WagmiProvider, type Config, type ResolvedRegister } from "wagmi";
import { fakeRpc, RpcFailure, type RpcAnswer } from "@/mocks/chain/fake-rpc";
import { setupMockApi } from "@/mocks/vitest-setup";
import { network } from "@/lib/network";
import { anvilAt } from "@/lib/protocol/chains";
import { ownerLog, TEST_ALICE, TEST_BOB } from "./test-logs";
import { unaskedTally } from "@/lib/chain/transport/unasked-tally";
import { useHistory } from "./use-history";
import { defineChain } from "viem";

const RPC_URL = "http://127.0.0.1:8545";
const server = setupMockApi();
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

const block = (n: number) => ({
  number: `0x${n.toString(16)}`,
  hash: `0x${n.toString(16).padStart(64, "a")}`,
  timestamp: `0x${(1_700_000_000 + n * 12).toString(16)}`,
});

/** A chain at block 10 (finalized 8) where Alice registered in block 3; Bob has nothing. */
const chain =
  (fail = false): RpcAnswer =>
  (call) => {
    if (call.method === "eth_chainId") return "0x7a69";
    if (fail) throw new RpcFailure(-32000, "the node is down");
    if (call.method === "eth_blockNumber") return "0xa";
    if (call.method === "eth_getBlockByNumber") {
      const tag = call.params[0] as string;
      return block(tag === "finalized" ? 8 : Number(BigInt(tag)));
    }
    if (call.method === "eth_getLogs") {
      const filter = call.params[0] as { fromBlock: string; topics: (string | null)[] };
      const alice = JSON.stringify(filter).toLowerCase().includes(TEST_ALICE.slice(2).toLowerCase());
      // The log of the contract asked for: the build's pool.
      return alice && BigInt(filter.fromBlock) <= 3n
        ? [{ ...ownerLog(TEST_ALICE, { name: "Registered", indexes: [7n] }, 3), address: network.pool }]
        : [];
    }
    throw new RpcFailure(-32601, `${call.method} is not served here`);
  };

/** A chain the build does not read (listed first, as a wallet's config may); its node answers nothing. */
const OTHER_URL = "http://127.0.0.1:9545";
const OTHER_CHAIN = defineChain({
  id: 17000,
  name: "Other",
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: [OTHER_URL] } },
});

function render(
  answer: RpcAnswer,
  account: Address,
  options: { enabled?: boolean } = {},
  chains: "build" | "other first" | "other only" = "build",
) {
  const rpc = fakeRpc(RPC_URL, answer);
  server.use(rpc.handler);
  const config: Config =
    chains === "build"
      ? createConfig({ chains: [anvilAt(RPC_URL)], transports: { 31337: http(RPC_URL) } })
      : chains === "other first"
        ? createConfig({
            chains: [OTHER_CHAIN, anvilAt(RPC_URL)],
            transports: { 17000: http(OTHER_URL), 31337: http(RPC_URL) },
          })
        : createConfig({ chains: [OTHER_CHAIN], transports: { 17000: http(OTHER_URL) } });
  const client = new QueryClient();
  // The app registers its one-chain config type; these configs list other chains on purpose.
  const registered = config as unknown as ResolvedRegister["config"];
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(WagmiProvider, { config: registered }, createElement(QueryClientProvider, { client }, children));
  return {
    ...renderHook((props: { account: Address }) => useHistory(props.account, 0, options), {
      wrapper,
      initialProps: { account },
    }),
    calls: rpc.calls,
  };
}

describe("useHistory", () => {
  it("reads, then shows Alice's registration", async () => {
    const { result } = render(chain(), TEST_ALICE);
    expect(result.current).toMatchObject({ events: null, reading: true, failed: false });
    await waitFor(() => expect(result.current.reading).toBe(false));
    expect(result.current.failed).toBe(false);
    expect(result.current.events?.map((e) => [e.kind, e.blockNumber])).toEqual([["Registered", 3n]]);
  });

  it("shows the stored events at once on the next visit", async () => {
    const first = render(chain(), TEST_ALICE);
    await waitFor(() => expect(first.result.current.reading).toBe(false));
    cleanup();
    const { result } = render(chain(true), TEST_ALICE);
    expect(result.current.events?.map((e) => e.blockNumber)).toEqual([3n]);
    expect(result.current.reading).toBe(true);
  });

  it("reports a failed read, keeps nothing of it, and reads again on retry", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    let down = true;
    const answer: RpcAnswer = (call) => chain(down)(call);
    const { result } = render(answer, TEST_ALICE);
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current).toMatchObject({ events: null, reading: false });
    expect(warn).toHaveBeenCalledWith("The History could not be read:", "Missing or invalid parameters.");
    // The node answered, with an error: its answers could not be used, and it is named; it was not unreachable.
    expect(result.current.chainFailure).toEqual({ kind: "chain-unusable", rpc: "127.0.0.1:8545", api: null });
    down = false;
    act(() => result.current.retry());
    expect(result.current).toMatchObject({ reading: true, failed: false, chainFailure: null });
    await waitFor(() => expect(result.current.reading).toBe(false));
    expect(result.current.events?.map((e) => e.blockNumber)).toEqual([3n]);
  });

  it("says the chain cannot be reached when nothing answers", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    server.use(mswHttp.post(RPC_URL, () => HttpResponse.error()));
    const config = createConfig({
      chains: [anvilAt(RPC_URL)],
      transports: { 31337: http(RPC_URL, { retryCount: 0 }) },
    });
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(
        WagmiProvider,
        { config: config as unknown as ResolvedRegister["config"] },
        createElement(QueryClientProvider, { client }, children),
      );
    const { result } = renderHook(() => useHistory(TEST_ALICE), { wrapper });
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.chainFailure).toBe("chain-unreachable");
  });

  it("adds what the RPC sent unasked to its endpoint's tally, and keeps the rest", async () => {
    const messy: RpcAnswer = (call) => {
      const answer = chain()(call);
      if (call.method !== "eth_getLogs" || !Array.isArray(answer) || answer.length === 0) return answer;
      return [...answer, { ...answer[0], removed: true, logIndex: "0x7" }, answer[0]];
    };
    const before = unaskedTally(RPC_URL).snapshot();
    const { result } = render(messy, TEST_ALICE);
    await waitFor(() => expect(result.current.reading).toBe(false));
    expect(result.current.events?.map((e) => [e.kind, e.blockNumber])).toEqual([["Registered", 3n]]);
    const after = unaskedTally(RPC_URL).snapshot();
    expect((after.removed ?? 0) - (before.removed ?? 0)).toBe(1);
    expect((after.repeated ?? 0) - (before.repeated ?? 0)).toBe(1);
  });

  it("drops Alice's events when the account changes to Bob", async () => {
    const { result, rerender } = render(chain(), TEST_ALICE);
    await waitFor(() => expect(result.current.reading).toBe(false));
    rerender({ account: TEST_BOB });
    expect(result.current).toMatchObject({ events: null, reading: true });
    await waitFor(() => expect(result.current.reading).toBe(false));
    expect(result.current.events).toEqual([]);
  });

  it("reads nothing while disabled", async () => {
    const { result, calls } = render(chain(), TEST_ALICE, { enabled: false });
    expect(result.current).toMatchObject({ events: null, status: "idle", reading: false, failed: false });
    await act(async () => undefined);
    expect(calls.filter((c) => c.method === "eth_getLogs")).toEqual([]);
  });

  it("stops on Cancel and resumes on Retry", async () => {
    let hold: (() => void) | null = null;
    const answer: RpcAnswer = async (call) => {
      if (call.method === "eth_getLogs" && hold === null) await new Promise<void>((go) => (hold = go));
      return chain()(call);
    };
    const { result } = render(answer, TEST_ALICE);
    await waitFor(() => expect(hold).not.toBeNull());
    act(() => result.current.cancel());
    expect(result.current).toMatchObject({ status: "cancelled", reading: false, failed: false });
    act(() => result.current.retry());
    expect(result.current.reading).toBe(true);
    await waitFor(() => expect(result.current.status).toBe("done"));
    expect(result.current.events?.map((e) => e.blockNumber)).toEqual([3n]);
  });

  it("is idle and reading before its first read starts", () => {
    const seen: { status: string; reading: boolean }[] = [];
    const rpc = fakeRpc(RPC_URL, chain());
    server.use(rpc.handler);
    const config = createConfig({ chains: [anvilAt(RPC_URL)], transports: { 31337: http(RPC_URL) } });
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(WagmiProvider, { config }, createElement(QueryClientProvider, { client }, children));
    renderHook(
      () => {
        const state = useHistory(TEST_ALICE);
        seen.push({ status: state.status, reading: state.reading });
        return state;
      },
      { wrapper },
    );
    expect(seen[0]).toEqual({ status: "idle", reading: true });
  });

  it("reads again on each Retry, however often", async () => {
    let holding = true;
    let asks = 0;
    const answer: RpcAnswer = async (call) => {
      if (call.method === "eth_getLogs" && holding) {
        asks += 1;
        await new Promise<void>(() => undefined); // held until cancelled
      }
      return chain()(call);
    };
    const { result } = render(answer, TEST_ALICE);
    await waitFor(() => expect(asks).toBeGreaterThan(0));
    const firstRead = asks;
    act(() => result.current.cancel());
    act(() => result.current.retry());
    await waitFor(() => expect(asks).toBeGreaterThan(firstRead));
    act(() => result.current.cancel());
    expect(result.current.status).toBe("cancelled");
    holding = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe("done"));
    expect(result.current.events?.map((e) => e.blockNumber)).toEqual([3n]);
  });

  it("cancels the read of the account shown, after a change of account", async () => {
    let bobHeld = false;
    const answer: RpcAnswer = async (call) => {
      const bob = JSON.stringify(call.params).toLowerCase().includes(TEST_BOB.slice(2).toLowerCase());
      if (call.method === "eth_getLogs" && bob) {
        bobHeld = true;
        await new Promise<void>(() => undefined); // Bob's read never ends on its own
      }
      return chain()(call);
    };
    const { result, rerender } = render(answer, TEST_ALICE);
    await waitFor(() => expect(result.current.status).toBe("done"));
    rerender({ account: TEST_BOB });
    await waitFor(() => expect(bobHeld).toBe(true));
    act(() => result.current.cancel());
    expect(result.current).toMatchObject({ status: "cancelled", reading: false });
  });

  it("reads the build's chain, not the first chain of the config", async () => {
    const { result } = render(chain(), TEST_ALICE, {}, "other first");
    await waitFor(() => expect(result.current.status).toBe("done"));
    expect(result.current.events?.map((e) => e.blockNumber)).toEqual([3n]);
  });

  it("stays idle, reading nothing, when the config has no client for the build's chain", async () => {
    const { result, calls } = render(chain(), TEST_ALICE, {}, "other only");
    await act(async () => undefined);
    act(() => result.current.cancel());
    expect(result.current).toMatchObject({ events: null, status: "idle", failed: false });
    expect(calls).toEqual([]);
  });

  it("reads from the start when the browser's storage cannot be read", async () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    const { result } = render(chain(), TEST_ALICE);
    await waitFor(() => expect(result.current.status).toBe("done"));
    expect(result.current.events?.map((e) => e.blockNumber)).toEqual([3n]);
  });

  it("remembers for the session the range this RPC states, under its URL", async () => {
    const answer: RpcAnswer = (call) => {
      if (call.method === "eth_getLogs") {
        const filter = call.params[0] as { fromBlock: string; toBlock: string };
        if (BigInt(filter.toBlock) - BigInt(filter.fromBlock) + 1n > 4n)
          throw new RpcFailure(-32005, "exceed maximum block range: 4");
      }
      return chain()(call);
    };
    const { result } = render(answer, TEST_ALICE);
    // viem retries a refusal of this kind a few times before the reader sees it.
    await waitFor(() => expect(result.current.status).toBe("done"), { timeout: 8_000 });
    expect(window.sessionStorage.getItem("smoothly:getLogs-range:v1:31337:http://127.0.0.1:8545")).toBe("4");
  });
});
