import { describe, expect, it } from "vitest";
import { apiProblem, listPhase, retryDelayMs } from "./list-status";

describe("listPhase", () => {
  it.each([
    [{ connected: false, answered: false, failed: false }, "idle"],
    [{ connected: true, answered: false, failed: false }, "loading"],
    [{ connected: true, answered: false, failed: true }, "failed"],
    [{ connected: true, answered: true, failed: false }, "ready"],
    // A refetch that fails keeps the answer already shown.
    [{ connected: true, answered: true, failed: true }, "ready"],
  ] as const)("%o is %s", (input, phase) => {
    expect(listPhase(input)).toBe(phase);
  });
});

describe("apiProblem", () => {
  it.each([
    ["http://127.0.0.1:8546/pooldata?addr=0x1: unreachable (Failed to fetch)", "unreachable"],
    ["http://127.0.0.1:8546/pooldata?addr=0x1: HTTP 503", "unreachable"],
    ["http://127.0.0.1:8546/pooldata?addr=0x1: HTTP 404", "malformed"],
    ["http://127.0.0.1:8546/pooldata?addr=0x1: request timeout", "unreachable"],
    ["http://127.0.0.1:8546/pooldata?addr=0x1: timed out", "unreachable"],
    ["http://127.0.0.1:8546/pooldata?addr=0x1: the answer is not JSON", "malformed"],
    ["http://127.0.0.1:8546/pooldata?addr=0x1: Malformed pooldata answer: validators", "malformed"],
  ])("%s is %s", (message, problem) => {
    expect(apiProblem(new Error(message))).toBe(problem);
  });
});

describe("retryDelayMs", () => {
  it("doubles from 2 s and stops at a minute", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelayMs)).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });
});
