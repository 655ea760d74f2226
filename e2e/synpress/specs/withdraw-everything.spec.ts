import { parseEventLogs } from "viem";
import { chain, gasCost, poolEvents, receiptsFrom } from "../support/chain";
import { ALICE, BOB, METAMASK_ACCOUNT_NAMES } from "../support/constants";
import { expect, test } from "../support/test";
import { expectAbsent } from "../support/settled";

/** Bob's seed: rewards 0.329975 ETH in the withdrawals proof and 201's bond, 0.05 ETH, in the exits proof. */
const BOB_REWARDS = 329_975_000_000_000_000n;
const BOB_BOND_201 = 50_000_000_000_000_000n;

// One MetaMask start (a start costs about 20 s) for a person with two accounts: Alice's table first, then MetaMask
// switched to Bob, who takes everything out.
test("switching from Alice to Bob in MetaMask while connected: Bob's table without a reload, nothing of Alice's left; then Withdraw everything for Bob, each step confirmed in MetaMask, every wei of both proofs paid", async ({
  page,
  dashboard,
  prompts,
  wallet,
}) => {
  // Both accounts connected to the site in MetaMask's prompt; MetaMask's selected account (Alice) comes first.
  await dashboard.connect([BOB.address]);
  await expect(dashboard.accountButton(ALICE.address)).toBeVisible();
  for (const index of ALICE.indexes) await expect(dashboard.row(index)).toBeVisible();
  await expect(dashboard.claimButton).toHaveText("Claim 0.428 ETH");
  // A mark only this document carries: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { __sameDocument: "before the switch" }));

  await wallet.selectAccount(BOB.address, METAMASK_ACCOUNT_NAMES.bob);

  await expect(dashboard.accountButton(BOB.address)).toBeVisible();
  for (const index of BOB.indexes) await expect(dashboard.row(index)).toBeVisible();
  await expectAbsent(
    () => expect(dashboard.claimButton).toHaveText("Claim 0.329 ETH"),
    ...ALICE.indexes.map((index) => dashboard.row(index)),
    dashboard.accountButton(ALICE.address),
    page.getByText("0.428", { exact: false }),
  );
  expect(await page.evaluate(() => (window as Window & { __sameDocument?: string }).__sameDocument)).toBe(
    "before the switch",
  );

  // Withdraw everything, as Bob.
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
