// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { encodeAbiParameters, toFunctionSelector, type Address, type Hex } from "viem";
import { afterEach, describe, expect, it } from "vitest";
import { createConfig, http, WagmiProvider } from "wagmi";
import { fakeRpc, RpcFailure, type RpcCall } from "@/mocks/chain/fake-rpc";
import { setupMockApi } from "@/mocks/vitest-setup";
import { leafHash } from "@/lib/protocol/merkle";
import { anvilAt } from "@/lib/protocol/chains";
import { whenIdle } from "@/lib/use-idle";
import type { PoolProofs } from "@/lib/validators/types";
import { usePoolRoots, useServedProofChecks } from "./use-pool-roots";

// The local build's chain and pool (lib/network/local-deployment.json), written out.
const RPC_URL = "http://127.0.0.1:8545";
const POOL = "0xa16e02e87b7454126e5e10d957a927a7f5b5d2be";
const ALICE: Address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const OTHER_ROOT: Hex = `0x${"77".repeat(32)}`;

// Alice's one-leaf trees: a leaf alone is its tree's root, with an empty proof.
const REWARDS = { proof: [], indexes: [1003], amount: 320_000_000_000_000_000n } as const;
const BOND = { proof: [], indexes: [1009], amount: 50_000_000_000_000_000n } as const;
const REWARDS_ROOT = leafHash(ALICE, [1003], 320_000_000_000_000_000n);

const server = setupMockApi();
afterEach(() => cleanup());

const word = (type: "uint256" | "bytes32", value: bigint | Hex): Hex =>
  type === "uint256"
    ? encodeAbiParameters([{ type: "uint256" }], [value as bigint])
    : encodeAbiParameters([{ type: "bytes32" }], [value as Hex]);

/** The pool's epoch and roots; `epoch` is read per call, so a test can move to the next cycle. */
function poolChain(state: { epoch: bigint; withdrawalsRoot: Hex; exitsRoot: Hex }) {
  return (call: RpcCall): unknown => {
    if (call.method === "eth_chainId") return "0x7a69";
    if (call.method !== "eth_call") throw new RpcFailure(-32601, `${call.method} is not served here`);
    const { to, data } = call.params[0] as { to: string; data: Hex };
    if (to.toLowerCase() !== POOL) throw new RpcFailure(3, "execution reverted", "0x");
    if (data === toFunctionSelector("epoch()")) return word("uint256", state.epoch);
    if (data === toFunctionSelector("withdrawalsRoot()")) return word("bytes32", state.withdrawalsRoot);
    if (data === toFunctionSelector("exitsRoot()")) return word("bytes32", state.exitsRoot);
    throw new RpcFailure(3, "execution reverted", "0x");
  };
}

function renderWithPool<P, T>(answer: (call: RpcCall) => unknown, hook: (props: P) => T, initialProps: P) {
  const rpc = fakeRpc(RPC_URL, answer);
  server.use(rpc.handler);
  const config = createConfig({ chains: [anvilAt(RPC_URL)], transports: { 31337: http(RPC_URL) } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(WagmiProvider, { config }, createElement(QueryClientProvider, { client }, children));
  return { ...renderHook(hook, { wrapper, initialProps }), calls: rpc.calls };
}

const rootReads = (calls: readonly RpcCall[]) => calls.filter((c) => c.method === "eth_call").length;

describe("usePoolRoots", () => {
  it("reads the epoch and both roots from the pool", async () => {
    const state = { epoch: 12n, withdrawalsRoot: REWARDS_ROOT, exitsRoot: OTHER_ROOT };
    const { result } = renderWithPool(poolChain(state), () => usePoolRoots(true), undefined);
    await waitFor(() => expect(result.current.roots).toBeDefined());
    expect(result.current.roots).toEqual({ epoch: 12, withdrawalsRoot: REWARDS_ROOT, exitsRoot: OTHER_ROOT });
  });

  it("reads nothing while disabled", async () => {
    const state = { epoch: 12n, withdrawalsRoot: REWARDS_ROOT, exitsRoot: OTHER_ROOT };
    const { result, calls } = renderWithPool(poolChain(state), () => usePoolRoots(false), undefined);
    await act(async () => undefined);
    expect(result.current.roots).toBeUndefined();
    expect(rootReads(calls)).toBe(0);
  });

  it("reads them again for a new cycle key, and fresh() reads them now", async () => {
    const state = { epoch: 12n, withdrawalsRoot: REWARDS_ROOT, exitsRoot: OTHER_ROOT };
    const { result, rerender, calls } = renderWithPool(
      poolChain(state),
      ({ key }: { key: bigint }) => usePoolRoots(true, key),
      { key: 1_700_000_000n },
    );
    await waitFor(() => expect(result.current.roots?.epoch).toBe(12));
    expect(rootReads(calls)).toBe(3);

    state.epoch = 13n;
    rerender({ key: 1_700_604_800n });
    await waitFor(() => expect(result.current.roots?.epoch).toBe(13));

    state.epoch = 14n;
    let fresh: Awaited<ReturnType<typeof result.current.fresh>>;
    await act(async () => {
      fresh = await result.current.fresh();
    });
    expect(fresh!).toEqual({ epoch: 14, withdrawalsRoot: REWARDS_ROOT, exitsRoot: OTHER_ROOT });
  });
});

describe("usePoolRoots when the chain cannot be reached", () => {
  it("says the read failed while it has no roots", async () => {
    const unreachable = () => {
      throw new RpcFailure(-32603, "upstream down");
    };
    const { result } = renderWithPool(unreachable, () => usePoolRoots(true), undefined);
    // viem retries a failed request three times first.
    await waitFor(() => expect(result.current.failed).toBe(true), { timeout: 5_000 });
    expect(result.current.roots).toBeUndefined();
  });

  it("keeps the roots it had when a later read fails, and does not say it failed", async () => {
    const state = { epoch: 12n, withdrawalsRoot: REWARDS_ROOT, exitsRoot: OTHER_ROOT };
    let down = false;
    const chain = poolChain(state);
    const { result } = renderWithPool(
      (call: RpcCall) => {
        if (down && call.method === "eth_call") throw new RpcFailure(-32603, "upstream down");
        return chain(call);
      },
      () => usePoolRoots(true),
      undefined,
    );
    await waitFor(() => expect(result.current.roots?.epoch).toBe(12));
    down = true;
    await act(async () => {
      await result.current.fresh();
    });
    expect(result.current.roots?.epoch).toBe(12);
    expect(result.current.failed).toBe(false);
  });
});

describe("useServedProofChecks", () => {
  const proofs: PoolProofs = { withdrawals: REWARDS, exits: BOND };

  it("checks each served proof against the pool's roots", async () => {
    const state = { epoch: 12n, withdrawalsRoot: REWARDS_ROOT, exitsRoot: OTHER_ROOT };
    const { result } = renderWithPool(poolChain(state), () => useServedProofChecks(ALICE, proofs), undefined);
    await waitFor(() => expect(result.current.checks).not.toBeNull());
    expect(result.current.roots?.epoch).toBe(12);
    expect(result.current.checks).toEqual({ withdrawals: true, exits: false });
  });

  it("checks nothing and reads nothing without an account", async () => {
    const state = { epoch: 12n, withdrawalsRoot: REWARDS_ROOT, exitsRoot: OTHER_ROOT };
    const { result, calls } = renderWithPool(
      poolChain(state),
      () => useServedProofChecks(undefined, proofs),
      undefined,
    );
    await act(async () => undefined);
    expect(result.current).toEqual({ roots: undefined, rootsFailed: false, rootsError: null, checks: null });
    expect(rootReads(calls)).toBe(0);
  });

  it("checks nothing while the pool's roots cannot be read", async () => {
    const unreachable = () => {
      throw new RpcFailure(-32603, "upstream down");
    };
    const { result } = renderWithPool(unreachable, () => useServedProofChecks(ALICE, proofs), undefined);
    await waitFor(() => expect(result.current.rootsFailed).toBe(true), { timeout: 5_000 });
    await act(() => new Promise<void>((done) => whenIdle(() => done())));
    expect(result.current).toMatchObject({ roots: undefined, rootsFailed: true, checks: null });
    // The node answered (with an error): the error says so, for the page to tell it from no answer at all.
    expect(result.current.rootsError).toBeInstanceOf(Error);
  });

  it("drops a check made for other proofs or another account until it is made again for these", async () => {
    const state = { epoch: 12n, withdrawalsRoot: REWARDS_ROOT, exitsRoot: OTHER_ROOT };
    const { result, rerender } = renderWithPool(
      poolChain(state),
      ({ account, served }: { account: Address | undefined; served: PoolProofs }) =>
        useServedProofChecks(account, served),
      { account: ALICE as Address | undefined, served: proofs },
    );
    await waitFor(() => expect(result.current.checks).toEqual({ withdrawals: true, exits: false }));

    const forged: PoolProofs = { withdrawals: { ...REWARDS, amount: 1n }, exits: BOND };
    rerender({ account: ALICE, served: forged });
    expect(result.current.checks).toBeNull();
    await waitFor(() => expect(result.current.checks).toEqual({ withdrawals: false, exits: false }));

    const onlyExits: PoolProofs = { withdrawals: forged.withdrawals, exits: { ...BOND, amount: 2n } };
    rerender({ account: ALICE, served: onlyExits });
    expect(result.current.checks).toBeNull();
    await waitFor(() => expect(result.current.checks).not.toBeNull());

    rerender({ account: undefined, served: onlyExits });
    expect(result.current.checks).toBeNull();
  });
});
