import { parseEventLogs } from "viem";
import { chain, gasCost, poolEvents, receiptsFrom } from "../support/chain";
import { BOB, METAMASK_ACCOUNT_NAMES } from "../support/constants";
import { expect, test } from "../support/test";

/** Bob's seed: rewards 0.329975 ETH in the withdrawals proof and 201's bond, 0.05 ETH, in the exits proof. */
const BOB_REWARDS = 329_975_000_000_000_000n;
const BOB_BOND_201 = 50_000_000_000_000_000n;

test("Withdraw everything for Bob: each step confirmed in MetaMask, every wei of both proofs paid", async ({
  page,
  dashboard,
  prompts,
  wallet,
}) => {
  await wallet.selectAccount(BOB.address, METAMASK_ACCOUNT_NAMES.bob);
  await dashboard.connect();
  const panel = page.getByTestId("wind-down");
  await expect(panel.getByTestId("figure-claimableNow")).toContainText("0.379 ETH");
  const startBlock = await chain.getBlockNumber();
  const before = await chain.getBalance({ address: BOB.address });

  await panel.getByRole("button", { name: "Withdraw everything" }).click();
  const steps = dashboard.dialog.locator("li[data-state]");
  await expect(steps, "exit 203 and 204, claim the rewards, withdraw 201's bond").toHaveCount(3);
  await expect(steps.filter({ hasText: "Request exit" })).toContainText("Validators 203, 204");
  await expect(steps.filter({ hasText: "Claim rewards" })).toContainText("0.329 ETH");
  await expect(steps.filter({ hasText: "Withdraw bond" })).toContainText("0.050 ETH");
  await dashboard.dialog.getByRole("button", { name: "Start" }).click();
  for (let step = 0; step < 3; step++) {
    await prompts.confirmTransaction();
    await expect(steps.nth(step)).toHaveAttribute("data-state", "confirmed", { timeout: 45_000 });
  }

  const receipts = await receiptsFrom(BOB.address, startBlock);
  expect(receipts, "MetaMask sent one transaction a step").toHaveLength(3);
  const logs = receipts.flatMap((receipt) => receipt.logs);
  const exits = parseEventLogs({ abi: poolEvents, logs, eventName: "ExitRequested" });
  expect(exits.map((event) => event.args.indexes)).toEqual([[203n, 204n]]);
  const rewards = parseEventLogs({ abi: poolEvents, logs, eventName: "RewardsWithdrawal" });
  expect(rewards.map((event) => event.args.value)).toEqual([BOB_REWARDS]);
  const bonds = parseEventLogs({ abi: poolEvents, logs, eventName: "StakeWithdrawal" });
  expect(bonds.map((event) => [event.args.indexes, event.args.value])).toEqual([[[201n], BOB_BOND_201]]);
  const gas = receipts.reduce((sum, receipt) => sum + gasCost(receipt), 0n);
  const after = await chain.getBalance({ address: BOB.address });
  expect(after - before).toBe(BOB_REWARDS + BOB_BOND_201 - gas);

  await dashboard.dialog.getByRole("button", { name: "Close" }).click();
  await expect(panel.getByTestId("figure-claimableNow")).toContainText("0.000 ETH");
});
