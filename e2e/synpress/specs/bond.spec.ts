import { parseEventLogs } from "viem";
import { chain, gasCost, poolEvents, receiptsFrom } from "../support/chain";
import { BOB, METAMASK_ACCOUNT_NAMES } from "../support/constants";
import { expect, test } from "../support/test";

/** Holesky's and the local chain's top-up and bond (the local build runs these specs only). */
const TOP_UP = 15_000_000_000_000_000n;
const BOND = 50_000_000_000_000_000n;

test.beforeEach(async ({ wallet }) => {
  await wallet.selectAccount(BOB.address, METAMASK_ACCOUNT_NAMES.bob);
});

test("add bond for Bob's penalized 203, confirmed in MetaMask: the top-up is paid and 203 is full again", async ({
  dashboard,
  prompts,
}) => {
  await dashboard.connect();
  await expect(dashboard.row(203)).toContainText("0.035");
  const startBlock = await chain.getBlockNumber();
  const before = await chain.getBalance({ address: BOB.address });

  await dashboard.bondAction(203, "Add bond").click();
  await prompts.confirmTransaction();
  expect(await dashboard.alertText()).toBe("Successfully Added Bond");

  const receipts = await receiptsFrom(BOB.address, startBlock);
  expect(receipts, "MetaMask sent exactly one transaction").toHaveLength(1);
  const receipt = receipts[0]!;
  const [event] = parseEventLogs({ abi: poolEvents, logs: receipt.logs, eventName: "StakeAdded" });
  expect(event?.args).toEqual({ eth1: BOB.address, index: 203n, value: TOP_UP });
  const after = await chain.getBalance({ address: BOB.address });
  expect(before - after).toBe(TOP_UP + gasCost(receipt));

  await dashboard.closeAlert();
  await expect(dashboard.row(203)).toContainText("0.050");
  await expect(dashboard.bondAction(203, "Add bond")).toHaveCount(0);
});

test("withdraw bond of Bob's exited 201, confirmed in MetaMask, pays the bond once", async ({ dashboard, prompts }) => {
  await dashboard.connect();
  const startBlock = await chain.getBlockNumber();
  const before = await chain.getBalance({ address: BOB.address });

  await dashboard.bondAction(201, "Withdraw bond").click();
  await prompts.confirmTransaction();
  expect(await dashboard.alertText()).toBe("Successfully Withdrawn Bond");

  const receipts = await receiptsFrom(BOB.address, startBlock);
  expect(receipts, "MetaMask sent exactly one transaction").toHaveLength(1);
  const receipt = receipts[0]!;
  const [event] = parseEventLogs({ abi: poolEvents, logs: receipt.logs, eventName: "StakeWithdrawal" });
  expect(event?.args).toEqual({ eth1: BOB.address, indexes: [201n], value: BOND });
  const after = await chain.getBalance({ address: BOB.address });
  expect(after - before).toBe(BOND - gasCost(receipt));

  await dashboard.closeAlert();
  await expect(dashboard.bondAction(201, "Withdraw bond")).toHaveCount(0);
});
