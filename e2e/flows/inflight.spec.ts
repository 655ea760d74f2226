import { BOB } from "../../mocks/oracle/seed-accounts";
import { gasCost } from "../support/chain-checks";
import { expect, test } from "../support/fixtures";
import { storedInflight } from "../support/inflight-storage";
import { contains, expectAbsent, expectHidden, shows } from "../support/settled";

test.use({ account: BOB });

test("an add bond sent before a reload stays pending, blocks a second one, then confirms and unlocks", async ({
  dashboard,
  wallet,
  chain,
  anvil,
}) => {
  await dashboard.connect();
  await expect(dashboard.row(203)).toContainText("0.035"); // penalized one top-up
  const before = await chain.getBalance({ address: BOB.address });
  await anvil.setAutomine(false); // the add bond stays unmined across the reload

  await dashboard.bondAction(203, "Add bond").click();
  // The pending animation covers the page; a person hides it to go and look at the wallet.
  await dashboard.dialog.getByRole("button", { name: "Hide" }).click();
  const line = dashboard.page.getByRole("status").filter({ hasText: "Transaction pending: Add bond for 203" });
  await expect(line).toBeVisible();
  await expect.poll(async () => (await storedInflight(dashboard.page)).length).toBe(1);
  const [sent] = wallet.sent;

  await dashboard.page.reload();
  await expect(dashboard.validatorsHeading).toBeVisible();
  // The wallet reconnects by itself: the account's kept transaction shows, and no Connect Wallet.
  await expectHidden(shows(line), dashboard.connectButton);
  await expect(line).toHaveAttribute("data-tx-hash", sent!);

  // A second add bond for 203 is refused with the reason, and never reaches the wallet.
  await dashboard.bondAction(203, "Add bond").click();
  expect(await dashboard.alertText()).toBe("Your Add bond for 203 is still pending: wait for it to confirm");
  await dashboard.closeAlert();
  expect(wallet.sent).toEqual([sent]);

  await anvil.mine({ blocks: 1 });
  expect(await dashboard.alertText()).toBe("Successfully Added Bond");
  await expectHidden(shows(dashboard.alert), line);
  expect(await storedInflight(dashboard.page)).toEqual([]);
  const after = await chain.getBalance({ address: BOB.address });
  expect(before - after).toBe(15_000_000_000_000_000n + (await gasCost(chain, sent!)));

  await anvil.setAutomine(true);
  await dashboard.closeAlert();
  await expectAbsent(contains(dashboard.row(203), "0.050"), dashboard.bondAction(203, "Add bond"));
});
