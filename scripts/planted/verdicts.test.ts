import { describe, expect, it } from "vitest";
import { applyEdits, caughtRuns, titlePattern } from "./verdicts";

const report = (...specs: { tests: { status: string }[] }[]) =>
  JSON.stringify({ suites: [{ suites: [{ specs: specs.map((s, i) => ({ title: `t${i}`, ...s })) }] }] });

describe("caughtRuns", () => {
  it("counts a run as caught when any named test failed in it", () => {
    const json = report(
      { tests: [{ status: "unexpected" }, { status: "expected" }, { status: "expected" }] },
      { tests: [{ status: "expected" }, { status: "unexpected" }, { status: "expected" }] },
    );
    expect(caughtRuns(json, 3, "")).toEqual({ runs: 3, failed: 2, failing: ["t0", "t1"] });
  });

  it("names only the tests that failed", () => {
    const json = report({ tests: [{ status: "expected" }] }, { tests: [{ status: "unexpected" }] });
    expect(caughtRuns(json, 1, "")).toEqual({ runs: 1, failed: 1, failing: ["t1"] });
    expect(caughtRuns(report({ tests: [{ status: "expected" }] }), 1, "")).toEqual({ runs: 1, failed: 0 });
  });

  it("does not count a skipped test as a catch", () => {
    expect(caughtRuns(report({ tests: [{ status: "skipped" }] }), 1, "")).toEqual({ runs: 1, failed: 0 });
  });

  it("says so when no test matched, a run is missing or there is no report", () => {
    expect(caughtRuns(report(), 3, "").problem).toBe("no test matched the named titles");
    expect(caughtRuns(report({ tests: [{ status: "unexpected" }] }), 2, "").problem).toBe(
      "run 2 is missing from the report",
    );
    expect(caughtRuns(null, 3, "Error: port 8545 is taken").problem).toBe(
      "no report from Playwright:\nError: port 8545 is taken",
    );
  });
});

describe("applyEdits", () => {
  const files: Record<string, string> = { "a.ts": "const x = 1;\nconst y = 2;\n" };
  const read = (file: string) => files[file] ?? "";

  it("applies each edit in order, to the text the one before left", () => {
    const changed = applyEdits(
      [
        { file: "a.ts", find: "const x = 1;", replace: "const x = 3;" },
        { file: "a.ts", find: "x = 3", replace: "x = 4" },
      ],
      read,
    );
    expect(changed.get("a.ts")).toBe("const x = 4;\nconst y = 2;\n");
  });

  it("refuses a find that is missing or not unique, naming it", () => {
    expect(() => applyEdits([{ file: "a.ts", find: "const z", replace: "" }], read)).toThrow(
      'a.ts: no match(es) for "const z"',
    );
    expect(() => applyEdits([{ file: "a.ts", find: "const", replace: "" }], read)).toThrow(
      'a.ts: 2 match(es) for "const"',
    );
  });

  it("takes a replacement with $ as it is written", () => {
    expect(applyEdits([{ file: "a.ts", find: "1", replace: "$&$1" }], read).get("a.ts")).toContain("const x = $&$1;");
  });
});

describe("titlePattern", () => {
  it("matches the titles as written, brackets and all", () => {
    const pattern = new RegExp(titlePattern(["a (b) [c]", "d.e"]));
    expect(pattern.test("x a (b) [c] y")).toBe(true);
    expect(pattern.test("dxe")).toBe(false);
    expect(pattern.test("d.e")).toBe(true);
  });
});
