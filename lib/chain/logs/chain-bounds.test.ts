import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { chainWithBounds, fakeRpc, type RpcAnswer } from "@/mocks/chain/fake-rpc";
import { setupMockApi } from "@/mocks/vitest-setup";
import { requestChainBounds } from "../transport/bounds-request";
import { chainBoundsFrom, type ChainCheck } from "./chain-bounds";
import { isUnreachable } from "../transport/read-failure";
import { RpcUnreachable, type RpcTarget } from "../transport/rpc-batch";

const RPC_URL = "http://127.0.0.1:8545";
const server = setupMockApi();

/** Holesky's chain (17000 = 0x4268) at head 100, finalized 90, unless `changes` says otherwise. */
const holesky = (changes: Record<string, unknown> = {}): RpcAnswer => chainWithBounds("0x4268", changes);

function node(answer: RpcAnswer) {
  const rpc = fakeRpc(RPC_URL, answer);
  let requests = 0;
  server.use(
    http.post(RPC_URL, () => {
      requests += 1;
      return undefined; // on to the node below
    }),
    rpc.handler,
  );
  return { calls: rpc.calls, requests: () => requests };
}

/** The bounds as the list's first reads get them: the batch sent (lib/chain/reads/first-requests.ts), its answers read. */
async function readChainBoundsAtOnce(target: RpcTarget, check: ChainCheck = {}) {
  return chainBoundsFrom(await requestChainBounds(target, check.chainId !== undefined), check);
}

describe("requestChainBounds, read by chainBoundsFrom", () => {
  it("asks the finalized block, the head and the chain id in one HTTP request, and reads the bounds", async () => {
    const chain = node(holesky());
    await expect(readChainBoundsAtOnce({ url: RPC_URL }, { chainId: 17_000 })).resolves.toEqual({
      finalized: 90n,
      head: 100n,
    });
    expect(chain.requests()).toBe(1);
    expect(chain.calls).toEqual([
      { method: "eth_getBlockByNumber", params: ["finalized", false] },
      { method: "eth_blockNumber", params: [] },
      { method: "eth_chainId", params: [] },
    ]);
  });

  it("asks no chain id when none is to be checked", async () => {
    const chain = node(holesky());
    await expect(readChainBoundsAtOnce({ url: RPC_URL })).resolves.toEqual({ finalized: 90n, head: 100n });
    expect(chain.calls.map((call) => call.method)).toEqual(["eth_getBlockByNumber", "eth_blockNumber"]);
  });

  it("counts block 0 as finalized on a chain that has no finalized block yet", async () => {
    node(holesky({ eth_getBlockByNumber: null }));
    await expect(readChainBoundsAtOnce({ url: RPC_URL }, { chainId: 17_000 })).resolves.toEqual({
      finalized: 0n,
      head: 100n,
    });
  });

  it("drops the bounds of another chain, fails, and tells it", async () => {
    node(holesky({ eth_chainId: "0x1" }));
    const onUnasked = vi.fn();
    await expect(readChainBoundsAtOnce({ url: RPC_URL }, { chainId: 17_000, onUnasked })).rejects.toThrow(
      "the RPC answers for chain 1, not chain 17000",
    );
    expect(onUnasked.mock.calls).toEqual([[{ "other-chain": 1 }]]);
  });

  it("fails on a head or a finalized block that is not a block number, as an answer the page cannot use", async () => {
    for (const changes of [{ eth_blockNumber: "100" }, { eth_getBlockByNumber: { number: "ninety" } }]) {
      node(holesky(changes));
      const reading = readChainBoundsAtOnce({ url: RPC_URL }, { chainId: 17_000 });
      await expect(reading).rejects.toThrow("the RPC's finalized block or head is not a block number");
      expect(isUnreachable(await reading.catch((error: unknown) => error))).toBe(false);
    }
  });

  it("reads through the wallet's connection, call by call, when that is where the page reads", async () => {
    const methods: string[] = [];
    const provider = {
      request: async ({ method }: { method: string }) => {
        methods.push(method);
        return holesky()({ method, params: [] });
      },
    };
    await expect(readChainBoundsAtOnce({ provider }, { chainId: 17_000 })).resolves.toEqual({
      finalized: 90n,
      head: 100n,
    });
    expect(methods).toEqual(["eth_getBlockByNumber", "eth_blockNumber", "eth_chainId"]);
  });
});

describe("a bounds read that got no answer", () => {
  it("is unreachable when the server is down or nothing came, and not when the RPC refused", async () => {
    server.use(http.post(RPC_URL, () => new HttpResponse("bad gateway", { status: 502 })));
    const down = await readChainBoundsAtOnce({ url: RPC_URL }).catch((error: unknown) => error);
    expect(down).toBeInstanceOf(RpcUnreachable);
    expect(isUnreachable(down)).toBe(true);

    server.use(http.post(RPC_URL, () => HttpResponse.error()));
    expect(isUnreachable(await readChainBoundsAtOnce({ url: RPC_URL }).catch((error: unknown) => error))).toBe(true);

    server.use(http.post(RPC_URL, () => new HttpResponse("forbidden", { status: 403 })));
    const refused = await readChainBoundsAtOnce({ url: RPC_URL }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RpcUnreachable);
    expect(isUnreachable(refused)).toBe(false);
  });
});
