import type { Edit } from "./defects";

/** How the named tests did over several runs: how many runs had a failure, or why they could not be judged. */
export interface RunVerdict {
  readonly runs: number;
  readonly failed: number;
  readonly problem?: string;
  /** The titles of the tests that failed in some run (what a control that did not pass names). */
  readonly failing?: readonly string[];
}

/**
 * The files a defect's edits give, each `find` found exactly once in the text it applies to (edits of one file apply
 * in order). Throws, naming the edit, when a `find` is missing or not unique: the code has moved.
 */
export function applyEdits(edits: readonly Edit[], read: (file: string) => string): Map<string, string> {
  const texts = new Map<string, string>();
  for (const edit of edits) {
    const text = texts.get(edit.file) ?? read(edit.file);
    const count = text.split(edit.find).length - 1;
    if (count !== 1) {
      throw new Error(`${edit.file}: ${count === 0 ? "no" : count} match(es) for ${JSON.stringify(edit.find)}`);
    }
    texts.set(
      edit.file,
      text.replace(edit.find, () => edit.replace),
    );
  }
  return texts;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A `--grep` pattern for tests whose title holds any of `titles` (written out as in the specs). */
export const titlePattern = (titles: readonly string[]) => (titles.length === 0 ? "." : titles.map(escape).join("|"));

interface ReportTest {
  readonly projectName?: string;
  readonly status?: string;
}
interface ReportSpec {
  readonly title?: string;
  readonly tests?: readonly ReportTest[];
}
interface ReportSuite {
  readonly specs?: readonly ReportSpec[];
  readonly suites?: readonly ReportSuite[];
}

function specsOf(suites: readonly ReportSuite[]): ReportSpec[] {
  return suites.flatMap((suite) => [...(suite.specs ?? []), ...specsOf(suite.suites ?? [])]);
}

/**
 * From Playwright's JSON report of `--repeat-each=runs`: how many of the runs had a test that failed. A spec's
 * tests list its repeats in order, so the i-th entry of each spec is run i. A report with no test, or with fewer
 * results than runs, is a problem, not a verdict.
 */
export function caughtRuns(json: string | null, runs: number, output: string): RunVerdict {
  let report: { suites?: readonly ReportSuite[] };
  try {
    report = JSON.parse(json ?? "") as { suites?: readonly ReportSuite[] };
  } catch {
    return { runs, failed: 0, problem: `no report from Playwright:\n${output}` };
  }
  const specs = specsOf(report.suites ?? []).filter((spec) => (spec.tests ?? []).length > 0);
  if (specs.length === 0) return { runs, failed: 0, problem: "no test matched the named titles" };
  let failed = 0;
  const failing = specs
    .filter((spec) => (spec.tests ?? []).some((test) => test.status === "unexpected"))
    .map((spec) => spec.title ?? "(untitled)");
  for (let run = 0; run < runs; run += 1) {
    const statuses = specs.map((spec) => spec.tests?.[run]?.status);
    if (statuses.some((status) => status === undefined)) {
      return { runs, failed: 0, problem: `run ${run + 1} is missing from the report` };
    }
    // A skipped test caught nothing; only a test that failed did.
    if (statuses.some((status) => status === "unexpected")) failed += 1;
  }
  return failing.length > 0 ? { runs, failed, failing } : { runs, failed };
}
