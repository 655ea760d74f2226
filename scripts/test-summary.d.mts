export interface TestCounts {
  /** The browser and its version, e.g. "WebKitGTK 2.50.6". */
  readonly browser: string;
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
}

export interface StepResult {
  readonly name: string;
  readonly ok: boolean;
  /** The reason the step skipped itself, or null. */
  readonly skipped: string | null;
  readonly seconds: number;
  /** A browser step's test counts, from its Playwright JSON report. */
  readonly tests?: TestCounts | null;
}

export function testCounts(json: string | null, browser: string): TestCounts | null;

export function skipReason(status: number | null, stdout: string): string | null;
/** The Node the steps ran on: process.version and process.execPath. */
export interface NodeRun {
  readonly version: string;
  readonly execPath: string;
}

export function summaryLines(results: readonly StepResult[], node: NodeRun): string[];
