import { chain, receiptsFrom } from "../support/chain";
import { ALICE, ALICE_CLAIM } from "../support/constants";
import { stack } from "../support/stack";
import { expect, test } from "../support/test";

test("a claim rejected in MetaMask shows no message, sends nothing, and the Claim button works again", async ({
  page,
  dashboard,
  prompts,
}) => {
  await dashboard.connect();
  await expect(dashboard.claimButton).toHaveText(ALICE_CLAIM.button);
  const startBlock = await chain.getBlockNumber();
  const before = await chain.getBalance({ address: ALICE.address });

  await dashboard.claimButton.click();
  await prompts.rejectTransaction();

  // "User rejected the request: no message shown": the pending animation goes, and no alert opens.
  await expect(dashboard.dialog).toHaveCount(0);
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);
  await expect(dashboard.claimButton).toHaveText(ALICE_CLAIM.button);
  await expect(dashboard.claimButton).toBeEnabled();
  // Nothing reached the chain: no block, no transaction waiting, the same balance.
  expect(await chain.getBlockNumber()).toBe(startBlock);
  expect(await stack.pending()).toEqual({});
  expect(await receiptsFrom(ALICE.address, startBlock)).toEqual([]);
  expect(await chain.getBalance({ address: ALICE.address })).toBe(before);

  // And the same button still claims.
  await dashboard.claimButton.click();
  await prompts.confirmTransaction();
  expect(await dashboard.alertText()).toBe("Successfully Claimed Rewards");
});
