// What a test looks for on the page, as plain data: Playwright turns a Target into a Locator (DashboardPage), the other
// engines' drivers send it into the page, where e2e/engines/harness/in-page.ts finds the elements. One description of
// the page's parts serves every engine.

/** A text to match: exactly (whitespace collapsed and trimmed), or by a regular expression (sent as its source). */
export type TextMatch = string | { readonly pattern: string; readonly flags: string };

export type Query =
  /** By ARIA role and accessible name, hidden elements left out (Playwright's getByRole with exact names). */
  | { readonly role: string; readonly name?: TextMatch }
  | { readonly testId: string }
  /** The smallest elements whose whole text matches (Playwright's getByText with exact texts). */
  | { readonly text: TextMatch }
  | { readonly css: string };

export interface Target {
  readonly query: Query;
  /** Only inside the elements this one finds. */
  readonly within?: Target;
  /** The n-th of the elements found (0-based). */
  readonly nth?: number;
}

const textMatch = (text: string | RegExp): TextMatch =>
  typeof text === "string" ? text : { pattern: text.source, flags: text.flags };

/** The TextMatch as Playwright takes it. */
export const asPlaywrightText = (text: TextMatch): string | RegExp =>
  typeof text === "string" ? text : new RegExp(text.pattern, text.flags);

export const byRole = (role: string, name?: string | RegExp): Target => ({
  query: name === undefined ? { role } : { role, name: textMatch(name) },
});
export const byTestId = (testId: string): Target => ({ query: { testId } });
export const byText = (text: string | RegExp): Target => ({ query: { text: textMatch(text) } });
export const byCss = (css: string): Target => ({ query: { css } });

/** `child` looked for inside `parent`. */
export const inside = (parent: Target, child: Target): Target =>
  child.within ? { ...child, within: inside(parent, child.within) } : { ...child, within: parent };

export const nth = (target: Target, index: number): Target => ({ ...target, nth: index });

/** How a target reads in a failure message. */
export function describeTarget(target: Target): string {
  const text = (match: TextMatch) =>
    typeof match === "string" ? JSON.stringify(match) : `/${match.pattern}/${match.flags}`;
  const { query } = target;
  const own =
    "role" in query
      ? `${query.role}${query.name === undefined ? "" : ` ${text(query.name)}`}`
      : "testId" in query
        ? `[data-testid=${query.testId}]`
        : "text" in query
          ? `text ${text(query.text)}`
          : query.css;
  const indexed = target.nth === undefined ? own : `${own} #${target.nth}`;
  return target.within ? `${describeTarget(target.within)} › ${indexed}` : indexed;
}
