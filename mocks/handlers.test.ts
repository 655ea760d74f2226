import { StandardMerkleTree } from "@openzeppelin/merkle-tree";
import { describe, expect, it } from "vitest";
import { getPoolData, getPoolStats, postRegisterValidate, type ApiEndpoint } from "../lib/api/client";
import { parsePoolData, parsePoolStats, parseRegisterValidate } from "../lib/protocol/api-schemas";
import { localNetwork, LOCAL_API_URL } from "../lib/network/local";
import { validatorHealth } from "../lib/validators/health";
import { validatorStatus } from "../lib/validators/status";
import { FIXTURE_ADDRESSES, FIXTURE_EXITS_TREE, FIXTURE_WITHDRAWALS_TREE } from "./fixtures";
import { createHandlers, networkError, respondWith } from "./handlers";
import { DASHBOARD_EXAMPLES, ORACLE_EXAMPLES, shapeMismatch } from "../lib/protocol/wire-examples";
import { LEAF_TYPES } from "./oracle/trees";
import { setupMockApi } from "./vitest-setup";

// Every display status and health label, in the product's words.
const EVERY_STATUS = ["Unregistered", "Pending", "Active", "Exit Requested", "Exited"];
const EVERY_HEALTH = [
  "Missed block proposal",
  "Wrong fee recipient",
  "Relay incorrect fee recipient",
  "Penalized",
  "Good",
];

const server = setupMockApi();

const poolData = async (address: string, apiUrl = LOCAL_API_URL) => {
  const response = await fetch(`${apiUrl}/pooldata?addr=${address}`);
  const parsed = parsePoolData(await response.json());
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.value;
};

const registerValidate = (body: string) =>
  fetch(`${LOCAL_API_URL}/registerValidate`, { method: "POST", headers: { "content-type": "application/json" }, body });

describe("msw handlers (fixtures through msw/node)", () => {
  it("serve the owner's pooldata, which parses and shows every status and every health label", async () => {
    const data = await poolData(FIXTURE_ADDRESSES.owner);
    expect(new Set(data.validators.map(validatorStatus))).toEqual(new Set(EVERY_STATUS));
    expect(new Set(data.validators.map((v) => validatorHealth(v, localNetwork.bond)))).toEqual(new Set(EVERY_HEALTH));
    expect(data.withdrawals?.indexes).toEqual([1003, 1004, 1005, 1006, 1007, 1008]);
    expect(data.exits).toMatchObject({ indexes: [1009], amount: 50_000_000_000_000_000n });
  });

  it("give proofs that verify against the fixture trees' roots", async () => {
    const data = await poolData(FIXTURE_ADDRESSES.owner.toLowerCase());
    for (const [proof, tree] of [
      [data.withdrawals, FIXTURE_WITHDRAWALS_TREE],
      [data.exits, FIXTURE_EXITS_TREE],
    ] as const) {
      if (!proof) throw new Error("missing proof");
      const leaf = [FIXTURE_ADDRESSES.owner, proof.indexes.map(BigInt), proof.amount];
      expect(StandardMerkleTree.verify(tree.root, [...LEAF_TYPES], leaf, [...proof.proof])).toBe(true);
    }
  });

  it("serve a fully claimed account (no proofs) and an empty one", async () => {
    const claimed = await poolData(FIXTURE_ADDRESSES.claimed);
    expect(claimed.validators.map((v) => v.rewards)).toEqual([0n, 0n]);
    expect([claimed.withdrawals, claimed.exits]).toEqual([null, null]);
    expect(await poolData(FIXTURE_ADDRESSES.empty)).toEqual({ validators: [], withdrawals: null, exits: null });
    expect(await poolData("0x000000000000000000000000000000000000dEaD")).toEqual({
      validators: [],
      withdrawals: null,
      exits: null,
    });
  });

  it("answer 400 for a missing or malformed addr, like the oracle", async () => {
    expect((await fetch(`${LOCAL_API_URL}/pooldata`)).status).toBe(400);
    const malformed = await fetch(`${LOCAL_API_URL}/pooldata?addr=0x12`);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ ok: false, error: expect.stringMatching(/^addr: /) });
  });

  it("validate registrations per index: ok, already registered, deactivated, unowned", async () => {
    const response = await registerValidate(
      JSON.stringify({ indexes: [1001, 1003, 1011, 77], address: FIXTURE_ADDRESSES.owner, validators: [] }),
    );
    const parsed = parseRegisterValidate(await response.json());
    expect(parsed).toEqual({
      ok: true,
      value: {
        accepted: true,
        validators: [
          { index: 1001, status: "ok" },
          { index: 1003, status: "already registered" },
          { index: 1011, status: "deactivated" },
          { index: 77, status: "unowned" },
        ],
      },
    });
  });

  it("call another owner's validator unowned", async () => {
    const response = await registerValidate(JSON.stringify({ indexes: [1001], address: FIXTURE_ADDRESSES.empty }));
    expect(await response.json()).toEqual({ ok: true, data: [{ index: 1001, status: "unowned" }] });
  });

  it.each([
    ["bad JSON", "{"],
    ["wrong types", JSON.stringify({ indexes: "1001", address: FIXTURE_ADDRESSES.owner })],
  ])("answer 400 to a registerValidate body with %s", async (_case, body) => {
    expect((await registerValidate(body)).status).toBe(400);
  });

  it("serve poolstats that parse", async () => {
    const parsed = parsePoolStats(await (await fetch(`${LOCAL_API_URL}/poolstats`)).json());
    expect(parsed).toEqual({
      ok: true,
      value: { awaitingActivation: 3, activated: 12, subscribers: 15, totalValuePeriod: 10n ** 17n },
    });
  });

  it("take the API base URL as a parameter", async () => {
    server.use(...createHandlers({ apiUrl: "https://api.example.test/" }));
    const data = await poolData(FIXTURE_ADDRESSES.owner, "https://api.example.test");
    expect(data.validators).toHaveLength(12);
  });

  it("can answer a malformed body, or fail at the network level, for one test", async () => {
    server.use(respondWith("pooldata", { validators: "nope" }));
    const malformed = parsePoolData(
      await (await fetch(`${LOCAL_API_URL}/pooldata?addr=${FIXTURE_ADDRESSES.owner}`)).json(),
    );
    expect(malformed.ok).toBe(false);
    server.use(networkError("poolstats"));
    await expect(fetch(`${LOCAL_API_URL}/poolstats`)).rejects.toThrow();
  });

  it("answer the dashboard's own API client, in both kinds", async () => {
    const dashboard: ApiEndpoint = { apiKind: "dashboard", apiUrl: LOCAL_API_URL };
    const oracle: ApiEndpoint = { apiKind: "oracle", apiUrl: LOCAL_API_URL };
    const fromDashboard = await getPoolData(dashboard, FIXTURE_ADDRESSES.owner);
    expect(fromDashboard.validators).toHaveLength(12);
    expect(await getPoolData(oracle, FIXTURE_ADDRESSES.owner)).toEqual(fromDashboard);
    expect((await getPoolStats(oracle)).subscribers).toBe(15);
    expect(await postRegisterValidate(LOCAL_API_URL, FIXTURE_ADDRESSES.owner, [1012])).toEqual({
      accepted: true,
      validators: [{ index: 1012, status: "ok" }],
    });
  });

  it("fail a request nothing handles (onUnhandledFrame: error)", async () => {
    await expect(fetch(`${LOCAL_API_URL}/unknown-endpoint`)).rejects.toThrow();
  });

  it("go back to the fixtures after a test that overrode them", async () => {
    expect((await poolData(FIXTURE_ADDRESSES.owner)).validators).toHaveLength(12);
  });

  it("answer in the shape of the deployed servers' example answers, every route", async () => {
    const owner = FIXTURE_ADDRESSES.owner;
    const get = async (path: string) => (await fetch(`${LOCAL_API_URL}/${path}`)).json();
    const pooldata = (await get(`pooldata?addr=${owner}`)) as Record<string, unknown>;
    // The examples hold one non-empty and one empty proof; the owner has both proofs, the claimed account neither.
    expect(shapeMismatch(pooldata, { ...DASHBOARD_EXAMPLES.pooldata, exits: ORACLE_EXAMPLES.tree })).toBeNull();
    const claimed = await get(`pooldata?addr=${FIXTURE_ADDRESSES.claimed}`);
    expect(shapeMismatch(claimed, { ...DASHBOARD_EXAMPLES.pooldata, withdrawals: { proof: [] } })).toBeNull();
    expect(shapeMismatch(await get(`validators/${owner}`), ORACLE_EXAMPLES.validators)).toBeNull();
    expect(shapeMismatch(await get(`tree/withdrawals/${owner}`), ORACLE_EXAMPLES.tree)).toBeNull();
    expect(shapeMismatch(await get(`tree/exits/${FIXTURE_ADDRESSES.claimed}`), ORACLE_EXAMPLES.treeEmpty)).toBeNull();
    expect(shapeMismatch(await get("poolstats"), ORACLE_EXAMPLES.poolstats)).toBeNull();
    expect(shapeMismatch(await get("trees/withdrawals.json"), ORACLE_EXAMPLES.treeDump)).toBeNull();
    const registration = await registerValidate(JSON.stringify({ indexes: [1012], address: owner, validators: [] }));
    expect(shapeMismatch(await registration.json(), DASHBOARD_EXAMPLES.registerValidate)).toBeNull();
  });

  it("answer Tree not found, with HTTP 200, for a tree that does not exist", async () => {
    const response = await fetch(`${LOCAL_API_URL}/tree/rewards/${FIXTURE_ADDRESSES.owner}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 404, err: "Tree not found" });
  });

  it("answer 400 for a malformed address on the oracle routes", async () => {
    for (const path of ["validators/0x12", "tree/exits/0xnope"]) {
      const response = await fetch(`${LOCAL_API_URL}/${path}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ ok: false, error: expect.stringMatching(/^address: /) });
    }
  });

  it("serve the published trees as tree.dump() JSON whose root and leaves are the fixture trees'", async () => {
    for (const [name, tree] of [
      ["withdrawals", FIXTURE_WITHDRAWALS_TREE],
      ["exits", FIXTURE_EXITS_TREE],
    ] as const) {
      const dump = (await (await fetch(`${LOCAL_API_URL}/trees/${name}.json`)).json()) as {
        format: string;
        tree: string[];
        leafEncoding: string[];
        values: { value: [string, number[], { type: string; hex: string }]; treeIndex: number }[];
      };
      expect(dump.format).toBe("standard-v1");
      expect(dump.leafEncoding).toEqual(["address", "uint[]", "uint"]);
      expect(dump.tree[0]).toBe(tree.root);
      // Each leaf, read back with the library, verifies against the root the pool holds.
      const loaded = StandardMerkleTree.load({
        ...dump,
        format: "standard-v1",
        values: dump.values.map(({ value: [address, indexes, amount], treeIndex }) => ({
          value: [address, indexes, BigInt(amount.hex)],
          treeIndex,
        })),
      });
      expect(loaded.root).toBe(tree.root);
      expect(() => loaded.validate()).not.toThrow();
      expect(dump.values.map((v) => v.value[0])).toEqual(tree.leaves.map((leaf) => leaf.address.toLowerCase()));
    }
  });
});
