// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { http as mswHttp, HttpResponse } from "msw";
import {
  encodeAbiParameters,
  encodeErrorResult,
  encodeEventTopics,
  getAbiItem,
  toFunctionSelector,
  type Hex,
} from "viem";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createConfig, http, mock, WagmiProvider, type CreateConnectorFn } from "wagmi";
import { connect } from "wagmi/actions";
import { firstRequests } from "@/lib/chain/reads/first-requests";
import { smoothlyPoolAbi } from "@/lib/protocol/abi.generated";
import { network } from "@/lib/network";
import { FIXTURE_ADDRESSES } from "@/mocks/fixtures";
import { respondWith } from "@/mocks/handlers";
import { setupMockApi } from "@/mocks/vitest-setup";
import { Dashboard } from "./Dashboard";

const server = setupMockApi();
afterEach(() => {
  cleanup();
  onCall = undefined;
  vi.restoreAllMocks();
});

/** A chain that answers the page's reads with nothing to report (no logs, gas 1 gwei) and refuses calls. */
let connectedAccount = "";
/** What eth_call answers in the current test: a result, or revert data; calls are refused when unset. */
let onCall: ((data: Hex) => { result: Hex } | { revert: Hex }) | undefined;
function quietRpc(method: string): unknown {
  switch (method) {
    case "eth_chainId":
      return `0x${network.chain.id.toString(16)}`;
    case "eth_blockNumber":
      return "0x1";
    case "eth_getBlockByNumber":
      return { number: "0x1", hash: `0x${"11".repeat(32)}`, timestamp: "0x1" };
    case "eth_gasPrice":
      return "0x3b9aca00";
    case "eth_getLogs":
    case "eth_getFilterChanges":
      return [];
    case "eth_newFilter":
      return "0x1";
    case "eth_uninstallFilter":
      return true;
    case "eth_accounts":
      return [connectedAccount];
    default:
      throw new Error(`${method} is not available in this test`);
  }
}
// The page's reads and wagmi's mock connector both go to the chain's RPC URL; msw answers there.
beforeEach(() => {
  server.use(
    mswHttp.post(network.rpcUrl, async ({ request }) => {
      const { id, method, params } = (await request.json()) as {
        id: number;
        method: string;
        params?: [{ data?: Hex }];
      };
      if (method === "eth_call" && onCall) {
        const answer = onCall(params?.[0]?.data ?? "0x");
        if ("result" in answer) return HttpResponse.json({ jsonrpc: "2.0", id, result: answer.result });
        return HttpResponse.json({
          jsonrpc: "2.0",
          id,
          error: { code: 3, message: "execution reverted", data: answer.revert },
        });
      }
      try {
        return HttpResponse.json({ jsonrpc: "2.0", id, result: quietRpc(method) });
      } catch (error) {
        return HttpResponse.json({ jsonrpc: "2.0", id, error: { code: -32601, message: String(error) } });
      }
    }),
  );
});

/** Connects `address`'s wallet and shows `shown` (the wallet's own by default; read-only when another). */
async function renderConnected(
  address: `0x${string}`,
  shown: { address: `0x${string}`; readOnly: boolean } = { address, readOnly: false },
) {
  connectedAccount = address;
  const connectors: CreateConnectorFn[] = [mock({ accounts: [address], features: { reconnect: true } })];
  const config = createConfig({
    chains: [network.chain],
    connectors,
    transports: { [network.chain.id]: http(network.rpcUrl) },
  });
  // Connected before the render, as a returning user is; the provider reconnects the same session on mount.
  const [connector] = config.connectors;
  if (!connector) throw new Error("no mock connector");
  await connect(config, { connector });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WagmiProvider config={config}>
      <QueryClientProvider client={new QueryClient()}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
      </QueryClientProvider>
    </WagmiProvider>
  );
  return render(<Dashboard address={shown.address} readOnly={shown.readOnly} />, { wrapper });
}

describe("Dashboard with the API mocked by msw", () => {
  it("renders every status of the owner's validators and the claimable amount", async () => {
    await renderConnected(FIXTURE_ADDRESSES.owner);
    await screen.findByTestId("validator-1001");
    const statuses = screen
      .getAllByRole("row")
      .slice(1)
      .map((row) => row.getAttribute("data-status"));
    expect(new Set(statuses)).toEqual(new Set(["Unregistered", "Pending", "Active", "Exited", "Exit Requested"]));
    expect(screen.getByRole("button", { name: "Claim 0.320 ETH" })).toBeTruthy();
    expect(screen.getByRole("button", { name: /Withdraw bond for validator 1009/ })).toBeTruthy();
  });

  it("goes from the loading line to the rows without ever showing No validators found", async () => {
    // Each commit is seen by the observer: an empty list between the answer and its rows would be caught.
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      if (document.body.textContent?.includes("No validators found")) seen.push("No validators found");
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await renderConnected(FIXTURE_ADDRESSES.owner);
    await screen.findByTestId("validator-1001");
    observer.disconnect();
    expect(seen).toEqual([]);
  });

  it("shows the reads started as the wallet named the account, and asks the API nothing more for them", async () => {
    const asked: string[] = [];
    server.events.on("request:start", ({ request }) => {
      if (request.url.includes("/pooldata")) asked.push(new URL(request.url).search);
    });
    firstRequests.start(FIXTURE_ADDRESSES.owner);
    await renderConnected(FIXTURE_ADDRESSES.owner);
    await screen.findByTestId("validator-1001");
    expect(screen.getByRole("button", { name: "Claim 0.320 ETH" })).toBeTruthy();
    expect(asked).toEqual([`?addr=${FIXTURE_ADDRESSES.owner}`]);
    server.events.removeAllListeners();
  });

  it("shows No validators found for an address without validators", async () => {
    await renderConnected(FIXTURE_ADDRESSES.empty);
    expect(await screen.findByText("No validators found")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Claim 0.000 ETH" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("logs a malformed answer, keeps the list empty and says the API answered badly", async () => {
    const logged = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    server.use(respondWith("pooldata", { validators: "none" }));
    await renderConnected(FIXTURE_ADDRESSES.owner);
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        "Could not load your validators:",
        expect.stringContaining("Malformed pooldata answer"),
      ),
    );
    expect(await screen.findByText("The pool API answered badly. Trying again shortly.")).toBeTruthy();
    expect(screen.queryByText("No validators found")).toBeNull();
    expect(screen.queryAllByRole("row")).toHaveLength(0);
    logged.mockRestore();
  });

  it("says Loading validators… while the first answer is pending", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(mswHttp.get(`${network.apiUrl}/pooldata`, async () => held.then(() => HttpResponse.error())));
    const logged = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await renderConnected(FIXTURE_ADDRESSES.owner);
    expect(await screen.findByText("Loading validators…")).toBeTruthy();
    expect(screen.queryByText("No validators found")).toBeNull();
    release();
    expect(await screen.findByText("The pool API could not be reached. Trying again shortly.")).toBeTruthy();
    expect(screen.queryByText("Loading validators…")).toBeNull();
    logged.mockRestore();
  });

  it("keeps the list empty when the API cannot be reached, and Retry asks again at once", async () => {
    const logged = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    let apiDown = true;
    // While down the API gives no answer at all; then the fixtures' handler answers again.
    server.use(mswHttp.get(`${network.apiUrl}/pooldata`, () => (apiDown ? HttpResponse.error() : undefined)));
    await renderConnected(FIXTURE_ADDRESSES.owner);
    expect(await screen.findByText("The pool API could not be reached. Trying again shortly.")).toBeTruthy();
    expect(screen.queryByText("No validators found")).toBeNull();
    expect(screen.queryAllByRole("row")).toHaveLength(0);
    expect(logged).toHaveBeenCalledWith("Could not load your validators:", expect.stringContaining("unreachable"));

    // From here the automatic retries (2 s and more) are dropped: only the Retry button can bring the list.
    const setTimer = globalThis.setTimeout;
    vi.spyOn(globalThis, "setTimeout").mockImplementation((handler: () => void, ms?: number) =>
      setTimer(ms !== undefined && ms >= 2_000 ? () => undefined : handler, ms),
    );
    apiDown = false;
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    await screen.findByTestId("validator-1001");
    expect(screen.queryByText("The pool API could not be reached. Trying again shortly.")).toBeNull();
    logged.mockRestore();
  });

  it("gives a quiet note when the chain does not answer, and still shows the API's list", async () => {
    const logged = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    // The reads that follow the pool get no answer; the wallet's own requests still work.
    server.use(
      mswHttp.post(network.rpcUrl, async ({ request }) => {
        const { method } = (await request.clone().json()) as { method: string };
        return ["eth_blockNumber", "eth_getBlockByNumber", "eth_getLogs"].includes(method)
          ? HttpResponse.error()
          : undefined;
      }),
    );
    await renderConnected(FIXTURE_ADDRESSES.owner);
    // The answer waits a moment for the chain's finalized block, then shows without it.
    await screen.findByTestId("validator-1001", {}, { timeout: 5_000 });
    expect(
      await screen.findByText(
        "The chain is not answering: the countdown, gas price and live updates resume when it does.",
      ),
    ).toBeTruthy();
    expect(logged).toHaveBeenCalledWith("The chain is not answering; pool events wait for it:", expect.any(String));
    logged.mockRestore();
  });

  it("leaves out a log the RPC adds from another contract, and names the RPC and what it left out", async () => {
    // Blocks 2 to 5 are past the finalized block 1: the page reads their logs, and the RPC adds one of its own.
    const otherContract = {
      address: "0x000000000000000000000000000000000000dEaD",
      topics: encodeEventTopics({
        abi: smoothlyPoolAbi,
        eventName: "Registered",
        args: { eth1: FIXTURE_ADDRESSES.owner },
      }),
      data: encodeAbiParameters([{ type: "uint64[]" }], [[7777n]]),
      blockNumber: "0x3",
      blockHash: `0x${"33".repeat(32)}`,
      transactionHash: `0x${"77".repeat(32)}`,
      logIndex: "0x0",
      transactionIndex: "0x0",
      removed: false,
    };
    server.use(
      mswHttp.post(network.rpcUrl, async ({ request }) => {
        const { id, method } = (await request.clone().json()) as { id: number; method: string };
        if (method === "eth_blockNumber") return HttpResponse.json({ jsonrpc: "2.0", id, result: "0x5" });
        if (method === "eth_getLogs") return HttpResponse.json({ jsonrpc: "2.0", id, result: [otherContract] });
        return undefined;
      }),
    );
    await renderConnected(FIXTURE_ADDRESSES.owner);
    await screen.findByTestId("validator-1001");
    const note = await screen.findByTestId("rpc-unasked");
    expect(note.textContent).toMatch(
      /^The RPC 127\.0\.0\.1:8545 sent data the page did not ask for, and the page left it out: \d+ logs? of another contract\. Everything else it sent is used\.Use another RPC$/,
    );
    expect(screen.queryByTestId("validator-7777")).toBeNull();
    expect(screen.queryByTestId("chain-status")).toBeNull();
  });

  it("says the RPC answered unusably, naming it, when its answer for the pool's events is no list", async () => {
    const logged = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    server.use(
      mswHttp.post(network.rpcUrl, async ({ request }) => {
        const { id, method } = (await request.clone().json()) as { id: number; method: string };
        if (method === "eth_blockNumber") return HttpResponse.json({ jsonrpc: "2.0", id, result: "0x5" });
        if (method === "eth_getLogs") return HttpResponse.json({ jsonrpc: "2.0", id, result: { logs: "none" } });
        return undefined;
      }),
    );
    await renderConnected(FIXTURE_ADDRESSES.owner);
    await screen.findByTestId("validator-1001");
    expect((await screen.findByTestId("chain-status")).textContent).toBe(
      "The RPC 127.0.0.1:8545 answered, but the page could not use its answers for the pool's events: live updates resume when it sends what was asked.",
    );
    expect(screen.queryByText(/The chain is not answering/)).toBeNull();
    expect((await screen.findByTestId("rpc-unasked")).textContent).toMatch(/\d+ unreadable answers?/);
    expect(logged).toHaveBeenCalledWith(
      "The RPC's answers for the pool events could not be used; they wait for usable ones:",
      "eth_getLogs answered with no list of logs",
    );
  });

  it("drops a claim that the chain says was already claimed, and keeps the bond withdrawal the chain accepts", async () => {
    const withdrawRewards = toFunctionSelector(getAbiItem({ abi: smoothlyPoolAbi, name: "withdrawRewards" }));
    onCall = (data) =>
      data.startsWith(withdrawRewards)
        ? { revert: encodeErrorResult({ abi: smoothlyPoolAbi, errorName: "AlreadyClaimed" }) }
        : { result: "0x" };
    await renderConnected(FIXTURE_ADDRESSES.owner);
    await screen.findByTestId("validator-1009");
    // Without the check the button would read 0.320 (the test above); the simulated AlreadyClaimed drops it.
    // The simulation's answer can take more than waitFor's default second on a busy 2-core machine.
    await waitFor(() => expect(screen.getByRole("button", { name: "Claim 0.000 ETH" })).toBeTruthy(), {
      timeout: 5_000,
    });
    expect(screen.getByRole("button", { name: /Withdraw bond for validator 1009/ })).toBeTruthy();
  });

  it("read-only: another address's rows and amounts, every write control disabled with the reason", async () => {
    await renderConnected(FIXTURE_ADDRESSES.empty, { address: FIXTURE_ADDRESSES.owner, readOnly: true });
    await screen.findByTestId("validator-1009");
    const notice = screen.getByText("Connect this address's wallet to act").closest("p");
    expect(notice?.textContent).toBe(
      "Viewing 0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65 (read-only). Connect this address's wallet to act",
    );
    expect(notice?.getAttribute("role")).toBe("status");
    const claim = await screen.findByRole("button", { name: "Claim 0.320 ETH" });
    const writes = [
      claim,
      screen.getByRole("button", { name: /Withdraw bond for validator 1009/ }),
      screen.getByRole("button", { name: "Use a published tree" }),
      await screen.findByRole("button", { name: "Withdraw everything" }),
      ...screen.getAllByRole("checkbox"),
    ];
    for (const control of writes) {
      expect((control as HTMLButtonElement | HTMLInputElement).disabled, control.outerHTML).toBe(true);
      expect(control.getAttribute("title")).toBe("Connect this address's wallet to act");
    }
    expect(screen.queryByRole("button", { name: /Subscribe|Request Exit/ })).toBeNull();
  });

  it("a selection offers the matching action and Cancel clears it", async () => {
    await renderConnected(FIXTURE_ADDRESSES.owner);
    await userEvent.click(await screen.findByRole("checkbox", { name: "Select validator 1003" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Select validator 1004" }));
    expect(screen.getByRole("button", { name: "Request Exit for 2 validators" })).toBeTruthy();
    await userEvent.click(screen.getByRole("checkbox", { name: "Select validator 1001" }));
    expect(screen.getByRole("button", { name: "Subscribe 1 validator" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("button", { name: /Subscribe|Request Exit/ })).toBeNull();
  });
});
