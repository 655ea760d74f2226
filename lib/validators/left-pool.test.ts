import { describe, expect, it } from "vitest";
import { leftPoolIndexes } from "./left-pool";

describe("leftPoolIndexes", () => {
  it("a record no longer active has left (its bond withdrawn too); one that never joined has not", () => {
    const validators = [
      { index: 601, active: false },
      { index: 104, active: undefined },
      { index: 101, active: true },
    ];
    expect(leftPoolIndexes(validators, [])).toEqual([601]);
  });

  it("adds the Exited rows of a list read from the chain, each once, ascending", () => {
    const rows = [
      { index: 201, status: "Exited" as const },
      { index: 203, status: "Unknown" as const },
      { index: 105, status: "Exit Requested" as const },
    ];
    expect(
      leftPoolIndexes(
        [
          { index: 201, active: false },
          { index: 202, active: false },
        ],
        rows,
      ),
    ).toEqual([201, 202]);
  });
});
