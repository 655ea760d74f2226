import { describe, expect, it, vi } from "vitest";
import { FIXTURE_ADDRESSES } from "@/mocks/fixtures";
import { networkError, respondWith, type ApiPath } from "@/mocks/handlers";
import { rejectionsLeftUnhandled, setupMockApi } from "@/mocks/vitest-setup";
import { LOCAL_API_URL } from "@/lib/network/local";
import { DASHBOARD_EXAMPLES, ORACLE_EXAMPLES } from "@/lib/protocol/wire-examples";
import { ApiError, getPoolData, getPoolStats, postRegisterValidate, type ApiEndpoint } from "./client";
import { startPoolDataRequests } from "./pool-data-requests";
import { validateRegistration } from "./validate-registration";

const server = setupMockApi();
const OWNER = FIXTURE_ADDRESSES.owner;
const DASHBOARD: ApiEndpoint = { apiKind: "dashboard", apiUrl: LOCAL_API_URL };
const ORACLE: ApiEndpoint = { apiKind: "oracle", apiUrl: LOCAL_API_URL };

const NODE_A = "0x2f0c1d5e9c6b1a7c0c3a3d8e3b1f5a6c7d8e9f00112233445566778899aabbcc";
const NODE_B = "0x9a8b7c6d5e4f30211203f4e5d6c7b8a99887766554433221100ffeeddccbbaa9";

// What the examples read as: Alice's 101 in full, 104 unknown to the pool, 0.1 gwei to claim for 101 and 102.
const EXAMPLE_POOL_DATA = {
  validators: [
    {
      index: 101,
      eth1: "0x15d34aaf54267db7d7c367839aaf71a00a2c6a65",
      rewards: 100_000_000n,
      stake: 50_000_000_000_000_000n,
      slashMiss: 0,
      slashFee: 0,
      firstBlockProposed: true,
      firstMissedSlot: false,
      excludeRebalance: false,
      exitRequested: false,
      active: true,
      deactivated: false,
    },
    expect.objectContaining({ index: 104, active: undefined, eth1: undefined }),
  ],
  withdrawals: { proof: [NODE_A, NODE_B], indexes: [101, 102], amount: 100_000_000n },
  exits: null,
};

describe("the dashboard kind, against the dashboard server's example answers", () => {
  it("reads pooldata with its { proof } entries", async () => {
    server.use(respondWith("pooldata", DASHBOARD_EXAMPLES.pooldata));
    await expect(getPoolData(DASHBOARD, OWNER)).resolves.toEqual(EXAMPLE_POOL_DATA);
  });

  it("reads poolstats and registerValidate", async () => {
    server.use(
      respondWith("poolstats", DASHBOARD_EXAMPLES.poolstats),
      respondWith("registerValidate", DASHBOARD_EXAMPLES.registerValidate),
    );
    await expect(getPoolStats(DASHBOARD)).resolves.toEqual({
      awaitingActivation: 1,
      activated: 4,
      subscribers: 5,
      totalValuePeriod: 10_000_000_000_000_000n,
    });
    await expect(postRegisterValidate(LOCAL_API_URL, OWNER, [104, 101])).resolves.toEqual({
      accepted: true,
      validators: [
        { index: 104, status: "ok" },
        { index: 101, status: "already registered" },
      ],
    });
  });

  it("still reads proofs sent as bare lists", async () => {
    server.use(
      respondWith("pooldata", {
        ...DASHBOARD_EXAMPLES.pooldata,
        withdrawals: DASHBOARD_EXAMPLES.pooldata.withdrawals.proof,
        exits: [],
      }),
    );
    await expect(getPoolData(DASHBOARD, OWNER)).resolves.toEqual(EXAMPLE_POOL_DATA);
  });

  it("asks for the address as the addr query parameter", async () => {
    const seen: string[] = [];
    server.events.on("request:start", ({ request }) => seen.push(request.url));
    await getPoolData(DASHBOARD, OWNER);
    server.events.removeAllListeners();
    expect(seen).toEqual([`http://127.0.0.1:8546/pooldata?addr=${OWNER}`]);
  });
});

describe("the oracle kind, against the oracle's example answers", () => {
  it("builds the pool data from validators and both trees, fetched at once", async () => {
    server.use(
      respondWith("validators", ORACLE_EXAMPLES.validators),
      respondWith("tree/withdrawals", ORACLE_EXAMPLES.tree),
      respondWith("tree/exits", ORACLE_EXAMPLES.treeEmpty),
    );
    const seen: string[] = [];
    server.events.on("request:start", ({ request }) => seen.push(request.url));
    await expect(getPoolData(ORACLE, OWNER)).resolves.toEqual(EXAMPLE_POOL_DATA);
    server.events.removeAllListeners();
    const lower = OWNER.toLowerCase();
    expect(seen.sort()).toEqual([
      `http://127.0.0.1:8546/tree/exits/${lower}`,
      `http://127.0.0.1:8546/tree/withdrawals/${lower}`,
      `http://127.0.0.1:8546/validators/${lower}`,
    ]);
  });

  it("reads the oracle's poolstats with its extra totals", async () => {
    server.use(respondWith("poolstats", ORACLE_EXAMPLES.poolstats));
    await expect(getPoolStats(ORACLE)).resolves.toEqual({
      awaitingActivation: 1,
      activated: 4,
      subscribers: 5,
      totalValuePeriod: 10_000_000_000_000_000n,
    });
  });

  // Each oracle route, each way it can fail: the whole pool data fails, and the reason names the route.
  const ORACLE_ROUTES: ApiPath[] = ["validators", "tree/withdrawals", "tree/exits"];
  const failures: [string, (path: ApiPath) => ReturnType<typeof respondWith>, RegExp][] = [
    ["NETWORK_ERROR with HTTP 200", (p) => respondWith(p, ORACLE_EXAMPLES.validatorsError), /error: 500 NETWORK_ERROR/],
    ["Tree not found with HTTP 200", (p) => respondWith(p, ORACLE_EXAMPLES.treeNotFound), /error: 404 Tree not found/],
    ["an HTTP 502", (p) => respondWith(p, { error: "down" }, { status: 502 }), /HTTP 502/],
    ["a body that is not JSON", (p) => respondWith(p, "<html>", { raw: true }), /not JSON/],
    ["a malformed answer", (p) => respondWith(p, { data: "x", proof: "x" }), /Malformed/],
    ["an unreachable server", (p) => networkError(p), /unreachable/],
  ];
  describe.each(ORACLE_ROUTES)("when %s fails", (route) => {
    it.each(failures)("with %s, the pool data fails", async (_name, fail, reason) => {
      server.use(fail(route));
      const failure = getPoolData(ORACLE, OWNER);
      await expect(failure).rejects.toBeInstanceOf(ApiError);
      await expect(failure).rejects.toThrow(reason);
      await expect(getPoolData(ORACLE, OWNER)).rejects.toThrow(`/${route}/`);
    });
  });

  it("fails on a validator list longer than 10000", async () => {
    server.use(respondWith("validators", { data: Array.from({ length: 10_001 }, (_, index) => ({ index })) }));
    await expect(getPoolData(ORACLE, OWNER)).rejects.toThrow(/expected at most 10000 validators/);
  });

  it("refuses a subscription before any request: the oracle has no validation endpoint", async () => {
    const seen: string[] = [];
    server.events.on("request:start", ({ request }) => seen.push(request.url));
    await expect(validateRegistration(ORACLE, OWNER, [1012])).resolves.toBe(
      "Error: Subscriptions are not available here: this dashboard's API cannot check validators before they subscribe.",
    );
    server.events.removeAllListeners();
    expect(seen).toEqual([]);
  });
});

describe("the dashboard kind's failures", () => {
  it.each([
    [
      "a malformed answer",
      respondWith("pooldata", { validators: [{ index: "one" }], withdrawals: { proof: [] }, exits: { proof: [] } }),
      /Malformed pooldata answer/,
    ],
    ["an error status", respondWith("pooldata", { error: "down" }, { status: 502 }), /HTTP 502/],
    ["a body that is not JSON", respondWith("pooldata", "<html>", { raw: true }), /not JSON/],
    ["an unreachable server", networkError("pooldata"), /unreachable/],
    [
      "a proof of 65 nodes",
      respondWith("pooldata", {
        validators: [],
        withdrawals: { proof: [Array.from({ length: 65 }, () => NODE_A), [1], "0x1"] },
        exits: { proof: [] },
      }),
      /expected at most 64 proof nodes/,
    ],
  ])("turns %s into an ApiError with a readable reason", async (_, handler, reason) => {
    server.use(handler);
    const failure = getPoolData(DASHBOARD, OWNER);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow(reason);
  });

  it("treats { ok: false } from registerValidate as a refusal, not a success", async () => {
    server.use(respondWith("registerValidate", { ok: false }));
    await expect(postRegisterValidate(LOCAL_API_URL, OWNER, [1012])).resolves.toEqual({ accepted: false });
  });

  it("lets a subscription go ahead only when every index is ok", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(validateRegistration(DASHBOARD, OWNER, [1012])).resolves.toBeNull();
    await expect(validateRegistration(DASHBOARD, OWNER, [1012, 1011])).resolves.toBe(
      "Invalid Validator 1011 is deactivated",
    );
  });
});

describe("answers started before they are read (the list's first requests, lib/chain/reads/first-requests.ts)", () => {
  const recordRequests = () => {
    const seen: string[] = [];
    server.events.on("request:start", ({ request }) => seen.push(request.url));
    return seen;
  };

  it("sends every request of the oracle's pool data at once, and getPoolData reads them asking nothing more", async () => {
    server.use(
      respondWith("validators", ORACLE_EXAMPLES.validators),
      respondWith("tree/withdrawals", ORACLE_EXAMPLES.tree),
      respondWith("tree/exits", ORACLE_EXAMPLES.treeEmpty),
    );
    const seen = recordRequests();
    const started = startPoolDataRequests(ORACLE, OWNER);
    const lower = OWNER.toLowerCase();
    expect([...started.keys()]).toEqual([
      `http://127.0.0.1:8546/validators/${lower}`,
      `http://127.0.0.1:8546/tree/withdrawals/${lower}`,
      `http://127.0.0.1:8546/tree/exits/${lower}`,
    ]);
    const handed = (url: string) => started.get(url) ?? Promise.reject(new Error(`${url} was not started`));
    await expect(getPoolData(ORACLE, OWNER, handed)).resolves.toEqual(EXAMPLE_POOL_DATA);
    server.events.removeAllListeners();
    expect(seen).toHaveLength(3);
  });

  it("sends the dashboard server's one pooldata", async () => {
    server.use(respondWith("pooldata", DASHBOARD_EXAMPLES.pooldata));
    const started = startPoolDataRequests(DASHBOARD, OWNER);
    expect([...started.keys()]).toEqual([`http://127.0.0.1:8546/pooldata?addr=${OWNER}`]);
    await expect(
      getPoolData(DASHBOARD, OWNER, (url) => started.get(url) ?? Promise.reject(new Error(url))),
    ).resolves.toEqual(EXAMPLE_POOL_DATA);
  });

  it("reports a started request's failure when it is read, with the reason a request of its own would give", async () => {
    server.use(respondWith("pooldata", { error: "down" }, { status: 502 }));
    const started = startPoolDataRequests(DASHBOARD, OWNER);
    const reading = getPoolData(DASHBOARD, OWNER, (url) => started.get(url) ?? Promise.reject(new Error(url)));
    await expect(reading).rejects.toBeInstanceOf(ApiError);
    await expect(reading).rejects.toThrow(`http://127.0.0.1:8546/pooldata?addr=${OWNER}: HTTP 502`);
  });

  it("reads a malformed started answer as the schema does a fresh one's", async () => {
    server.use(respondWith("pooldata", { validators: "none" }));
    const started = startPoolDataRequests(DASHBOARD, OWNER);
    await expect(
      getPoolData(DASHBOARD, OWNER, (url) => started.get(url) ?? Promise.reject(new Error(url))),
    ).rejects.toThrow(/Malformed pooldata answer/);
  });

  it("lets a failed request nobody reads fail quietly", async () => {
    server.use(networkError("pooldata"));
    const unhandled = await rejectionsLeftUnhandled(server, 1, () => startPoolDataRequests(DASHBOARD, OWNER));
    expect(unhandled).toEqual([]);
  });
});
