import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OracleApi, RegisterValidateQuery } from "../oracle/api";
import { closeCycle } from "../oracle/close-cycle";
import { cycleReportJson } from "../oracle/cycle-report";
import { activeRecord, AMOUNTS, stateOf } from "../oracle/test-helpers";
import { createApiHandlers } from "./handlers";
import { serveApi, type ApiHttpServer } from "./node-server";

const ADDRESS = "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65";
const SITE = "http://127.0.0.1:3000";
const TOKEN = "0123456789abcdef0123456789abcdef";
const REPORT = cycleReportJson(
  closeCycle(stateOf(activeRecord(1)), { duties: [], poolBalance: 10n ** 18n, amounts: AMOUNTS }).report,
);

/** A fake oracle that records what it was asked; `fail` makes the next call throw. */
function fakeApi() {
  const calls: { validators: string[]; registerValidate: RegisterValidateQuery[]; closeCycle: number } = {
    validators: [],
    registerValidate: [],
    closeCycle: 0,
  };
  const control = { fail: false };
  const maybeFail = () => {
    if (control.fail) {
      control.fail = false;
      throw new Error("chain unreachable");
    }
  };
  const api: OracleApi = {
    async validators(address) {
      maybeFail();
      calls.validators.push(address);
      return [{ index: 7 }];
    },
    async proof(tree) {
      return tree === "withdrawals" ? { proof: [[], [7], { type: "BigNumber", hex: "0x10" }] } : { proof: [] };
    },
    async registerValidate(request) {
      calls.registerValidate.push(request);
      return { ok: true, data: request.indexes.map((index) => ({ index, status: "ok" })) };
    },
    async poolStats() {
      const amount = { type: "BigNumber", hex: "0x10" } as const;
      return {
        awaiting_activation: 1,
        activated: 2,
        total_rewards: amount,
        total_stake: amount,
        total_value_period: amount,
        total_miss: amount,
        total_fee: amount,
      };
    },
    treeDump: async () => null,
    async closeCycle() {
      calls.closeCycle += 1;
      return REPORT;
    },
  };
  return { api, calls, control };
}

describe("the API's node server (the handler set over node:http)", () => {
  const { api, calls, control } = fakeApi();
  let server: ApiHttpServer | undefined;
  const url = (path: string) => {
    if (!server) throw new Error("server not started");
    return `${server.url}${path}`;
  };
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(url(path), { method: "POST", headers: { "content-type": "application/json", ...headers }, body });

  beforeAll(async () => {
    const handlers = createApiHandlers(api, {
      baseUrl: "*",
      cycle: { token: TOKEN, closeCycle: () => api.closeCycle() },
    });
    server = await serveApi(handlers, { port: 0, allowedOrigins: [SITE], log: () => {} });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("listens on loopback only", () => {
    expect(url("")).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it("serves the dashboard server's pooldata, composed from the oracle's answers", async () => {
    const response = await fetch(url(`/pooldata?addr=${ADDRESS}`));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      validators: [{ index: 7 }],
      withdrawals: { proof: [[], [7], { type: "BigNumber", hex: "0x10" }] },
      exits: { proof: [] },
    });
    expect(calls.validators.at(-1)).toBe(ADDRESS.toLowerCase());
  });

  it("serves the oracle's own routes", async () => {
    expect(await (await fetch(url(`/validators/${ADDRESS}`))).json()).toEqual({ data: [{ index: 7 }] });
    expect(await (await fetch(url(`/tree/exits/${ADDRESS}`))).json()).toEqual({ proof: [] });
    expect(await (await fetch(url("/trees/exits.json"))).json()).toEqual({ status: 404, err: "Tree not found" });
    expect(await (await fetch(url("/poolstats"))).json()).toMatchObject({ awaiting_activation: 1, activated: 2 });
  });

  it.each([
    ["missing", "/pooldata", /missing query parameter addr/],
    ["empty", "/pooldata?addr=", /addr: /],
    ["not hex", `/pooldata?addr=0x${"zz".repeat(20)}`, /addr: /],
    ["given twice", `/pooldata?addr=${ADDRESS}&addr=${ADDRESS}`, /one addr/],
    ["too short, on /validators", "/validators/0x1234", /address: /],
  ])("answers 400 with a JSON error for an address that is %s", async (_case, path, error) => {
    const before = calls.validators.length;
    const response = await fetch(url(path));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { ok: boolean; error: string };
    expect(body).toMatchObject({ ok: false, error: expect.stringMatching(error) });
    expect(calls.validators.length).toBe(before);
  });

  it("serves POST /registerValidate for a well-formed body", async () => {
    const response = await post("/registerValidate", JSON.stringify({ indexes: [3, 1], address: ADDRESS }));
    expect(await response.json()).toEqual({
      ok: true,
      data: [
        { index: 3, status: "ok" },
        { index: 1, status: "ok" },
      ],
    });
    expect(calls.registerValidate.at(-1)).toEqual({ indexes: [3, 1], address: ADDRESS.toLowerCase() });
  });

  it.each([
    ["bad JSON", "{indexes: [1]", /not valid JSON/],
    ["an empty body", "", /expected a JSON body/],
    ["a negative index", JSON.stringify({ indexes: [-1], address: ADDRESS }), /indexes\.0/],
    ["a malformed address", JSON.stringify({ indexes: [1], address: "0xnope" }), /address/],
    [
      "too many indexes",
      JSON.stringify({ indexes: Array.from({ length: 1001 }, (_, i) => i), address: ADDRESS }),
      /at most 1000/,
    ],
  ])("answers 400 with a JSON error for %s", async (_case, body, error) => {
    const before = calls.registerValidate.length;
    const response = await post("/registerValidate", body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(error);
    expect(calls.registerValidate.length).toBe(before);
  });

  it("refuses a body above 64 KiB with 413", async () => {
    const response = await post("/registerValidate", JSON.stringify({ indexes: [1], pad: "x".repeat(70_000) }));
    expect(response.status).toBe(413);
  });

  it.each([
    ["an unknown route", "GET", "/checkpoint"],
    ["a path that only starts like a route", "GET", "/pooldata/extra"],
    ["GET on a POST route", "GET", "/registerValidate"],
    ["DELETE", "DELETE", "/poolstats"],
  ])("answers %s with a JSON 404", async (_case, method, path) => {
    const response = await fetch(url(path), { method });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ ok: false, error: expect.stringMatching(/^no route /) });
  });

  it("turns a failure behind the API into a 500 JSON error and keeps serving", async () => {
    control.fail = true;
    const failed = await fetch(url(`/validators/${ADDRESS}`));
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ ok: false, error: "chain unreachable" });
    expect((await fetch(url(`/validators/${ADDRESS}`))).status).toBe(200);
  });

  describe("CORS: the local site only", () => {
    it("names the local site's origin, never *", async () => {
      const response = await fetch(url("/poolstats"), { headers: { origin: SITE } });
      expect(response.status).toBe(200);
      expect(response.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:3000");
    });

    it("answers the site's preflight of the JSON POST", async () => {
      const response = await fetch(url("/registerValidate"), {
        method: "OPTIONS",
        headers: {
          origin: SITE,
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type",
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:3000");
      expect(response.headers.get("access-control-allow-methods")).toContain("POST");
      expect(response.headers.get("access-control-allow-headers")).toBe("content-type, accept");
    });

    it.each([
      ["a GET", "GET", "/poolstats"],
      ["a preflight", "OPTIONS", "/registerValidate"],
      ["a POST", "POST", "/registerValidate"],
    ])("refuses %s from another origin with 403 and no CORS header", async (_case, method, path) => {
      const before = calls.registerValidate.length;
      const response = await fetch(url(path), {
        method,
        headers: { origin: "https://evil.example", "content-type": "text/plain" },
        body: method === "POST" ? JSON.stringify({ indexes: [1], address: ADDRESS }) : undefined,
      });
      expect(response.status).toBe(403);
      expect(response.headers.get("access-control-allow-origin")).toBeNull();
      expect(calls.registerValidate.length).toBe(before);
    });
  });

  describe("POST /cycle", () => {
    it("closes a cycle with the token", async () => {
      const before = calls.closeCycle;
      const response = await fetch(url("/cycle"), { method: "POST", headers: { "x-cycle-token": TOKEN } });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(REPORT);
      expect(calls.closeCycle).toBe(before + 1);
    });

    it.each<[string, Record<string, string>]>([
      ["without a token", {}],
      ["with a wrong token", { "x-cycle-token": "guess" }],
      ["from another origin, even with the token", { "x-cycle-token": TOKEN, origin: "https://evil.example" }],
    ])("refuses %s with 403 and closes nothing", async (_case, headers) => {
      const before = calls.closeCycle;
      const response = await fetch(url("/cycle"), { method: "POST", headers });
      expect(response.status).toBe(403);
      expect(calls.closeCycle).toBe(before);
    });

    it("is not offered to the site's pages: the preflight does not allow the token header", async () => {
      const response = await fetch(url("/cycle"), {
        method: "OPTIONS",
        headers: {
          origin: SITE,
          "access-control-request-method": "POST",
          "access-control-request-headers": "x-cycle-token",
        },
      });
      expect(response.headers.get("access-control-allow-headers")).not.toContain("x-cycle-token");
    });
  });
});
