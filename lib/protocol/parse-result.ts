import * as v from "valibot";

/** What every API parser returns: the domain value, or a readable reason. Parsers never throw. */
export type ParseResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

const SHOWN_ISSUES = 3;

/** "validators.0.rewards: expected …; exits: …" — the first few issues, each with where it happened. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const shown = issues.slice(0, SHOWN_ISSUES).map((issue) => `${v.getDotPath(issue) ?? "(root)"}: ${issue.message}`);
  const more = issues.length > SHOWN_ISSUES ? ` (and ${issues.length - SHOWN_ISSUES} more)` : "";
  return shown.join("; ") + more;
}

/** Runs a schema over an untrusted answer; `what` names the answer in the reason. */
export function parseWith<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  what: string,
): ParseResult<v.InferOutput<TSchema>> {
  try {
    const result = v.safeParse(schema, input);
    if (result.success) return { ok: true, value: result.output };
    return { ok: false, reason: `Malformed ${what} answer: ${describeIssues(result.issues)}` };
  } catch (error) {
    // Only exotic inputs get here (a throwing getter or proxy); the answer is still just malformed.
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: `Malformed ${what} answer: ${detail}` };
  }
}
