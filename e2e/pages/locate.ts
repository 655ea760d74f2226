import type { Locator, Page } from "@playwright/test";
import { asPlaywrightText, type Target } from "./targets";

type AriaRole = Parameters<Page["getByRole"]>[0];

/** A shared Target as a Playwright Locator: names and texts matched exactly, as the other engines' harness does. */
export function locate(root: Page | Locator, target: Target): Locator {
  const base = target.within ? locate(root, target.within) : root;
  const { query } = target;
  const found =
    "role" in query
      ? base.getByRole(
          query.role as AriaRole,
          query.name === undefined ? {} : { name: asPlaywrightText(query.name), exact: true },
        )
      : "testId" in query
        ? base.getByTestId(query.testId)
        : "text" in query
          ? base.getByText(asPlaywrightText(query.text), { exact: true })
          : base.locator(query.css);
  return target.nth === undefined ? found : found.nth(target.nth);
}
