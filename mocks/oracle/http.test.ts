import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OracleApi, RegisterValidateRequest } from "./api";
import { closeCycle } from "./close-cycle";
import { cycleReportJson } from "./cycle-report";
import { serveOracleApi, type OracleHttpServer } from "./http";
import { activeRecord, AMOUNTS, stateOf } from "./test-helpers";

const ADDRESS = "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65";
const REPORT = cycleReportJson(
  closeCycle(stateOf(activeRecord(1)), { duties: [], poolBalance: 10n ** 18n, amounts: AMOUNTS }).report,
);

/** A fake oracle that records what it was asked; `fail` makes the next call throw. */
function fakeApi() {
  const calls: { poolData: string[]; registerValidate: RegisterValidateRequest[]; closeCycle: number } = {
    poolData: [],
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
    async poolData(address) {
      maybeFail();
      calls.poolData.push(address);
      return { validators: [{ index: 7 }], withdrawals: [], exits: [] };
    },
    async registerValidate(request) {
      calls.registerValidate.push(request);
      return { ok: true, data: request.indexes.map((index) => ({ index, status: "ok" })) };
    },
    async poolStats() {
      return { awaiting_activation: 1, activated: 2, total_value_period: { type: "BigNumber", hex: "0x10" } };
    },
    async closeCycle() {
      calls.closeCycle += 1;
      return REPORT;
    },
  };
  return { api, calls, control };
}

describe("oracle HTTP API", () => {
  const { api, calls, control } = fakeApi();
  let server: OracleHttpServer | undefined;
  const url = (path: string) => {
    if (!server) throw new Error("server not started");
    return `${server.url}${path}`;
  };
  const post = (path: string, body: string) =>
    fetch(url(path), { method: "POST", headers: { "content-type": "application/json" }, body });

  beforeAll(async () => {
    server = await serveOracleApi(api, { port: 0, log: () => {} });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("listens on loopback only", () => {
    expect(url("")).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it("serves GET /pooldata for a well-formed address, with CORS", async () => {
    const response = await fetch(url(`/pooldata?addr=${ADDRESS}`));
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ validators: [{ index: 7 }], withdrawals: [], exits: [] });
    expect(calls.poolData.at(-1)).toBe(ADDRESS);
  });

  it.each([
    ["missing", "/pooldata", /missing query parameter addr/],
    ["empty", "/pooldata?addr=", /addr: /],
    ["too short", "/pooldata?addr=0x1234", /addr: /],
    ["not hex", `/pooldata?addr=0x${"zz".repeat(20)}`, /addr: /],
    ["without 0x", `/pooldata?addr=${"ab".repeat(20)}`, /addr: /],
    ["given twice", `/pooldata?addr=${ADDRESS}&addr=${ADDRESS}`, /one addr/],
  ])("answers 400 with a JSON error for an addr that is %s", async (_case, path, error) => {
    const before = calls.poolData.length;
    const response = await fetch(url(path));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { ok: boolean; error: string };
    expect(body.ok).toBe(false);
    expect(body.error).toMatch(error);
    expect(calls.poolData.length).toBe(before);
  });

  it("serves POST /registerValidate for a well-formed body", async () => {
    const response = await post(
      "/registerValidate",
      JSON.stringify({ indexes: [3, 1], address: ADDRESS, validators: [{ index: 3 }] }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      data: [
        { index: 3, status: "ok" },
        { index: 1, status: "ok" },
      ],
    });
    expect(calls.registerValidate.at(-1)).toEqual({ indexes: [3, 1], address: ADDRESS, validators: [{ index: 3 }] });
  });

  it.each([
    ["bad JSON", "{indexes: [1]", /not valid JSON/],
    ["an empty body", "", /expected a JSON body/],
    ["indexes as a string", JSON.stringify({ indexes: "1,2", address: ADDRESS }), /indexes/],
    ["a negative index", JSON.stringify({ indexes: [-1], address: ADDRESS }), /indexes\.0/],
    ["a fractional index", JSON.stringify({ indexes: [1.5], address: ADDRESS }), /indexes\.0/],
    ["an index as a string", JSON.stringify({ indexes: ["1"], address: ADDRESS }), /indexes\.0/],
    ["no address", JSON.stringify({ indexes: [1] }), /address/],
    ["a malformed address", JSON.stringify({ indexes: [1], address: "0xnope" }), /address/],
    ["validators that are not a list", JSON.stringify({ indexes: [1], address: ADDRESS, validators: 3 }), /validators/],
    ["a JSON array", JSON.stringify([1, 2]), /body/],
    [
      "too many indexes",
      JSON.stringify({ indexes: Array.from({ length: 1001 }, (_, i) => i), address: ADDRESS }),
      /at most 1000/,
    ],
  ])("answers 400 with a JSON error for %s", async (_case, body, error) => {
    const before = calls.registerValidate.length;
    const response = await post("/registerValidate", body);
    expect(response.status).toBe(400);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(((await response.json()) as { error: string }).error).toMatch(error);
    expect(calls.registerValidate.length).toBe(before);
  });

  it("refuses a body above 64 KiB with 413", async () => {
    const response = await post(
      "/registerValidate",
      JSON.stringify({ indexes: [1], address: ADDRESS, pad: "x".repeat(70_000) }),
    );
    expect(response.status).toBe(413);
  });

  it("serves GET /poolstats", async () => {
    const response = await fetch(url("/poolstats"));
    expect(await response.json()).toEqual({
      awaiting_activation: 1,
      activated: 2,
      total_value_period: { type: "BigNumber", hex: "0x10" },
    });
  });

  it("closes a cycle on POST /cycle", async () => {
    const before = calls.closeCycle;
    const response = await fetch(url("/cycle"), { method: "POST" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(REPORT);
    expect(calls.closeCycle).toBe(before + 1);
  });

  it("answers the CORS preflight of the JSON POST", async () => {
    const response = await fetch(url("/registerValidate"), {
      method: "OPTIONS",
      headers: {
        origin: "http://127.0.0.1:3000",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-methods")).toContain("POST");
    expect(response.headers.get("access-control-allow-headers")).toContain("content-type");
  });

  it.each([
    ["an unknown route", "GET", "/validators", 404],
    ["a path that only starts like a route", "GET", "/pooldata/extra", 404],
    ["GET on a POST route", "GET", "/registerValidate", 405],
    ["POST on a GET route", "POST", "/pooldata", 405],
    ["DELETE", "DELETE", "/poolstats", 405],
  ])("answers %s with a JSON error", async (_case, method, path, status) => {
    const response = await fetch(url(path), { method });
    expect(response.status).toBe(status);
    expect(((await response.json()) as { ok: boolean }).ok).toBe(false);
    if (status === 405) expect(response.headers.get("allow")).toMatch(/OPTIONS/);
  });

  it("turns a failure behind the API into a 500 JSON error and keeps serving", async () => {
    control.fail = true;
    const failed = await fetch(url(`/pooldata?addr=${ADDRESS}`));
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ ok: false, error: "chain unreachable" });
    expect((await fetch(url(`/pooldata?addr=${ADDRESS}`))).status).toBe(200);
  });
});
