import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { chainWithBounds, fakeRpc } from "@/mocks/chain/fake-rpc";
import { FIXTURE_ADDRESSES } from "@/mocks/fixtures";
import { networkError, respondWith } from "@/mocks/handlers";
import { rejectionsLeftUnhandled, setupMockApi } from "@/mocks/vitest-setup";
import { network } from "@/lib/network";
import { DASHBOARD_EXAMPLES } from "@/lib/protocol/wire-examples";
import { takeFirstReads } from "./first-reads";
import { firstRequests } from "./first-requests";
import { unaskedTally } from "../transport/unasked-tally";

const server = setupMockApi();
const OWNER = FIXTURE_ADDRESSES.owner;

/** The local build's chain (31337 = 0x7a69) at head 100, finalized 90. */
const anvil = (changes: Record<string, unknown> = {}) => chainWithBounds("0x7a69", changes);

describe("takeFirstReads", () => {
  it("has nothing for an account whose requests were not started: the list reads for itself", () => {
    expect(takeFirstReads(FIXTURE_ADDRESSES.empty)).toBeNull();
  });

  it("reads the started answers with the list's checks: the API's validators and the chain's bounds", async () => {
    const rpc = fakeRpc(network.rpcUrl, anvil());
    server.use(respondWith("pooldata", DASHBOARD_EXAMPLES.pooldata), rpc.handler);
    firstRequests.start(OWNER);
    const reads = takeFirstReads(OWNER);
    expect((await reads?.poolData)?.validators.map((v) => v.index)).toEqual([101, 104]);
    await expect(reads?.bounds).resolves.toEqual({ finalized: 90n, head: 100n });
    expect(rpc.calls.map((call) => call.method)).toEqual(["eth_getBlockByNumber", "eth_blockNumber", "eth_chainId"]);
    expect(takeFirstReads(OWNER)).toBeNull();
  });

  it("drops bounds of another chain, fails them, and counts them against the endpoint that sent them", async () => {
    server.use(
      respondWith("pooldata", DASHBOARD_EXAMPLES.pooldata),
      fakeRpc(network.rpcUrl, anvil({ eth_chainId: "0x1" })).handler,
    );
    firstRequests.start(OWNER);
    const reads = takeFirstReads(OWNER);
    await expect(reads?.bounds).rejects.toThrow("the RPC answers for chain 1, not chain 31337");
    expect(unaskedTally(network.rpcUrl).snapshot()).toEqual({ "other-chain": 1 });
  });

  it("lets requests nobody takes fail quietly (the API and the RPC both unreachable)", async () => {
    server.use(
      networkError("pooldata"),
      http.post(network.rpcUrl, () => HttpResponse.error()),
    );
    const unhandled = await rejectionsLeftUnhandled(server, 2, () => firstRequests.start(FIXTURE_ADDRESSES.claimed));
    expect(unhandled).toEqual([]);
  });
});
