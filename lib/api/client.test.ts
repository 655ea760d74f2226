import { describe, expect, it } from "vitest";
import { FIXTURE_ADDRESSES } from "@/mocks/fixtures";
import { networkError, respondWith } from "@/mocks/handlers";
import { setupMockApi } from "@/mocks/vitest-setup";
import { LOCAL_API_URL } from "@/lib/network/local";
import { ApiError, getPoolData, getPoolStats, postRegisterValidate } from "./client";

const server = setupMockApi();
const OWNER = FIXTURE_ADDRESSES.owner;

describe("API client against the msw handlers", () => {
  it("parses the owner's pool data: every row, both proofs", async () => {
    const data = await getPoolData(LOCAL_API_URL, OWNER);
    expect(data.validators.map((v) => v.index)).toContain(1001);
    expect(data.validators.find((v) => v.index === 1001)?.active).toBeUndefined();
    expect(data.withdrawals?.indexes).toEqual([1003, 1004, 1005, 1006, 1007, 1008]);
    expect(data.exits?.indexes).toEqual([1009]);
  });

  it("reads pool stats for the footer", async () => {
    const stats = await getPoolStats(LOCAL_API_URL);
    expect(stats.subscribers).toBe(stats.awaitingActivation + stats.activated);
  });

  it("passes registerValidate's verdicts through", async () => {
    const result = await postRegisterValidate(LOCAL_API_URL, OWNER, [1011, 1012]);
    expect(result).toEqual({
      accepted: true,
      validators: [
        { index: 1011, status: "deactivated" },
        { index: 1012, status: "ok" },
      ],
    });
  });

  it.each([
    [
      "a malformed answer",
      respondWith("pooldata", { validators: [{ index: "one" }], withdrawals: { proof: [] }, exits: { proof: [] } }),
      /Malformed pooldata answer/,
    ],
    ["an error status", respondWith("pooldata", { error: "down" }, { status: 502 }), /HTTP 502/],
    ["a body that is not JSON", respondWith("pooldata", "<html>", { raw: true }), /not JSON/],
    ["an unreachable server", networkError("pooldata"), /unreachable/],
  ])("turns %s into an ApiError with a readable reason", async (_, handler, reason) => {
    server.use(handler);
    const failure = getPoolData(LOCAL_API_URL, OWNER);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow(reason);
  });

  it("treats { ok: false } from registerValidate as a refusal, not a success", async () => {
    server.use(respondWith("registerValidate", { ok: false }));
    await expect(postRegisterValidate(LOCAL_API_URL, OWNER, [1012])).resolves.toEqual({ accepted: false });
  });
});
