import { parseEventLogs } from "viem";
import { chain, gasCost, onlyReceiptFrom, poolEvents, receiptsFrom } from "../support/chain";
import { ALICE, ALICE_CLAIM, CHAIN_ID, CHAIN_NAME, WALLET_PASSWORD } from "../support/constants";
import { stack } from "../support/stack";
import { expect, test } from "../support/test";
import { expectAbsent } from "../support/settled";

interface Eip1193 {
  request(args: { method: string }): Promise<unknown>;
}

// One MetaMask start for a person's visits (a start costs about 20 s of this suite's time): connect, then a first
// transaction; back later, a claim refused first, as a person may, then confirmed from the same button after
// MetaMask was locked.
test("connects MetaMask through RainbowKit's list and MetaMask's approval (the chain, Alice's account and her validators), then requests exit for 101: Notice first, then the row turns Exit Requested; back later, the same table without a prompt, and a claim rejected in MetaMask shows no message and sends nothing; with MetaMask locked and the page reloaded, the account MetaMask reports with figures read anew, and the claim asks MetaMask to unlock first, then pays Alice exactly her proof and the Claim button shows 0", async ({
  page,
  dashboard,
  prompts,
  wallet,
}) => {
  await expect(page.getByText("No validators found")).toBeVisible();

  await dashboard.connect();

  await expect(dashboard.networkButton).toHaveText(CHAIN_NAME);
  await expect(dashboard.accountButton(ALICE.address)).toHaveText("0x15d3…6A65");
  for (const index of ALICE.indexes) await expect(dashboard.row(index)).toBeVisible();
  await expect(dashboard.row(104)).toHaveAttribute("data-status", "Unregistered");
  await expect(dashboard.row(105)).toHaveAttribute("data-status", "Exit Requested");

  // What the extension itself answers the page, against the chain's own id.
  const provider = await page.evaluate(async () => {
    const ethereum = (window as Window & { ethereum?: Eip1193 }).ethereum;
    if (!ethereum) return null;
    return {
      chainId: await ethereum.request({ method: "eth_chainId" }),
      accounts: await ethereum.request({ method: "eth_accounts" }),
    };
  });
  expect(provider, "MetaMask injects window.ethereum").not.toBeNull();
  expect(provider?.chainId).toBe(`0x${CHAIN_ID.toString(16)}`);
  expect(await chain.getChainId()).toBe(CHAIN_ID);
  expect(provider?.accounts).toEqual([ALICE.address.toLowerCase()]);

  // Request exit for 101.
  await expect(dashboard.row(101)).toHaveAttribute("data-status", "Active");
  const startBlock = await chain.getBlockNumber();
  await dashboard.checkbox(101).check();
  await page.getByRole("button", { name: "Request Exit for 1 validator" }).click();
  await expect(dashboard.dialog.getByRole("heading", { name: "Notice" })).toBeVisible();
  // What a request does now, before the signature (lib/copy/last-cycle.ts): paid once the next exits root lands.
  await expect(dashboard.dialog.getByTestId("exit-notice-bond")).toHaveText(
    "Requesting an exit cannot be undone. Your bond is paid once the pool's operators close the next reward cycle and its exits root, which holds your bond, lands on chain.",
  );
  await dashboard.dialog.getByRole("button", { name: "Request Exit" }).click();
  await prompts.confirmTransaction();
  expect(await dashboard.alertText()).toBe("Successfully Requested Exit");

  // Independent reads on the chain: one transaction from Alice carrying the pool's ExitRequested for 101.
  const receipt = await onlyReceiptFrom(ALICE.address, startBlock);
  const [event] = parseEventLogs({ abi: poolEvents, logs: receipt.logs, eventName: "ExitRequested" });
  expect(event?.args.eth1).toBe(ALICE.address);
  expect(event?.args.indexes).toEqual([101n]);

  await dashboard.closeAlert();
  await expect(dashboard.row(101)).toHaveAttribute("data-status", "Exit Requested");

  // Back later: the page opened again with MetaMask remembering the site. No Connect Wallet and no MetaMask window:
  // her account and her rows, read anew (101's exit is the chain's, not the last page's).
  const opened: string[] = [];
  const onWindow = (window: { url(): string }) => opened.push(window.url());
  page.context().on("page", onWindow);
  await page.reload();
  await expect(dashboard.accountButton(ALICE.address)).toHaveText("0x15d3…6A65");
  for (const index of ALICE.indexes) await expect(dashboard.row(index)).toBeVisible();
  await expect(dashboard.row(101)).toHaveAttribute("data-status", "Exit Requested");
  await expectAbsent(() => expect(dashboard.claimButton).toHaveText(ALICE_CLAIM.button), dashboard.connectButton);
  page.context().off("page", onWindow);
  expect(opened, "MetaMask opened no window").toEqual([]);

  // A claim, refused in MetaMask first.
  const claimBlock = await chain.getBlockNumber();
  const before = await chain.getBalance({ address: ALICE.address });
  const mark = await dashboard.writeMark();

  await dashboard.claimButton.click();
  await prompts.rejectTransaction();

  // "User rejected the request: no message shown": once the page has handled MetaMask's answer (its settle sign,
  // which waits for any Alert to be on screen), the pending animation is gone and no alert opened.
  await expectAbsent(dashboard.settled(mark), dashboard.dialog, page.getByRole("alert").filter({ hasText: /\S/ }));
  await expect(dashboard.claimButton).toHaveText(ALICE_CLAIM.button);
  await expect(dashboard.claimButton).toBeEnabled();
  // Nothing reached the chain: no block, no transaction waiting, the same balance.
  expect(await chain.getBlockNumber()).toBe(claimBlock);
  expect(await stack.pending()).toEqual({});
  expect(await receiptsFrom(ALICE.address, claimBlock)).toEqual([]);
  expect(await chain.getBalance({ address: ALICE.address })).toBe(before);

  // MetaMask locked, then the page reloaded. MetaMask 13.13.1, locked, still answers the site with its permitted
  // account (eth_accounts) and says it is unlocked (`_metamask.isUnlocked()` is true): the page cannot tell a locked
  // MetaMask from an open one. It shows that account's live figures, read again; the claim makes MetaMask ask for
  // its password before anything is signed.
  await wallet.lock();
  await page.reload();
  const reported = await page.evaluate(() =>
    (window as Window & { ethereum?: Eip1193 }).ethereum?.request({ method: "eth_accounts" }),
  );
  expect(reported, "MetaMask reports the site's account while locked").toEqual([ALICE.address.toLowerCase()]);
  await expect(dashboard.accountButton(ALICE.address)).toBeVisible({ timeout: 30_000 });
  await expect(dashboard.claimButton).toHaveText(ALICE_CLAIM.button);

  // The same button, confirmed this time, once MetaMask is unlocked; nothing was sent while it was locked.
  await dashboard.claimButton.click();
  await prompts.unlock(WALLET_PASSWORD);
  expect(await receiptsFrom(ALICE.address, claimBlock)).toEqual([]);
  await prompts.confirmTransaction();
  expect(await dashboard.alertText()).toBe("Successfully Claimed Rewards");

  // Independent reads on the chain: one transaction from Alice, the pool's event, and her balance to the wei.
  const claim = await onlyReceiptFrom(ALICE.address, claimBlock);
  await expect(dashboard.alert).toHaveAttribute("data-tx-hash", claim.transactionHash);
  const [withdrawal] = parseEventLogs({ abi: poolEvents, logs: claim.logs, eventName: "RewardsWithdrawal" });
  expect(withdrawal?.args.eth1).toBe(ALICE.address);
  expect(withdrawal?.args.indexes, "the leaf holds every validator of hers with rewards").toEqual([101n, 102n, 105n]);
  expect(withdrawal?.args.value).toBe(ALICE_CLAIM.wei);
  const after = await chain.getBalance({ address: ALICE.address });
  expect(after - before).toBe(ALICE_CLAIM.wei - gasCost(claim));

  await dashboard.closeAlert();
  await expect(page.getByRole("button", { name: "Claim 0.000 ETH" })).toBeDisabled();
});
