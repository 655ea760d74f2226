export interface StepResult {
  readonly name: string;
  readonly ok: boolean;
  /** The reason the step skipped itself, or null. */
  readonly skipped: string | null;
  readonly seconds: number;
}

export function skipReason(status: number | null, stdout: string): string | null;
export function summaryLines(results: readonly StepResult[]): string[];
