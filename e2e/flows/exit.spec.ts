import { parseEventLogs } from "viem";
import { smoothlyPoolAbi } from "../../lib/protocol/abi.generated";
import { ALICE } from "../../mocks/oracle/seed-accounts";
import { expect, test } from "../support/fixtures";
import { freezeApi } from "../support/frozen-api";

test.use({ account: ALICE });

test("request exit: Notice first, then the row turns Exit Requested from the live event", async ({
  dashboard,
  wallet,
  chain,
  stack,
}) => {
  await freezeApi(dashboard.page, stack.apiUrl, stack.oracle);
  await dashboard.connect();
  await dashboard.checkbox(101).check();
  await dashboard.checkbox(103).check();
  await dashboard.page.getByRole("button", { name: "Request Exit for 2 validators" }).click();

  const notice = dashboard.dialog;
  await expect(notice.getByRole("heading", { name: "Notice" })).toBeVisible();
  await expect(notice).toContainText("1 of the 2 selected validators is Pending.");
  await notice.getByRole("button", { name: "Request Exit" }).click();
  expect(await dashboard.alertText()).toBe("Successfully Requested Exit");

  const receipt = await chain.getTransactionReceipt({ hash: wallet.sent[0]! });
  const [event] = parseEventLogs({ abi: smoothlyPoolAbi, logs: receipt.logs, eventName: "ExitRequested" });
  expect(event?.args.indexes).toEqual([101n, 103n]);
  await dashboard.closeAlert();
  await dashboard.expectStatus(101, "Exit Requested");
  await dashboard.expectStatus(103, "Exit Requested");
  await expect(dashboard.checkbox(101)).toBeDisabled();
});

test("selecting a row of the other kind clears the selection; Cancel clears it too", async ({ dashboard }) => {
  await dashboard.connect();
  await dashboard.checkbox(101).check();
  await expect(dashboard.page.getByRole("button", { name: "Request Exit for 1 validator" })).toBeVisible();
  await dashboard.checkbox(104).check(); // Unregistered: a subscribe selection
  await expect(dashboard.checkbox(101)).not.toBeChecked();
  await expect(dashboard.page.getByRole("button", { name: "Subscribe 1 validator" })).toBeVisible();
  await dashboard.page.getByRole("button", { name: "Cancel" }).click();
  await expect(dashboard.checkbox(104)).not.toBeChecked();
});
