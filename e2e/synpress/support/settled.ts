import { expect, type Locator } from "@playwright/test";
import { settleSigns } from "../../shared/settle-signs";

export type { Sign, WriteOutcome } from "../../shared/settle-signs";

/**
 * The real-MetaMask suite's settle signs and absences (e2e/shared/settle-signs.ts), bound to this suite's own
 * Playwright: MetaMask's prompts make a write's settle slower than the injected wallet's.
 */
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
} = settleSigns<Locator>(expect, { writeTimeout: 45_000, markTimeout: 30_000 });
