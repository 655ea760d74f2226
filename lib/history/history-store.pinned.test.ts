// The History store: one read per address for every part of the page that shows it, its status, progress, cancel.
import { createPublicClient, custom, HttpRequestError, numberToHex, type Hex, type RpcLog } from "viem";
import { describe, expect, it, vi } from "vitest";
import type { HistoryCache } from "./cache";
import { HistoryStore, historyStore, type HistoryDeps, type HistoryReadState } from "./history-store";
import { ownerLog, TEST_ALICE, TEST_POOL } from "./test-logs";

const blockHash = (n: number) => `0x${n.toString(16).padStart(64, "0")}` as Hex;
const LOGS: readonly RpcLog[] = [ownerLog(TEST_ALICE, { name: "Registered", indexes: [101n, 102n] }, 1_200)];

/**
 * A node with head and finalized block 2,000 whose eth_getLogs answers only when the test lets it (`release`), or
 * refuses every time once it is down (`goDown`); counts the reads it was asked to start (eth_blockNumber).
 */
function slowNode() {
  const waiting: { resolve: () => void; reject: (error: Error) => void }[] = [];
  let starts = 0;
  let down = false;
  const refusal = () => Object.assign(new Error("upstream down"), { code: -32603 });
  const client = createPublicClient({
    transport: custom(
      {
        async request({ method, params }: { method: string; params: readonly unknown[] }) {
          if (method === "eth_blockNumber") {
            starts += 1;
            return numberToHex(2_000);
          }
          if (method === "eth_getBlockByNumber") {
            const n = params[0] === "finalized" ? 2_000 : Number(params[0]);
            return { number: numberToHex(n), hash: blockHash(n), timestamp: numberToHex(1_700_000_000 + 12 * n) };
          }
          if (method !== "eth_getLogs") throw new Error(`unexpected ${method}`);
          if (down) throw refusal();
          await new Promise<void>((resolve, reject) => waiting.push({ resolve, reject }));
          return LOGS;
        },
      },
      { retryCount: 0 },
    ),
  });
  return {
    client,
    starts: () => starts,
    /** How many eth_getLogs wait for an answer. */
    waiting: () => waiting.length,
    /** Resolves once an eth_getLogs waits for an answer. */
    async asked() {
      await vi.waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    },
    /** Lets the oldest waiting eth_getLogs answer. */
    releaseOldest: () => waiting.shift()?.resolve(),
    /** Lets every waiting eth_getLogs answer. */
    async release() {
      await this.asked();
      for (const call of waiting.splice(0)) call.resolve();
    },
    /** Refuses every eth_getLogs from now on, the waiting ones too. */
    goDown() {
      down = true;
      for (const call of waiting.splice(0)) call.reject(refusal());
    },
  };
}

function deps(
  client: HistoryDeps["client"],
  extra: Partial<HistoryDeps> = {},
): HistoryDeps & { saved: HistoryCache[] } {
  const saved: HistoryCache[] = [];
  return {
    client,
    chainId: 17000,
    pool: TEST_POOL,
    account: TEST_ALICE,
    deployBlock: 1_000n,
    load: () => null,
    save: (cache) => saved.push(cache),
    saved,
    ...extra,
  };
}

const kinds = (snapshot: HistoryReadState) => snapshot.events?.map((e) => [e.kind, e.blockNumber]) ?? null;

describe("HistoryStore", () => {
  it("starts idle with what was stored, or nothing known", () => {
    const node = slowNode();
    expect(new HistoryStore(deps(node.client)).getSnapshot()).toEqual({
      events: null,
      status: "idle",
      progress: null,
      failure: null,
      snapshotRefused: null,
    });
    const stored: HistoryCache = {
      chainId: 17000,
      pool: TEST_POOL,
      account: TEST_ALICE,
      fromBlock: 1_000n,
      scannedThrough: 1_500n,
      scannedHash: blockHash(1_500),
      events: [],
    };
    expect(new HistoryStore(deps(node.client, { load: () => stored })).getSnapshot()).toEqual({
      events: [],
      status: "idle",
      progress: null,
      failure: null,
      snapshotRefused: null,
    });
  });

  it("reads once, shows where it is, stores what it read and tells every subscriber", async () => {
    const node = slowNode();
    const store = new HistoryStore(deps(node.client));
    const seen: HistoryReadState[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.getSnapshot()));
    store.read("alice@17000");
    expect(store.getSnapshot()).toEqual({
      events: null,
      status: "reading",
      progress: null,
      failure: null,
      snapshotRefused: null,
    });
    store.read("alice@17000"); // a second reader joins it
    await node.release();
    await vi.waitFor(() => expect(store.getSnapshot().status).toBe("done"));
    expect(node.starts()).toBe(1);
    expect(kinds(store.getSnapshot())).toEqual([["Registered", 1_200n]]);
    expect(store.getSnapshot().progress).toEqual({ through: 2_000n, head: 2_000n });
    expect(seen.map((s) => s.status)).toContain("reading");
    expect(seen.some((s) => s.status === "reading" && s.events?.length === 1)).toBe(true);

    unsubscribe();
    const count = seen.length;
    store.read("alice@17000 again");
    await node.release();
    await vi.waitFor(() => expect(store.getSnapshot().status).toBe("done"));
    expect(seen).toHaveLength(count);
  });

  it("keeps only the latest read's results when a new read replaces one still running", async () => {
    const node = slowNode();
    const d = deps(node.client);
    const store = new HistoryStore(d);
    store.read("first");
    await node.asked();
    store.read("second");
    await vi.waitFor(() => expect(node.waiting()).toBe(2));
    node.releaseOldest(); // the replaced read finishes first: it stores what it read, and shows nothing of it
    await vi.waitFor(() => expect(d.saved).toHaveLength(1));
    await new Promise((settled) => setTimeout(settled, 0));
    expect(store.getSnapshot()).toEqual({
      events: null,
      status: "reading",
      progress: null,
      failure: null,
      snapshotRefused: null,
    });
    await node.release();
    await vi.waitFor(() => expect(store.getSnapshot().status).toBe("done"));
    expect(kinds(store.getSnapshot())).toEqual([["Registered", 1_200n]]);
  });

  it("says the read failed and why, once", async () => {
    const node = slowNode();
    const onFailure = vi.fn();
    const store = new HistoryStore(deps(node.client, { onFailure }));
    node.goDown();
    store.read("alice");
    await vi.waitFor(() => expect(store.getSnapshot().status).toBe("failed"));
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(String(onFailure.mock.calls[0]?.[0])).toContain("upstream down");
    // The node answered, with an error: its answers could not be used, which is not "cannot be reached".
    expect(store.getSnapshot().failure).toBe("unusable");

    // Without anyone to tell, it still says so.
    const quiet = new HistoryStore(deps(node.client));
    quiet.read("alice");
    await vi.waitFor(() => expect(quiet.getSnapshot().status).toBe("failed"));
  });

  it("cancels a read: it says cancelled, not failed, and the same read can be asked for again", async () => {
    const node = slowNode();
    const onFailure = vi.fn();
    const store = new HistoryStore(deps(node.client, { onFailure }));
    store.cancel(); // nothing running: nothing to say
    expect(store.getSnapshot().status).toBe("idle");
    store.read("alice");
    await node.asked();
    store.cancel();
    expect(store.getSnapshot().status).toBe("cancelled");
    node.goDown(); // the cancelled read's request fails late: still cancelled, not failed
    await vi.waitFor(() => expect(store.getSnapshot().status).toBe("cancelled"));
    expect(onFailure).not.toHaveBeenCalled();

    const again = slowNode();
    const fresh = new HistoryStore(deps(again.client, { onFailure }));
    fresh.read("alice");
    await again.asked();
    fresh.cancel();
    fresh.read("alice");
    expect(fresh.getSnapshot().status).toBe("reading");
    await vi.waitFor(() => expect(again.waiting()).toBe(2)); // the cancelled read's request, and the new one's
    await again.release();
    await vi.waitFor(() => expect(fresh.getSnapshot().status).toBe("done"));
    fresh.cancel(); // done: nothing to cancel
    expect(fresh.getSnapshot().status).toBe("done");
  });
});

describe("HistoryStore's failures", () => {
  it("says nothing answered only when the request got no answer at all", async () => {
    const unreachable = createPublicClient({
      transport: custom(
        {
          request: async () => {
            throw new HttpRequestError({ url: "http://rpc.test" });
          },
        },
        { retryCount: 0 },
      ),
    });
    const store = new HistoryStore(deps(unreachable));
    store.read("alice");
    await vi.waitFor(() => expect(store.getSnapshot().status).toBe("failed"));
    expect(store.getSnapshot().failure).toBe("unreachable");

    // A new read clears it.
    const node = slowNode();
    const again = new HistoryStore(deps(node.client));
    again.read("alice");
    expect(again.getSnapshot().failure).toBeNull();
  });

  it("tells what the RPC sent that was not asked for, and keeps the rest", async () => {
    const notAsked = { ...LOGS[0]!, address: "0x000000000000000000000000000000000000dEaD", logIndex: "0x5" } as RpcLog;
    const client = createPublicClient({
      transport: custom(
        {
          async request({ method, params }: { method: string; params: readonly unknown[] }) {
            if (method === "eth_blockNumber") return numberToHex(2_000);
            if (method === "eth_getBlockByNumber") {
              const n = params[0] === "finalized" ? 2_000 : Number(params[0]);
              return { number: numberToHex(n), hash: blockHash(n), timestamp: numberToHex(1_700_000_000 + 12 * n) };
            }
            return [...LOGS, notAsked, LOGS[0]];
          },
        },
        { retryCount: 0 },
      ),
    });
    const onUnasked = vi.fn();
    const store = new HistoryStore(deps(client, { onUnasked }));
    store.read("alice");
    await vi.waitFor(() => expect(store.getSnapshot().status).toBe("done"));
    expect(kinds(store.getSnapshot())).toEqual([["Registered", 1_200n]]);
    expect(onUnasked).toHaveBeenCalledExactlyOnceWith({ "other-contract": 1, repeated: 1 });
  });
});

describe("historyStore", () => {
  it("gives every reader of one client and scope the same store, built once", () => {
    const node = slowNode();
    const other = slowNode();
    const build = vi.fn(() => deps(node.client));
    const a = historyStore(node.client, "17000:pool:alice", build);
    expect(historyStore(node.client, "17000:pool:alice", build)).toBe(a);
    expect(build).toHaveBeenCalledTimes(1);
    expect(historyStore(node.client, "17000:pool:bob", build)).not.toBe(a);
    expect(historyStore(other.client, "17000:pool:alice", build)).not.toBe(a);
    expect(build).toHaveBeenCalledTimes(3);
  });
});

describe("HistoryStore with the build's history snapshot", () => {
  /** Alice's part of a snapshot to block 1,500 of the slow node's chain (`hash` for another chain's). */
  const found = (hash = blockHash(1_500)) => ({
    kind: "found" as const,
    snapshot: { fromBlock: 1_000n, block: 1_500n, blockHash: hash, events: [] },
  });

  it("fetches the snapshot once and reads the chain only after its block", async () => {
    const node = slowNode();
    const loadSnapshot = vi.fn(async () => found());
    const store = new HistoryStore(deps(node.client, { loadSnapshot }));
    store.read("first");
    await node.release();
    await vi.waitFor(() => expect(store.getSnapshot().status).toBe("done"));
    store.read("second");
    await node.release();
    await vi.waitFor(() => expect(store.getSnapshot().status).toBe("done"));
    expect(loadSnapshot).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().snapshotRefused).toBeNull();
    // The snapshot names no event of Alice's up to block 1,500, and the node's Registered of block 1,200 was never
    // asked for: only the blocks after the snapshot's were read.
    expect(kinds(store.getSnapshot())).toEqual([]);
  });

  it("says the snapshot was left out when its block N has another hash on the chain, and reads it all", async () => {
    const node = slowNode();
    const onSnapshotRefused = vi.fn();
    const loadSnapshot = async () => found(`0x${"ee".repeat(32)}`);
    const store = new HistoryStore(deps(node.client, { loadSnapshot, onSnapshotRefused }));
    store.read("alice");
    await vi.waitFor(() => expect(store.getSnapshot().snapshotRefused).toEqual({ why: "mismatch", block: 1_500n }));
    expect(store.getSnapshot().status).toBe("reading");
    await node.release();
    await vi.waitFor(() => expect(store.getSnapshot().status).toBe("done"));
    expect(kinds(store.getSnapshot())).toEqual([["Registered", 1_200n]]);
    expect(onSnapshotRefused).toHaveBeenCalledWith(
      `block 1500 has another hash on this chain than the snapshot's 0x${"ee".repeat(32)}`,
    );
  });

  it("says a cut snapshot was left out; one that could not be fetched is asked for again on the next read", async () => {
    const node = slowNode();
    const cut = new HistoryStore(
      deps(node.client, {
        loadSnapshot: async () => ({ kind: "refused", why: "unusable", block: 1_500n, detail: "99-0a.json is cut" }),
      }),
    );
    cut.read("alice");
    await node.release();
    await vi.waitFor(() => expect(cut.getSnapshot().status).toBe("done"));
    expect(cut.getSnapshot().snapshotRefused).toEqual({ why: "unusable", block: 1_500n });
    expect(kinds(cut.getSnapshot())).toEqual([["Registered", 1_200n]]);

    const loadSnapshot = vi.fn(async () => ({
      kind: "refused" as const,
      why: "unreachable" as const,
      block: null,
      detail: "offline",
    }));
    const offline = new HistoryStore(deps(node.client, { loadSnapshot }));
    offline.read("first");
    await node.release();
    await vi.waitFor(() => expect(offline.getSnapshot().status).toBe("done"));
    offline.read("second");
    await node.release();
    await vi.waitFor(() => expect(offline.getSnapshot().status).toBe("done"));
    expect(loadSnapshot).toHaveBeenCalledTimes(2);
    expect(offline.getSnapshot().snapshotRefused).toEqual({ why: "unreachable", block: null });
  });
});
