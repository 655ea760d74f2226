import { DashboardPage } from "../pages/DashboardPage";
import { expectConsoleErrors, goneHostErrors } from "./console-errors";
import { expect } from "./fixtures";

/**
 * The oracle's host is gone for this page from its first load: every request to its origin fails as a closed port
 * does. What that makes the browser log is expected; anything else still fails the test.
 */
export async function oracleGone(dashboard: DashboardPage, apiUrl: string, errors: string[]): Promise<void> {
  const origin = new URL(apiUrl).origin;
  await dashboard.page.route(
    (url) => url.origin === origin,
    (route) => route.abort("connectionrefused"),
  );
  expectConsoleErrors(errors, goneHostErrors([origin]));
  await dashboard.page.reload();
  await expect(dashboard.validatorsHeading).toBeVisible();
}
