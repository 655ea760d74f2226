import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { parseWith } from "./parse-result";

const pair = v.object({ a: v.number("expected a number"), b: v.string("expected a string") });
const five = v.object({
  a: v.number("expected a number"),
  b: v.number("expected a number"),
  c: v.number("expected a number"),
  d: v.number("expected a number"),
  e: v.number("expected a number"),
});

describe("parseWith", () => {
  it("returns the parsed value", () => {
    expect(parseWith(pair, { a: 1, b: "x" }, "pooldata")).toEqual({ ok: true, value: { a: 1, b: "x" } });
  });

  it("names the answer and where each issue is", () => {
    expect(parseWith(pair, { a: "1", b: 2 }, "pooldata")).toEqual({
      ok: false,
      reason: "Malformed pooldata answer: a: expected a number; b: expected a string",
    });
  });

  it("shows the first three issues and counts the rest", () => {
    expect(parseWith(five, { a: "", b: "", c: "", d: "", e: "" }, "poolstats")).toEqual({
      ok: false,
      reason:
        "Malformed poolstats answer: a: expected a number; b: expected a number; c: expected a number (and 2 more)",
    });
  });

  it("says (root) for an issue with the answer as a whole", () => {
    expect(parseWith(pair, "not an object", "validators")).toEqual({
      ok: false,
      reason: expect.stringMatching(/^Malformed validators answer: \(root\): /),
    });
  });

  it("turns an answer that throws while being read into a malformed answer", () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error("no reading this");
        },
        has() {
          throw new Error("no reading this");
        },
      },
    );
    expect(parseWith(pair, hostile, "pooldata")).toEqual({
      ok: false,
      reason: "Malformed pooldata answer: no reading this",
    });
  });
});
