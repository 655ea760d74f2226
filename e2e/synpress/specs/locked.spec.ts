import { ALICE } from "../support/constants";
import { expect, test } from "../support/test";

test("MetaMask locked, then the page reloaded: it asks to connect and shows no figure of the last account", async ({
  page,
  dashboard,
  wallet,
}) => {
  await dashboard.connect();
  await expect(dashboard.row(101)).toBeVisible();
  await expect(dashboard.claimButton).toHaveText("Claim 0.428 ETH");

  await wallet.lock();
  await page.reload();

  await expect(dashboard.connectButton).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("No validators found")).toBeVisible();
  for (const index of ALICE.indexes) await expect(dashboard.row(index)).toHaveCount(0);
  await expect(dashboard.accountButton(ALICE.address)).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Claim [\d.]+ ETH$/ })).toHaveCount(0);
  await expect(page.getByTestId("wind-down")).toHaveCount(0);
});
