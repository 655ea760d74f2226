import { chain, receiptsFrom } from "../support/chain";
import { ALICE, ALICE_CLAIM, WALLET_PASSWORD } from "../support/constants";
import { expect, test } from "../support/test";

interface Eip1193 {
  request(args: { method: string }): Promise<unknown>;
}

// MetaMask 13.13.1, locked, still answers the site with its permitted account (eth_accounts) and says it is unlocked
// (`_metamask.isUnlocked()` is true): checked here, the page cannot tell a locked MetaMask from an open one. What it
// shows after a reload is that account's live figures, read again from the chain and the API; the first write makes
// MetaMask ask for its password before anything is signed.
test("MetaMask locked, then the page reloaded: the account MetaMask reports, with figures read anew; a claim asks MetaMask to unlock first", async ({
  page,
  dashboard,
  prompts,
  wallet,
}) => {
  await dashboard.connect();
  await expect(dashboard.claimButton).toHaveText(ALICE_CLAIM.button);

  await wallet.lock();
  await page.reload();

  const reported = await page.evaluate(() =>
    (window as Window & { ethereum?: Eip1193 }).ethereum?.request({ method: "eth_accounts" }),
  );
  expect(reported, "MetaMask reports the site's account while locked").toEqual([ALICE.address.toLowerCase()]);
  await expect(dashboard.accountButton(ALICE.address)).toBeVisible({ timeout: 30_000 });
  await expect(dashboard.claimButton).toHaveText(ALICE_CLAIM.button);
  const startBlock = await chain.getBlockNumber();

  await dashboard.claimButton.click();
  await prompts.unlock(WALLET_PASSWORD);
  // Nothing was sent while MetaMask was locked.
  expect(await receiptsFrom(ALICE.address, startBlock)).toEqual([]);
  await prompts.confirmTransaction();
  expect(await dashboard.alertText()).toBe("Successfully Claimed Rewards");
  const receipts = await receiptsFrom(ALICE.address, startBlock);
  expect(receipts).toHaveLength(1);
});
