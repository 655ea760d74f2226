import { describe, expect, it } from "vitest";
import { firstInvalidValidator, subscriptionRefusal, UNCHECKED_STATUS } from "./subscribe";

describe("firstInvalidValidator", () => {
  it.each([
    [
      "all ok",
      [1, 2],
      [
        { index: 1, status: "ok" },
        { index: 2, status: "ok" },
      ],
      undefined,
    ],
    [
      "one unowned",
      [1, 2],
      [
        { index: 1, status: "ok" },
        { index: 2, status: "unowned" },
      ],
      { index: 2, status: "unowned" },
    ],
    [
      "the first of several, in request order",
      [3, 4],
      [
        { index: 4, status: "already registered" },
        { index: 3, status: "deactivated" },
      ],
      { index: 3, status: "deactivated" },
    ],
    ["status is case sensitive", [5], [{ index: 5, status: "OK" }], { index: 5, status: "OK" }],
    ["nothing returned", [6], [], { index: 6, status: UNCHECKED_STATUS }],
    ["an index left out", [7, 8], [{ index: 7, status: "ok" }], { index: 8, status: UNCHECKED_STATUS }],
    [
      "extra verdicts for other indexes do not count",
      [9],
      [
        { index: 9, status: "ok" },
        { index: 10, status: "unowned" },
      ],
      undefined,
    ],
  ])("%s", (_name, requested, checks, expected) => {
    expect(firstInvalidValidator(requested, checks)).toEqual(expected);
  });
});

describe("subscriptionRefusal", () => {
  it("refuses with the deprecation notice while subscriptions are closed", () => {
    expect(subscriptionRefusal(false)).toBe(
      "We are sorry the Protocol is being Depracated, Subscriptions are not available",
    );
  });

  it("lets the subscription through while they are open", () => {
    expect(subscriptionRefusal(true)).toBeNull();
  });
});
