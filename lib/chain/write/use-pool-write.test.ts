// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { encodeErrorResult, encodeFunctionData, parseAbi, type Address, type Hash, type Hex } from "viem";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createConfig, http, mock, WagmiProvider, type CreateConnectorFn } from "wagmi";
import { connect, getAccount } from "wagmi/actions";
import { fakeRpc } from "@/mocks/chain/fake-rpc";
import { fakeWalletChain } from "@/mocks/chain/fake-wallet-chain";
import { respondWith } from "@/mocks/handlers";
import { setupMockApi } from "@/mocks/vitest-setup";
import { smoothlyPoolAbi } from "@/lib/protocol/abi.generated";
import { anvilAt } from "@/lib/protocol/chains";
import type { WriteRequest } from "./pool-write";
import { submitPoolWrite } from "./submit-pool-write";
import { unaskedTally } from "../transport/unasked-tally";
import { canSend, usePoolWrite } from "./use-pool-write";
import type { WriteOutcome } from "./write-pipeline";

// The local build: anvil's chain, the pool of lib/network/local-deployment.json, holesky's amounts.
const RPC_URL = "http://127.0.0.1:8545";
const POOL: Address = "0xa16E02E87b7454126E5E10d957A927A7F5B5d2be";
const ALICE: Address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const BOB: Address = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";
const KEY = "smoothly:inflight";
const TOP_UP = 15_000_000_000_000_000n;
// The pool's write functions as the contract declares them, independent of the generated ABI.
const POOL_WRITES = parseAbi([
  "function registerBulk(uint64[] indexes) payable",
  "function requestExit(uint64[] indexes)",
  "function withdrawRewards(bytes32[] proof, uint64[] indexes, uint256 rewards)",
  "function withdrawStake(bytes32[] proof, uint64[] indexes, uint256 stake)",
  "function addStake(uint64 index) payable",
]);
const NODE = `0x${"ab".repeat(32)}` as const;
const ADD_STAKE_203 = encodeFunctionData({ abi: POOL_WRITES, functionName: "addStake", args: [203n] });

const server = setupMockApi();
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

interface Setup {
  readonly autoMine?: boolean;
  readonly connected?: boolean;
  /** The chain the wallet is on when the page opens: the pool's, or holesky's. */
  readonly walletChain?: "pool" | "holesky";
  readonly switchChainError?: boolean | Error;
  readonly pollingInterval?: number;
  /** The chain as it stood before the page opened (transactions sent before a reload). */
  readonly chain?: ReturnType<typeof fakeWalletChain>;
}

async function setup(options: Setup = {}) {
  const chain = options.chain ?? fakeWalletChain({ accounts: [ALICE], autoMine: options.autoMine });
  const rpc = fakeRpc(RPC_URL, chain.answer);
  server.use(rpc.handler);
  const wallet: CreateConnectorFn[] = [
    mock({ accounts: [ALICE], features: { reconnect: true, switchChainError: options.switchChainError } }),
  ];
  const config = createConfig({
    chains: [anvilAt(RPC_URL)],
    connectors: wallet,
    transports: { 31337: http(RPC_URL) },
    pollingInterval: options.pollingInterval ?? 20,
  });
  const [connector] = config.connectors;
  if (!connector) throw new Error("no mock connector");
  if (options.connected !== false) await connect(config, { connector });
  const switched = vi.spyOn(connector, "switchChain");
  const settled = vi.fn<(write: WriteRequest, outcome: WriteOutcome) => void>();
  /** The callback the page passes on its next render. */
  const onSettled = { current: settled };
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(WagmiProvider, { config }, createElement(QueryClientProvider, { client }, children));
  const hook = renderHook(() => usePoolWrite(onSettled.current), { wrapper });
  // The provider restores the session on mount, as it does for a returning user.
  if (options.connected !== false) await waitFor(() => expect(getAccount(config).status).toBe("connected"));
  // The wallet reports another chain, as MetaMask does when the user picked holesky in it.
  if (options.walletChain === "holesky") act(() => connector.onChainChanged("0x4268"));
  return { ...hook, chain, calls: rpc.calls, config, settled, onSettled, switched };
}

/** A transaction sent before the page was reloaded, as the chain knows it. */
function sentBefore(chain: ReturnType<typeof fakeWalletChain>, data: Hex, value: bigint): Hash {
  chain.answer({
    method: "eth_sendTransaction",
    params: [{ from: ALICE, to: POOL, data, value: `0x${value.toString(16)}` }],
  });
  const hash = chain.sent.at(-1)?.hash;
  if (!hash) throw new Error("nothing sent");
  return hash;
}

/** A write as the page keeps it while in flight: Alice's 0.015 ETH top-up of 203 unless told otherwise. */
const keptRecord = (fields: { hash: Hash } & Record<string, unknown>): Record<string, unknown> => ({
  action: "addStake",
  indexes: [203],
  proof: null,
  account: ALICE,
  chainId: 31337,
  call: { to: POOL, data: ADD_STAKE_203, value: "15000000000000000" },
  nonce: 0,
  sentAt: 1_700_000_000_000,
  ...fields,
});

function storeRecord(record: Record<string, unknown>) {
  window.localStorage.setItem(KEY, JSON.stringify([record]));
}

const storedRecords = () => JSON.parse(window.localStorage.getItem(KEY) ?? "[]") as Record<string, unknown>[];

describe("usePoolWrite", () => {
  it("adds bond with the top-up and reports the success once mined", async () => {
    const { result, chain, settled, switched } = await setup();
    expect(result.current.pending).toBe(false);
    expect(result.current.walletStep).toBe(false);
    let outcome: WriteOutcome | null = null;
    await act(async () => {
      outcome = await result.current.run({ action: "addStake", index: 203, stake: 0n });
    });
    const hash = chain.sent[0]?.hash;
    expect(outcome).toEqual({ kind: "success", message: "Successfully Added Bond", hash });
    expect(chain.sent).toHaveLength(1);
    expect(chain.sent[0]).toMatchObject({ input: ADD_STAKE_203, value: TOP_UP });
    expect(chain.sent[0]?.to.toLowerCase()).toBe(POOL.toLowerCase());
    // With the hash it was sent under: the page matches a Safe's batch to its dialog by it.
    expect(settled).toHaveBeenCalledWith({ action: "addStake", index: 203, stake: 0n }, outcome, hash);
    // Mined: nothing stays in flight, the wallet on the right chain was never asked to switch.
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(result.current.inFlight).toEqual([]);
    expect(result.current.pending).toBe(false);
    expect(result.current.walletStep).toBe(false);
    expect(switched).not.toHaveBeenCalled();
  });

  it("reports the outcome once, to the callback of the latest render, and takes the next write after it", async () => {
    const { result, chain, settled, onSettled, rerender } = await setup();
    const latest = vi.fn<(write: WriteRequest, outcome: WriteOutcome) => void>();
    onSettled.current = latest;
    rerender();
    await act(async () => {
      await result.current.run({ action: "addStake", index: 203, stake: 0n });
    });
    const first = chain.sent[0]?.hash;
    let second: WriteOutcome | null = null;
    await act(async () => {
      second = await result.current.run({ action: "addStake", index: 204, stake: 0n });
    });
    expect(second).toEqual({ kind: "success", message: "Successfully Added Bond", hash: chain.sent[1]?.hash });
    expect(chain.sent).toHaveLength(2);
    // Settled and removed at once: no resumed wait reports the same transaction a second time.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(latest.mock.calls).toEqual([
      [
        { action: "addStake", index: 203, stake: 0n },
        { kind: "success", message: "Successfully Added Bond", hash: first },
        first,
      ],
      [{ action: "addStake", index: 204, stake: 0n }, second, chain.sent[1]?.hash],
    ]);
    expect(settled).not.toHaveBeenCalled();
  });

  it.each([
    ["withdrawRewards", "Successfully Claimed Rewards"],
    ["withdrawStake", "Successfully Withdrawn Bond"],
  ] as const)("keeps a %s with its proof until mined", async (action, message) => {
    const { result, chain } = await setup({ autoMine: false });
    const proof = { proof: [NODE], indexes: [1003, 1004], amount: 428_000_000_000_000_000n };
    let outcome: Promise<WriteOutcome | null> = Promise.resolve(null);
    act(() => {
      outcome = result.current.run({ action, proof });
    });
    await waitFor(() => expect(storedRecords()[0]?.nonce).toBe(0));
    expect(storedRecords()[0]).toMatchObject({
      action,
      indexes: [1003, 1004],
      proof: { proof: [NODE], indexes: [1003, 1004], amount: "428000000000000000" },
    });
    chain.mine(chain.sent[0]!.hash);
    await act(async () => {
      await outcome;
    });
    await expect(outcome).resolves.toEqual({ kind: "success", message, hash: chain.sent[0]?.hash });
  });

  it("follows a speed-up the wallet made right after sending, by its new hash", async () => {
    // The node forgets the original as soon as the page has read it once: only its nonce finds the copy.
    const node = fakeWalletChain({ accounts: [ALICE], autoMine: false });
    let faster: Hash | undefined;
    const chain = {
      ...node,
      answer: (call: Parameters<typeof node.answer>[0]) => {
        const answer = node.answer(call);
        const original = node.sent[0]?.hash;
        if (call.method === "eth_getTransactionByHash" && original !== undefined && faster === undefined) {
          faster = node.replace(original, { to: POOL, input: ADD_STAKE_203, value: TOP_UP });
        }
        return answer;
      },
    };
    const { result } = await setup({ chain });
    let outcome: WriteOutcome | null | undefined;
    act(() => {
      void result.current.run({ action: "addStake", index: 203, stake: 0n }).then((o) => (outcome = o));
    });
    await waitFor(() => expect(outcome).toBeDefined(), { timeout: 3000 });
    expect(faster).toBeDefined();
    expect(outcome).toEqual({ kind: "success", message: "Successfully Added Bond", hash: faster });
  });

  it("waits without a nonce when the node has not seen the sent transaction yet", async () => {
    // A load-balanced RPC: the first node asked does not know the hash yet.
    const node = fakeWalletChain({ accounts: [ALICE] });
    let asked = false;
    const chain = {
      ...node,
      answer: (call: Parameters<typeof node.answer>[0]) => {
        if (call.method === "eth_getTransactionByHash" && !asked) {
          asked = true;
          return null;
        }
        return node.answer(call);
      },
    };
    const { result } = await setup({ chain });
    let outcome: WriteOutcome | null = null;
    await act(async () => {
      outcome = await result.current.run({ action: "addStake", index: 203, stake: 0n });
    });
    expect(asked).toBe(true);
    expect(outcome).toEqual({ kind: "success", message: "Successfully Added Bond", hash: node.sent[0]?.hash });
  });

  it("keeps the sent transaction with its nonce until its receipt, and locks meanwhile", async () => {
    const { result, chain } = await setup({ autoMine: false });
    let outcome: Promise<WriteOutcome | null> = Promise.resolve(null);
    act(() => {
      outcome = result.current.run({ action: "addStake", index: 203, stake: 0n });
    });
    expect(result.current.pending).toBe(true);
    await waitFor(() => expect(storedRecords()[0]?.nonce).toBe(0));
    const hash = chain.sent[0]?.hash;
    expect(storedRecords()[0]).toMatchObject({
      hash,
      action: "addStake",
      indexes: [203],
      proof: null,
      account: ALICE,
      chainId: 31337,
      call: { data: ADD_STAKE_203, value: "15000000000000000" },
    });
    expect(result.current.walletStep).toBe(true);
    expect(result.current.inFlight.map((r) => r.hash)).toEqual([hash]);

    // One write at a time: a second click while this one is pending is dropped before the wallet.
    let second: WriteOutcome | null | undefined;
    await act(async () => {
      second = await result.current.run({ action: "requestExit", indexes: [1009] });
    });
    expect(second).toBeNull();
    expect(chain.sent).toHaveLength(1);

    chain.mine(hash!);
    await act(async () => {
      await outcome;
    });
    await expect(outcome).resolves.toEqual({ kind: "success", message: "Successfully Added Bond", hash });
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(result.current.pending).toBe(false);
  });

  it("gives up waiting after 10 minutes, not before, and keeps watching the transaction", async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"],
    });
    const { result, chain, settled } = await setup({ autoMine: false, pollingInterval: 120_000 });
    let outcome: WriteOutcome | null | undefined;
    act(() => {
      void result.current.run({ action: "addStake", index: 203, stake: 0n }).then((o) => (outcome = o));
    });
    await waitFor(() => expect(storedRecords()[0]?.nonce).toBe(0));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9 * 60_000 + 50_000);
    });
    expect(outcome).toBeUndefined();
    expect(result.current.pending).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20_000);
    });
    await waitFor(() => expect(outcome).toBeDefined());
    expect(outcome).toEqual({
      kind: "unconfirmed",
      message: "The transaction is not confirmed after 10 minutes. It stays pending here until it is mined or dropped.",
      hash: chain.sent[0]?.hash,
    });
    expect(result.current.pending).toBe(false);
    expect(storedRecords().map((r) => r.hash)).toEqual([chain.sent[0]?.hash]);

    // The page keeps watching it: once mined, it settles as the add-bond it was and leaves the list.
    chain.mine(chain.sent[0]!.hash);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(120_000);
    });
    await waitFor(() => expect(settled).toHaveBeenCalledTimes(2));
    expect(settled).toHaveBeenLastCalledWith(
      { action: "addStake", index: 203, stake: 0n },
      { kind: "success", message: "Successfully Added Bond", hash: chain.sent[0]?.hash },
      chain.sent[0]?.hash,
    );
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it("refuses the same write while one is still in flight", async () => {
    const { result, chain } = await setup({ autoMine: false });
    const hash = sentBefore(chain, ADD_STAKE_203, TOP_UP);
    storeRecord(keptRecord({ hash }));
    let outcome: WriteOutcome | null = null;
    await act(async () => {
      outcome = await result.current.run({ action: "addStake", index: 203, stake: 0n });
    });
    expect(outcome).toEqual({
      kind: "failure",
      message: "Your Add bond for 203 is still pending: wait for it to confirm",
    });
    expect(chain.sent).toHaveLength(1);
    // Once mined, the resumed wait settles it and stops polling the chain.
    chain.mine(hash);
    await waitFor(() => expect(window.localStorage.getItem(KEY)).toBeNull());
  });

  it("shows only this account's transactions on this chain", async () => {
    const { result, chain } = await setup({ autoMine: false });
    const hash = sentBefore(chain, ADD_STAKE_203, TOP_UP);
    const base = {
      action: "addStake",
      indexes: [203],
      proof: null,
      call: { to: POOL, data: ADD_STAKE_203, value: "15000000000000000" },
      nonce: null,
      sentAt: 1_700_000_000_000,
    };
    act(() => {
      window.localStorage.setItem(
        KEY,
        JSON.stringify([
          { ...base, hash, account: ALICE, chainId: 31337 },
          { ...base, hash: `0x${"01".repeat(32)}`, account: BOB, chainId: 31337 },
          { ...base, hash: `0x${"02".repeat(32)}`, account: ALICE, chainId: 17000 },
        ]),
      );
      window.dispatchEvent(new StorageEvent("storage", { key: KEY }));
    });
    await waitFor(() => expect(result.current.inFlight.map((r) => r.hash)).toEqual([hash]));
    // Once mined, the resumed wait settles it and stops polling the chain; the others are left as they are.
    chain.mine(hash);
    await waitFor(() =>
      expect(storedRecords().map((r) => r.hash)).toEqual([`0x${"01".repeat(32)}`, `0x${"02".repeat(32)}`]),
    );
  });

  it.each([
    ["withdrawRewards", "Successfully Claimed Rewards"],
    ["withdrawStake", "Successfully Withdrawn Bond"],
  ] as const)("resumes a kept %s after a reload and settles it as the write it was", async (action, message) => {
    const chain = fakeWalletChain({ accounts: [ALICE] });
    const proof = { proof: [`0x${"ab".repeat(32)}`], indexes: [1003], amount: "428000000000000000" } as const;
    const data = encodeFunctionData({
      abi: POOL_WRITES,
      functionName: action,
      args: [[`0x${"ab".repeat(32)}`], [1003n], 428_000_000_000_000_000n],
    });
    const hash = sentBefore(chain, data, 0n);
    storeRecord(keptRecord({ hash, action, indexes: [1003], proof, call: { to: POOL, data, value: "0" } }));
    const { settled } = await setup({ chain });
    await waitFor(() => expect(settled).toHaveBeenCalled());
    expect(settled).toHaveBeenCalledWith(
      {
        action,
        proof: { proof: [`0x${"ab".repeat(32)}`], indexes: [1003], amount: 428_000_000_000_000_000n },
      },
      { kind: "success", message, hash },
      hash,
    );
    await waitFor(() => expect(window.localStorage.getItem(KEY)).toBeNull());
  });

  it("settles a resumed transaction once, even when the kept list changed while waiting", async () => {
    const chain = fakeWalletChain({ accounts: [ALICE], autoMine: false });
    const hash = sentBefore(chain, ADD_STAKE_203, TOP_UP);
    const kept = keptRecord({ hash });
    storeRecord(kept);
    const { settled } = await setup({ chain });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    // Another tab keeps one of Bob's: this page's list is rebuilt, and the wait for Alice's starts over.
    act(() => {
      window.localStorage.setItem(KEY, JSON.stringify([kept, { ...kept, hash: `0x${"01".repeat(32)}`, account: BOB }]));
      window.dispatchEvent(new StorageEvent("storage", { key: KEY }));
    });
    chain.mine(hash);
    await waitFor(() => expect(settled).toHaveBeenCalled());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(settled.mock.calls).toEqual([
      [
        { action: "addStake", index: 203, stake: 0n },
        { kind: "success", message: "Successfully Added Bond", hash },
        hash,
      ],
    ]);
  });

  it("keeps waiting for a resumed transaction past the 10 minutes, and settles it once mined", async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"],
    });
    const chain = fakeWalletChain({ accounts: [ALICE], autoMine: false });
    const hash = sentBefore(chain, ADD_STAKE_203, TOP_UP);
    storeRecord(keptRecord({ hash }));
    const { settled } = await setup({ chain, pollingInterval: 120_000 });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10 * 60_000 + 60_000);
    });
    expect(settled).not.toHaveBeenCalled();
    expect(storedRecords().map((r) => r.hash)).toEqual([hash]);

    chain.mine(hash);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(240_000);
    });
    await waitFor(() => expect(settled).toHaveBeenCalled());
    expect(settled.mock.calls).toEqual([
      [
        { action: "addStake", index: 203, stake: 0n },
        { kind: "success", message: "Successfully Added Bond", hash },
        hash,
      ],
    ]);
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it("resumes a kept add-bond, subscribe and exit request as those writes", async () => {
    const chain = fakeWalletChain({ accounts: [ALICE] });
    const subscribe = encodeFunctionData({ abi: POOL_WRITES, functionName: "registerBulk", args: [[401n]] });
    const exit = encodeFunctionData({ abi: POOL_WRITES, functionName: "requestExit", args: [[105n]] });
    const addHash = sentBefore(chain, ADD_STAKE_203, TOP_UP);
    const subscribeHash = sentBefore(chain, subscribe, 50_000_000_000_000_000n);
    const exitHash = sentBefore(chain, exit, 0n);
    const common = { proof: null, account: ALICE, chainId: 31337, nonce: null, sentAt: 1_700_000_000_000 };
    window.localStorage.setItem(
      KEY,
      JSON.stringify([
        {
          ...common,
          hash: addHash,
          action: "addStake",
          indexes: [203],
          call: { to: POOL, data: ADD_STAKE_203, value: "15000000000000000" },
        },
        {
          ...common,
          hash: subscribeHash,
          action: "registerBulk",
          indexes: [401],
          call: { to: POOL, data: subscribe, value: "50000000000000000" },
        },
        {
          ...common,
          hash: exitHash,
          action: "requestExit",
          indexes: [105],
          call: { to: POOL, data: exit, value: "0" },
        },
      ]),
    );
    const { settled } = await setup({ chain });
    await waitFor(() => expect(settled).toHaveBeenCalledTimes(3));
    expect(settled).toHaveBeenCalledWith(
      { action: "addStake", index: 203, stake: 0n },
      { kind: "success", message: "Successfully Added Bond", hash: addHash },
      addHash,
    );
    expect(settled).toHaveBeenCalledWith(
      { action: "registerBulk", indexes: [401] },
      { kind: "success", message: "Successfully Subscribed Validators", hash: subscribeHash },
      subscribeHash,
    );
    expect(settled).toHaveBeenCalledWith(
      { action: "requestExit", indexes: [105] },
      { kind: "success", message: "Successfully Requested Exit", hash: exitHash },
      exitHash,
    );
  });

  it("asks a wallet on another chain to switch, then sends", async () => {
    const { result, chain, config, switched } = await setup({ walletChain: "holesky" });
    expect(getAccount(config).chainId).toBe(17000);
    let outcome: WriteOutcome | null = null;
    await act(async () => {
      outcome = await result.current.run({ action: "addStake", index: 203, stake: 0n });
    });
    expect(switched).toHaveBeenCalledWith(expect.objectContaining({ chainId: 31337 }));
    expect(getAccount(config).chainId).toBe(31337);
    expect(outcome).toMatchObject({ kind: "success", message: "Successfully Added Bond" });
    expect(chain.sent).toHaveLength(1);
  });

  it("names the chain when the wallet cannot switch, and stays silent when the user declines", async () => {
    const failing = await setup({ walletChain: "holesky", switchChainError: new Error("this wallet cannot switch") });
    let outcome: WriteOutcome | null = null;
    await act(async () => {
      outcome = await failing.result.current.run({ action: "addStake", index: 203, stake: 0n });
    });
    expect(outcome).toEqual({ kind: "failure", message: "Please switch your wallet to Anvil to continue." });
    expect(failing.chain.sent).toEqual([]);
    cleanup();

    const declined = await setup({ walletChain: "holesky", switchChainError: true });
    await act(async () => {
      outcome = await declined.result.current.run({ action: "addStake", index: 203, stake: 0n });
    });
    expect(outcome).toEqual({ kind: "silent" });
    expect(declined.chain.sent).toEqual([]);
  });

  it("asks to connect first without a wallet", async () => {
    const { result, chain } = await setup({ connected: false });
    let outcome: WriteOutcome | null = null;
    await act(async () => {
      outcome = await result.current.run({ action: "addStake", index: 203, stake: 0n });
    });
    expect(outcome).toEqual({ kind: "failure", message: "Please connect your wallet first." });
    expect(chain.sent).toEqual([]);
  });

  it("subscribes only what the API validated for this address", async () => {
    const bodies: unknown[] = [];
    server.events.on("request:start", async ({ request }) => {
      if (request.url.endsWith("/registerValidate")) bodies.push(await request.clone().json());
    });
    server.use(
      respondWith("registerValidate", {
        ok: true,
        data: [
          { index: 401, status: "ok" },
          { index: 402, status: "deactivated" },
        ],
      }),
    );
    const { result, chain } = await setup();
    let outcome: WriteOutcome | null = null;
    await act(async () => {
      outcome = await result.current.run({ action: "registerBulk", indexes: [401, 402] });
    });
    server.events.removeAllListeners();
    expect(outcome).toEqual({ kind: "failure", message: "Invalid Validator 402 is deactivated" });
    expect(bodies).toEqual([{ indexes: [401, 402], address: ALICE, validators: [{ index: 401 }, { index: 402 }] }]);
    expect(chain.sent).toEqual([]);
  });
});

describe("usePoolWrite's bookkeeping of the transactions it waits for", () => {
  const ADD_BOND = { action: "addStake", index: 203, stake: 0n } as const;
  const reads = (calls: readonly { method: string; params: readonly unknown[] }[], hash: Hash) =>
    calls.filter((c) => c.method === "eth_getTransactionByHash" && c.params[0] === hash).length;
  const heads = (calls: readonly { method: string }[]) => calls.filter((c) => c.method === "eth_blockNumber").length;

  it("tells the RPC's tally of a receipt it sent for another transaction, and waits on for its own", async () => {
    const node = fakeWalletChain({ accounts: [ALICE] });
    let strayed = false;
    const chain = {
      ...node,
      answer: (call: Parameters<typeof node.answer>[0]) => {
        const answer = node.answer(call);
        if (call.method !== "eth_getTransactionReceipt" || answer === null || strayed) return answer;
        strayed = true;
        return { ...(answer as object), transactionHash: `0x${"cd".repeat(32)}` };
      },
    };
    const before = unaskedTally(RPC_URL).snapshot()["other-transaction"] ?? 0;
    const { result } = await setup({ chain });
    let outcome: WriteOutcome | null = null;
    await act(async () => {
      outcome = await result.current.run(ADD_BOND);
    });
    expect(strayed).toBe(true);
    expect(outcome).toEqual({ kind: "success", message: "Successfully Added Bond", hash: node.sent[0]?.hash });
    expect(unaskedTally(RPC_URL).snapshot()["other-transaction"]).toBe(before + 1);
  });

  it("writes the nonce onto the record of the transaction it sent, not onto another kept one", async () => {
    const bobs = `0x${"01".repeat(32)}` as const;
    storeRecord(keptRecord({ hash: bobs, account: BOB, nonce: null }));
    const { result, chain } = await setup({ autoMine: false });
    let outcome: Promise<WriteOutcome | null> = Promise.resolve(null);
    act(() => {
      outcome = result.current.run(ADD_BOND);
    });
    await waitFor(() => expect(storedRecords()).toHaveLength(2));
    const hash = chain.sent[0]!.hash;
    await waitFor(() => expect(storedRecords().find((r) => r.hash === hash)?.nonce).toBe(0));
    expect(storedRecords().map((r) => [r.hash, r.nonce])).toEqual([
      [bobs, null],
      [hash, 0],
    ]);
    chain.mine(hash);
    await act(async () => {
      await outcome;
    });
    expect(storedRecords().map((r) => r.hash)).toEqual([bobs]);
  });

  it("leaves the wait for a kept transaction alone when a write is refused before the wallet", async () => {
    const chain = fakeWalletChain({ accounts: [ALICE], autoMine: false });
    const hash = sentBefore(chain, ADD_STAKE_203, TOP_UP);
    storeRecord(keptRecord({ hash }));
    const { result, calls, settled } = await setup({ chain });
    // The resumed wait has read the transaction (its nonce), then looked for it again, as viem does for a replacement.
    await waitFor(() => expect(reads(calls, hash)).toBe(2));
    let outcome: WriteOutcome | null = null;
    await act(async () => {
      outcome = await result.current.run(ADD_BOND);
    });
    expect(outcome).toEqual({
      kind: "failure",
      message: "Your Add bond for 203 is still pending: wait for it to confirm",
    });
    const polled = heads(calls);
    await waitFor(() => expect(heads(calls)).toBeGreaterThan(polled + 2));
    expect(reads(calls, hash)).toBe(2); // a restarted wait would have read it again
    chain.mine(hash);
    await waitFor(() => expect(settled).toHaveBeenCalledOnce());
  });

  it("waits again after every timeout, the write's own and then the resumed ones, and settles it once mined", async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"],
    });
    const { result, chain, calls, settled } = await setup({ autoMine: false, pollingInterval: 120_000 });
    let outcome: WriteOutcome | null | undefined;
    act(() => {
      void result.current.run(ADD_BOND).then((o) => (outcome = o));
    });
    await waitFor(() => expect(storedRecords()[0]?.nonce).toBe(0));
    const hash = chain.sent[0]!.hash;
    /** Whether a wait started after the call numbered `mark`: it read the transaction, then asked for the head. */
    const waitStartedAfter = (mark: number) => {
      const later = calls.slice(mark);
      const read = later.findIndex((c) => c.method === "eth_getTransactionByHash" && c.params[0] === hash);
      return read >= 0 && later.slice(read).some((c) => c.method === "eth_blockNumber");
    };
    // The write's wait gives up after 10 minutes, then each resumed wait after 10 more: each time a new one starts.
    for (let timeout = 0; timeout < 3; timeout += 1) {
      const mark = calls.length;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(10 * 60_000 + 10_000);
      });
      await waitFor(() => expect(waitStartedAfter(mark)).toBe(true));
    }
    expect(outcome).toMatchObject({ kind: "unconfirmed", hash });
    expect(settled).toHaveBeenCalledTimes(1);
    chain.mine(hash);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(240_000);
    });
    await waitFor(() => expect(settled).toHaveBeenCalledTimes(2));
    expect(settled).toHaveBeenLastCalledWith(
      ADD_BOND,
      { kind: "success", message: "Successfully Added Bond", hash },
      hash,
    );
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it("waits once for the transaction it sent: the resume leaves that one to the write", async () => {
    const { result, chain, calls, settled } = await setup({ autoMine: false });
    let outcome: Promise<WriteOutcome | null> = Promise.resolve(null);
    act(() => {
      outcome = result.current.run(ADD_BOND);
    });
    await waitFor(() => expect(storedRecords()[0]?.nonce).toBe(0));
    const hash = chain.sent[0]!.hash;
    const polled = heads(calls);
    await waitFor(() => expect(heads(calls)).toBeGreaterThan(polled + 2));
    // Its nonce before the wait, then the wait's look for a replacement; a second wait would read it again.
    expect(reads(calls, hash)).toBe(2);
    chain.mine(hash);
    await act(async () => {
      await outcome;
    });
    expect(settled).toHaveBeenCalledOnce();
  });

  it("settles nothing for a page that is gone, and keeps the transaction for the next one", async () => {
    const chain = fakeWalletChain({ accounts: [ALICE], autoMine: false });
    const hash = sentBefore(chain, ADD_STAKE_203, TOP_UP);
    storeRecord(keptRecord({ hash }));
    const { settled, unmount, calls } = await setup({ chain });
    await waitFor(() => expect(heads(calls)).toBeGreaterThan(0));
    unmount();
    chain.mine(hash);
    // The wait goes on without the page: it sees the receipt and reads the mined transaction.
    await waitFor(() => expect(reads(calls, hash)).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 100)); // a settle would follow at once
    expect(settled).not.toHaveBeenCalled();
    expect(storedRecords().map((r) => r.hash)).toEqual([hash]);
  });
});

describe("canSend", () => {
  it("is true only for a connected wallet with an account", () => {
    expect(canSend({ isConnected: true, address: ALICE })).toBe(true);
    expect(canSend({ isConnected: false, address: ALICE })).toBe(false); // reconnecting after a reload
    expect(canSend({ isConnected: true, address: undefined })).toBe(false);
    expect(canSend({ isConnected: false, address: undefined })).toBe(false);
  });
});

describe("submitPoolWrite, the hook's simulate-then-sign step", () => {
  // Holesky's amounts: a 0.05 ETH bond, 0.015 ETH top-up.
  const NETWORK = {
    pool: POOL,
    bond: 50_000_000_000_000_000n,
    topUp: 15_000_000_000_000_000n,
    chain: anvilAt(RPC_URL),
  };
  let chain: ReturnType<typeof fakeWalletChain>;
  let calls: ReturnType<typeof fakeRpc>["calls"];
  let revertOn: string | undefined;

  beforeEach(() => {
    revertOn = undefined;
    chain = fakeWalletChain({
      accounts: [ALICE],
      simulate: ({ data }) =>
        revertOn !== undefined && data.startsWith(revertOn)
          ? encodeErrorResult({ abi: smoothlyPoolAbi, errorName: "AlreadyClaimed" })
          : undefined,
    });
    const rpc = fakeRpc(RPC_URL, chain.answer);
    calls = rpc.calls;
    server.use(rpc.handler);
  });

  async function connectedConfig() {
    const config = createConfig({
      chains: [NETWORK.chain],
      connectors: [mock({ accounts: [ALICE] })],
      transports: { 31337: http(RPC_URL) },
    });
    const [connector] = config.connectors;
    if (!connector) throw new Error("no mock connector");
    await connect(config, { connector });
    return config;
  }

  /** The eth_call (simulation) and eth_sendTransaction the write made, in that order. */
  function simulatedThenSent() {
    const relevant = calls.filter((c) => c.method === "eth_call" || c.method === "eth_sendTransaction");
    return relevant.map((c) => {
      const { to, data, value } = c.params[0] as { to: string; data: string; value?: string };
      return { method: c.method, to: to.toLowerCase(), data, value: BigInt(value ?? "0x0") };
    });
  }

  it("subscribes with exactly bond × count, simulated before the wallet sends it", async () => {
    const config = await connectedConfig();
    const data = encodeFunctionData({ abi: POOL_WRITES, functionName: "registerBulk", args: [[401n, 402n]] });
    const sent = await submitPoolWrite(config, NETWORK, ALICE, { action: "registerBulk", indexes: [401, 402] });
    expect(sent).toEqual({ hash: chain.sent[0]?.hash, call: { to: POOL, data, value: 100_000_000_000_000_000n } });
    const pool = POOL.toLowerCase();
    expect(simulatedThenSent()).toEqual([
      { method: "eth_call", to: pool, data, value: 100_000_000_000_000_000n },
      { method: "eth_sendTransaction", to: pool, data, value: 100_000_000_000_000_000n },
    ]);
    expect(chain.sent[0]?.from.toLowerCase()).toBe(ALICE.toLowerCase());
  });

  it("requests an exit without any ETH", async () => {
    const config = await connectedConfig();
    const data = encodeFunctionData({ abi: POOL_WRITES, functionName: "requestExit", args: [[1009n, 1010n]] });
    const sent = await submitPoolWrite(config, NETWORK, ALICE, { action: "requestExit", indexes: [1009, 1010] });
    expect(sent.call).toEqual({ to: POOL, data, value: 0n });
    expect(simulatedThenSent().map((c) => [c.method, c.data, c.value])).toEqual([
      ["eth_call", data, 0n],
      ["eth_sendTransaction", data, 0n],
    ]);
  });

  it.each(["withdrawRewards", "withdrawStake"] as const)("sends %s with the proof, indexes and amount", async (fn) => {
    const config = await connectedConfig();
    const proof = { proof: [NODE], indexes: [1003, 1004], amount: 428_000_000_000_000_000n };
    const data = encodeFunctionData({
      abi: POOL_WRITES,
      functionName: fn,
      args: [[NODE], [1003n, 1004n], 428_000_000_000_000_000n],
    });
    const sent = await submitPoolWrite(config, NETWORK, ALICE, { action: fn, proof });
    expect(sent.call).toEqual({ to: POOL, data, value: 0n });
    expect(simulatedThenSent().map((c) => [c.method, c.data, c.value])).toEqual([
      ["eth_call", data, 0n],
      ["eth_sendTransaction", data, 0n],
    ]);
  });

  it("adds the network's top-up as bond", async () => {
    const config = await connectedConfig();
    const data = encodeFunctionData({ abi: POOL_WRITES, functionName: "addStake", args: [203n] });
    const sent = await submitPoolWrite(config, NETWORK, ALICE, { action: "addStake", index: 203, stake: 0n });
    expect(sent.call).toEqual({ to: POOL, data, value: 15_000_000_000_000_000n });
    expect(simulatedThenSent().map((c) => [c.method, c.data, c.value])).toEqual([
      ["eth_call", data, 15_000_000_000_000_000n],
      ["eth_sendTransaction", data, 15_000_000_000_000_000n],
    ]);
  });

  it("never reaches the wallet when the simulation reverts", async () => {
    const config = await connectedConfig();
    revertOn = encodeFunctionData({ abi: POOL_WRITES, functionName: "withdrawRewards", args: [[], [], 0n] }).slice(
      0,
      10,
    );
    const proof = { proof: [NODE], indexes: [1003], amount: 1n };
    await expect(submitPoolWrite(config, NETWORK, ALICE, { action: "withdrawRewards", proof })).rejects.toThrow(
      /AlreadyClaimed/,
    );
    expect(chain.sent).toEqual([]);
  });
});
