import { ALICE, BOB, METAMASK_ACCOUNT_NAMES } from "../support/constants";
import { expect, test } from "../support/test";

test("switching account in MetaMask while connected: Alice's table becomes Bob's without a reload, nothing of Alice's left", async ({
  page,
  dashboard,
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
  await expect(dashboard.claimButton).toHaveText("Claim 0.329 ETH");
  for (const index of ALICE.indexes) await expect(dashboard.row(index)).toHaveCount(0);
  await expect(dashboard.accountButton(ALICE.address)).toHaveCount(0);
  await expect(page.getByText("0.428", { exact: false })).toHaveCount(0);
  expect(await page.evaluate(() => (window as Window & { __sameDocument?: string }).__sameDocument)).toBe(
    "before the switch",
  );
});
