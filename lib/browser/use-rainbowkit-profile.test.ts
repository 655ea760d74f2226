// @vitest-environment jsdom
// The balance and ENS hooks RainbowKit gets (lib/browser/wagmi-for-rainbowkit.js): its account modal's balance from
// one eth_getBalance, and no ENS reads at all.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { WagmiProvider } from "wagmi";
import { anvilProviderProps } from "@/mocks/chain/anvil-wagmi";
import { useBalance, useEnsAvatar, useEnsName } from "./use-rainbowkit-profile.js";

afterEach(cleanup);

const BOB = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

function wrapperAsking(asked: string[]) {
  const props = anvilProviderProps(asked, { eth_getBalance: "0x1bc16d674ec80000" }); // 2 ETH
  const queries = new QueryClient();
  return function Providers({ children }: { children: ReactNode }) {
    return createElement(WagmiProvider, props, createElement(QueryClientProvider, { client: queries }, children));
  };
}

describe("RainbowKit's balance", () => {
  it("is the account's native balance, read with one eth_getBalance and formatted as RainbowKit shows it", async () => {
    const asked: string[] = [];
    const { result } = renderHook(() => useBalance({ address: BOB }), { wrapper: wrapperAsking(asked) });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data).toEqual({
      value: 2_000_000_000_000_000_000n,
      decimals: 18,
      symbol: "ETH",
      formatted: "2",
    });
    expect(asked).toEqual(["eth_getBalance"]);
  });

  it("reads nothing without an account, or while RainbowKit keeps it off, until it asks for a refetch", async () => {
    const asked: string[] = [];
    const wrapper = wrapperAsking(asked);
    renderHook(() => useBalance({}), { wrapper });
    const off = renderHook(() => useBalance({ address: BOB, query: { enabled: false } }), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
    expect(off.result.current.data).toBeUndefined();
    await act(async () => {
      await off.result.current.refetch();
    });
    await waitFor(() => expect(off.result.current.data?.formatted).toBe("2"));
    expect(asked).toEqual(["eth_getBalance"]);
  });
});

describe("RainbowKit's ENS name and avatar", () => {
  it("are none, and nothing is asked for them", async () => {
    const asked: string[] = [];
    const wrapper = wrapperAsking(asked);
    const name = renderHook(() => useEnsName(), { wrapper });
    const avatar = renderHook(() => useEnsAvatar(), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(name.result.current.data).toBeUndefined();
    expect(avatar.result.current.data).toBeUndefined();
    expect(asked).toEqual([]);
  });
});
