import type { Route } from "@playwright/test";
import { createWalletClient, http, parseEventLogs } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { smoothlyPoolAbi } from "../../lib/protocol/abi.generated";
import { localNetwork } from "../../lib/network/local";
import { ALICE } from "../../mocks/oracle/seed-accounts";
import { expect, test } from "../support/fixtures";
import { expectConsoleErrors, goneHostErrors } from "../support/console-errors";
import { freezeApi } from "../support/frozen-api";
import { expectAbsent, expectHidden, shows } from "../support/settled";

test.use({ account: ALICE });

const CHAIN_NOTE = "The chain is not answering: the countdown, gas price and live updates resume when it does.";

test("after an RPC outage the page reads the events it missed and the row shows them", async ({
  dashboard,
  chain,
  stack,
  consoleErrors,
}) => {
  const page = dashboard.page;
  // The API lags (frozen at its first answer), so the row can only change through the pool events.
  await freezeApi(page, stack.apiUrl, stack.oracle, stack.rpcUrl);
  await dashboard.connect();
  await dashboard.expectStatus(101, "Active");

  // The page loses its RPC: every request it sends there fails.
  const rpcOrigin = new URL(stack.rpcUrl).origin;
  const outage = (route: Route) => route.abort("connectionrefused");
  const isRpc = (url: URL) => url.origin === rpcOrigin;
  await page.route(isRpc, outage);
  await expect(page.getByText(CHAIN_NOTE)).toBeVisible({ timeout: 15_000 });

  // Meanwhile Alice requests an exit for 101 from another wallet, outside the page.
  const alice = createWalletClient({
    account: privateKeyToAccount(ALICE.privateKey),
    chain: localNetwork.chain,
    transport: http(stack.rpcUrl),
  });
  const hash = await alice.writeContract({
    address: stack.deployment.pool,
    abi: smoothlyPoolAbi,
    functionName: "requestExit",
    args: [[101n]],
  });
  const receipt = await chain.waitForTransactionReceipt({ hash });
  const [event] = parseEventLogs({ abi: smoothlyPoolAbi, logs: receipt.logs, eventName: "ExitRequested" });
  expect(event?.args.indexes).toEqual([101n]);
  await expect(page.getByText(CHAIN_NOTE)).toBeVisible();
  await dashboard.expectStatus(101, "Active"); // nothing reaches the page yet

  // The RPC comes back: the page reads the blocks it missed and the row shows the event.
  await page.unroute(isRpc, outage);
  // The poller backs off while the RPC fails (2 s, 4 s, 8 s…): its next attempt reads from the last block it saw.
  await expectHidden(
    () => expect(dashboard.row(101)).toHaveAttribute("data-status", "Exit Requested", { timeout: 20_000 }),
    page.getByText(CHAIN_NOTE),
  );

  // The outage is what turned up red: failed RPC requests and the one logged chain error.
  expect(consoleErrors.length).toBeGreaterThan(0);
  for (const error of consoleErrors)
    expect(error).toMatch(
      /^(request failed: http:\/\/127\.0\.0\.1:8545\/|console: The chain is not answering|console: Failed to load resource)/,
    );
  consoleErrors.splice(0);
});

test("while the API does not answer, the list comes from the pool's events, with one line and Retry; the API's list comes back with it", async ({
  dashboard,
  stack,
  consoleErrors,
}) => {
  const page = dashboard.page;
  const api = `${stack.apiUrl.replace(/\/$/, "")}/pooldata?*`;
  let up = false;
  const gate = (route: Route) => (up ? route.continue() : route.abort("connectionrefused"));
  await page.route(api, gate);
  expectConsoleErrors(consoleErrors, goneHostErrors([new URL(stack.apiUrl).origin]));
  await dashboard.connect();
  await expect(page.getByText("The pool API could not be reached. Trying again shortly.")).toBeVisible();
  await expect(page.getByTestId("chain-list")).toContainText("Validators read from the pool's events on chain");
  await expectAbsent(() => dashboard.expectStatus(101, "Unknown"), page.getByText("No validators found"));

  // The API back just as Retry is pressed: the page's own retry (after 2 s, then longer) cannot come in between and
  // take the button away (a loaded machine's CI run: the click waited on a button that retry had removed).
  const retry = page.getByRole("button", { name: "Retry" });
  await retry.click({ trial: true });
  up = true;
  await retry.click();
  await expectAbsent(
    () => dashboard.expectStatus(101, "Active"),
    page.getByTestId("chain-list"),
    page.getByText("The pool API could not be reached. Trying again shortly."),
  );
});

test("a malformed API answer is logged, the list stays empty and the line says the API answered badly", async ({
  dashboard,
  stack,
  consoleErrors,
}) => {
  const page = dashboard.page;
  await page.route(`${stack.apiUrl.replace(/\/$/, "")}/pooldata?*`, (route) =>
    route.fulfill({ json: { validators: "none" } }),
  );
  await dashboard.connect();
  await expectAbsent(
    shows(page.getByText("The pool API answered badly. Trying again shortly.")),
    page.getByText("No validators found"),
    page.getByText("Loading validators…"),
  );
  for (const error of consoleErrors) expect(error).toMatch(/^console: Could not load your validators/);
  consoleErrors.splice(0);
});
