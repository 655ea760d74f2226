import { expect, type FrameLocator, type Locator, type Page } from "@playwright/test";
import { settleSigns } from "../shared/settle-signs";

export type { Sign, WriteOutcome } from "../shared/settle-signs";

/** Where the dashboard is: the page, or the frame a Safe's host shows it in (e2e/pages/SafeAppPage.ts). */
export type DashboardRoot = Page | FrameLocator;

/** The Playwright suite's settle signs and absences (e2e/shared/settle-signs.ts). */
export const {
  writeMark,
  writeSettled,
  shows,
  contains,
  allOf,
  expectAbsent,
  expectHidden,
  afterSettled,
  expectGoneAfter,
} = settleSigns<Locator>(expect, { writeTimeout: 30_000 });
