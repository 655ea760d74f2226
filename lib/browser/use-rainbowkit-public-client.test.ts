// @vitest-environment jsdom
// The usePublicClient RainbowKit gets (lib/browser/wagmi-for-rainbowkit.js): the chain's client with the receipt wait
// its transaction store calls, and none of the other public actions whose code the page leaves out.
import { cleanup, renderHook, waitFor } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { WagmiProvider } from "wagmi";
import { anvilProviderProps } from "@/mocks/chain/anvil-wagmi";
import { usePublicClient } from "./use-rainbowkit-public-client.js";

afterEach(cleanup);

const HASH = "0x1111111111111111111111111111111111111111111111111111111111111111";

const RECEIPT = {
  transactionHash: HASH,
  blockHash: "0x2222222222222222222222222222222222222222222222222222222222222222",
  blockNumber: "0x7",
  transactionIndex: "0x0",
  from: "0x15d34aaf54267db7d7c367839aaf71a00a2c6a65",
  to: "0x5fbdb2315678afecb367f032d93f642f64180aa3",
  cumulativeGasUsed: "0x5208",
  gasUsed: "0x5208",
  effectiveGasPrice: "0x1",
  contractAddress: null,
  logs: [],
  logsBloom: `0x${"0".repeat(512)}`,
  status: "0x1",
  type: "0x2",
};

function render(asked: string[]) {
  const props = anvilProviderProps(asked, { eth_getTransactionReceipt: RECEIPT, eth_blockNumber: "0x7" });
  const wrapper = ({ children }: { children: ReactNode }) => createElement(WagmiProvider, props, children);
  return renderHook(() => usePublicClient({ chainId: 31337 }), { wrapper });
}

describe("RainbowKit's public client", () => {
  it("waits for a receipt through the chain's own client", async () => {
    const asked: string[] = [];
    const { result } = render(asked);
    const client = result.current;
    expect(client?.chain?.id).toBe(31337);
    const receipt = await client?.waitForTransactionReceipt({ hash: HASH });
    expect(receipt?.status).toBe("success");
    expect(receipt?.blockNumber).toBe(7n);
    await waitFor(() => expect(asked).toContain("eth_getTransactionReceipt"));
  });

  it("carries no other public action", () => {
    const { result } = render([]);
    const client = result.current as Record<string, unknown> | undefined;
    expect(typeof client?.waitForTransactionReceipt).toBe("function");
    for (const action of ["verifyMessage", "getEnsAvatar", "simulateContract", "multicall", "readContract"]) {
      expect(client?.[action]).toBeUndefined();
    }
  });

  it("is the same client from one render to the next", () => {
    const { result, rerender } = render([]);
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
