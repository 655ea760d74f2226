import { parseEventLogs } from "viem";
import { chain, poolEvents, receiptsFrom } from "../support/chain";
import { ALICE } from "../support/constants";
import { expect, test } from "../support/test";

test("request exit for 101, confirmed in MetaMask: Notice first, then the row turns Exit Requested", async ({
  page,
  dashboard,
  prompts,
}) => {
  await dashboard.connect();
  await expect(dashboard.row(101)).toHaveAttribute("data-status", "Active");
  const startBlock = await chain.getBlockNumber();

  await dashboard.checkbox(101).check();
  await page.getByRole("button", { name: "Request Exit for 1 validator" }).click();
  await expect(dashboard.dialog.getByRole("heading", { name: "Notice" })).toBeVisible();
  await dashboard.dialog.getByRole("button", { name: "Request Exit" }).click();
  await prompts.confirmTransaction();
  expect(await dashboard.alertText()).toBe("Successfully Requested Exit");

  // Independent reads on the chain: one transaction from Alice carrying the pool's ExitRequested for 101.
  const receipts = await receiptsFrom(ALICE.address, startBlock);
  expect(receipts, "MetaMask sent exactly one transaction").toHaveLength(1);
  const receipt = receipts[0]!;
  expect(receipt.status).toBe("success");
  const [event] = parseEventLogs({ abi: poolEvents, logs: receipt.logs, eventName: "ExitRequested" });
  expect(event?.args.eth1).toBe(ALICE.address);
  expect(event?.args.indexes).toEqual([101n]);

  await dashboard.closeAlert();
  await expect(dashboard.row(101)).toHaveAttribute("data-status", "Exit Requested");
});
