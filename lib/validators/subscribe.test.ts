import { describe, expect, it } from "vitest";
import { firstInvalidValidator } from "./subscribe";

describe("firstInvalidValidator (spec §5)", () => {
  it.each([
    ["all ok", [{ index: 1, status: "ok" }, { index: 2, status: "ok" }], undefined],
    ["nothing returned", [], undefined],
    ["one unowned", [{ index: 1, status: "ok" }, { index: 2, status: "unowned" }], { index: 2, status: "unowned" }],
    ["the first of several", [{ index: 3, status: "deactivated" }, { index: 4, status: "already registered" }], { index: 3, status: "deactivated" }],
    ["status is case sensitive", [{ index: 5, status: "OK" }], { index: 5, status: "OK" }],
  ])("%s", (_name, checks, expected) => {
    expect(firstInvalidValidator(checks)).toEqual(expected);
  });
});
