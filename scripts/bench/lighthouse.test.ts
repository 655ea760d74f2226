import { describe, expect, it } from "vitest";
import { lighthouseLines, medianFigures, reportFigures, type LighthouseReport } from "./lighthouse";

/** A report shaped as Lighthouse 12.8.2 writes one (only the parts the bench reads). */
function report(
  performance: number,
  lcp: number,
  tbt: number,
  legacy: readonly number[],
  benchmarkIndex = 1616.5,
): LighthouseReport {
  return {
    categories: {
      performance: { score: performance },
      accessibility: { score: 1 },
      "best-practices": { score: 1 },
      seo: { score: 0.91 },
    },
    audits: {
      "largest-contentful-paint": { numericValue: lcp },
      "total-blocking-time": { numericValue: tbt },
      "legacy-javascript": { details: { items: legacy.map((wastedBytes) => ({ wastedBytes })) } },
    },
    environment: { benchmarkIndex },
  };
}

describe("reportFigures", () => {
  it("reads the four scores out of 100, LCP, TBT, the legacy JavaScript's bytes and the host's benchmark index", () => {
    expect(reportFigures(report(0.89, 3712.4, 80.5, [43785, 215]))).toEqual({
      performance: 89,
      accessibility: 100,
      bestPractices: 100,
      seo: 91,
      lcpMs: 3712.4,
      tbtMs: 80.5,
      legacyBytes: 44000,
      benchmarkIndex: 1616.5,
    });
  });

  it("leaves the benchmark index unknown, not zero, when a report has none", () => {
    const { environment: _, ...without } = report(0.97, 1200, 0, []);
    expect(reportFigures(without).benchmarkIndex).toBeNaN();
    expect(lighthouseLines(reportFigures(without))).toContain("lighthouse benchmark index: unknown");
  });

  it("counts no legacy JavaScript when the audit lists none", () => {
    expect(reportFigures(report(0.97, 1200, 0, [])).legacyBytes).toBe(0);
  });
});

describe("medianFigures", () => {
  it("takes each figure's median over the runs, separately", () => {
    const median = medianFigures([
      reportFigures(report(0.95, 1900, 120, [], 2059)),
      reportFigures(report(0.99, 1100, 40, [], 1116)),
      reportFigures(report(0.97, 1500, 300, [10], 1150)),
    ]);
    expect(median.performance).toBe(97);
    expect(median.lcpMs).toBe(1500);
    expect(median.tbtMs).toBe(120);
    expect(median.legacyBytes).toBe(0);
    expect(median.benchmarkIndex).toBe(1150);
  });
});

describe("lighthouseLines", () => {
  it("prints the figures as the bench's other lines", () => {
    expect(lighthouseLines(reportFigures(report(0.97, 1234, 56.4, [])))).toEqual([
      "lighthouse mobile performance: 97 /100",
      "lighthouse mobile accessibility: 100 /100",
      "lighthouse mobile best practices: 100 /100",
      "lighthouse mobile seo: 91 /100",
      "lighthouse mobile LCP: 1.23 s",
      "lighthouse mobile TBT: 56 ms",
      "lighthouse legacy JavaScript: 0 bytes",
      "lighthouse benchmark index: 1617",
    ]);
  });

  it("prints every run after the medians, so their spread shows", () => {
    const runs = [
      report(0.97, 1234, 56.4, [], 1116.2),
      report(0.95, 1610, 188.6, [], 2059),
      report(0.99, 1102, 31, [], 1150),
    ].map(reportFigures);
    expect(lighthouseLines({ ...medianFigures(runs), runs }).slice(-4)).toEqual([
      "lighthouse mobile runs performance: 97, 95, 99",
      "lighthouse mobile runs TBT: 56 ms, 189 ms, 31 ms",
      "lighthouse mobile runs LCP: 1.23 s, 1.61 s, 1.10 s",
      "lighthouse runs benchmark index: 1116, 2059, 1150",
    ]);
  });
});
